import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { STORE_TRUST_MESSAGES as M } from "#domain/stores/messages.ts";
import { TEAM_LISTED, teamField } from "#domain/stores/branch-trust-form.ts";
import { ROLE_CHOICES, TEAM_MAX } from "#domain/stores/team.ts";
import type { useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { SelectField, TextField } from "#app/features/admin/forms/fields.tsx";

/** One person as the form starts from it, under the posted names. */
export interface TeamRowValues {
  name: string;
  role: string;
  gender: string;
  licence_kind: string;
  licence_number: string;
}

const smallButton =
  "inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50";

/**
 * The branch's team, a Conform list posted as `team[0].name`, …: 'Agregar a alguien', and per person
 * 'Subir', 'Bajar' and 'Quitar' (each a post that comes back with the list changed, nothing saved until
 * 'Guardar'). `team_listed` says the list was shown, so an empty list removes everyone.
 */
export function BranchTeamFields({
  form: editorForm,
  field,
}: {
  form: ReturnType<typeof useEditorForm>[0];
  field: (name: string) => FieldMetadata<unknown>;
}) {
  const form = editorForm as unknown as FormMetadata<{ team: TeamRowValues[] }>;
  const rows = (field("team") as FieldMetadata<TeamRowValues[]>).getFieldList();
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{M.teamLegend}</legend>
      <input type="hidden" name={TEAM_LISTED} value="1" />
      <p className="text-sm text-slate-600">{M.teamHint}</p>
      {rows.length === 0 ? <p className="text-slate-700">{M.teamEmpty}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, i) => {
          const person = field(teamField(i, "name")).initialValue;
          const who = typeof person === "string" && person ? person : `Persona ${i + 1}`;
          return (
            <li key={row.key} className="rounded-lg border border-slate-200 p-3">
              <div className="grid gap-3 md:grid-cols-2">
                <TextField
                  meta={field(teamField(i, "name"))}
                  label={`${M.teamNameLabel} (${i + 1})`}
                  maxLength={120}
                />
                <SelectField
                  meta={field(teamField(i, "role"))}
                  label={`${M.teamRoleLabel} (${i + 1})`}
                  options={ROLE_CHOICES}
                />
                <SelectField
                  meta={field(teamField(i, "gender"))}
                  label={`${M.teamGenderLabel} (${i + 1})`}
                  hint={M.teamGenderHint}
                  options={[
                    { value: "f", label: M.genderF },
                    { value: "m", label: M.genderM },
                  ]}
                />
                <SelectField
                  meta={field(teamField(i, "licence_kind"))}
                  label={`${M.licenceKindLabel} (${i + 1})`}
                  options={[
                    { value: "", label: M.licenceNone },
                    { value: "M.N.", label: M.licenceNational },
                    { value: "M.P.", label: M.licenceProvincial },
                  ]}
                />
                <TextField
                  meta={field(teamField(i, "licence_number"))}
                  label={`${M.licenceNumberLabel} (${i + 1})`}
                  inputMode="numeric"
                  maxLength={12}
                />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  className={smallButton}
                  disabled={i === 0}
                  {...form.reorder.getButtonProps({ name: "team", from: i, to: i - 1 })}
                >
                  {M.teamUp}
                  <span className="sr-only"> {who}</span>
                </button>
                <button
                  className={smallButton}
                  disabled={i === rows.length - 1}
                  {...form.reorder.getButtonProps({ name: "team", from: i, to: i + 1 })}
                >
                  {M.teamDown}
                  <span className="sr-only"> {who}</span>
                </button>
                <button className={smallButton} {...form.remove.getButtonProps({ name: "team", index: i })}>
                  {M.teamRemove}
                  <span className="sr-only"> {who}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        className="btn btn-secondary"
        disabled={rows.length >= TEAM_MAX}
        {...form.insert.getButtonProps({
          name: "team",
          // Conform types a list's new row by its field's schema, which a flat editor form does not carry.
          defaultValue: { role: "laser_technician", gender: "f", licence_kind: "" } as never,
        })}
      >
        {M.teamAdd}
      </button>
    </fieldset>
  );
}
