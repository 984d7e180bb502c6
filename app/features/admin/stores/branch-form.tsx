import type { ReactNode } from "react";
import { hoursField } from "#domain/stores/branch-form.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { WEEKDAY_NAMES, type OpeningHours } from "#domain/stores/views.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { Checkbox, SelectField, TextField } from "#app/features/admin/forms/fields.tsx";
import type { Image } from "#domain/catalog/views.ts";
import { teamMemberLine, type TeamMember } from "#domain/stores/team.ts";
import { STORE_TRUST_MESSAGES as T } from "#domain/stores/messages.ts";
import type { PickerImage } from "#app/features/admin/media/image-picker.tsx";
import { BranchTeamFields } from "./branch-team-fields.tsx";
import { BranchGalleryFields, BranchMapFields } from "./branch-place-fields.tsx";

/** What the form starts from: the stored branch, or an empty one for 'Nueva sucursal'. */
export interface BranchFormValues {
  name: string;
  slug: string;
  franchise_id: string;
  province_id: string;
  address_street: string;
  address_number: string;
  address_floor: string;
  address_apartment: string;
  zip: string;
  city: string;
  phone: string;
  contact_email: string;
  opening_hours: OpeningHours;
  treatment_available: "SI" | "NO";
  enabled: boolean;
  /** Decimal degrees as text, "" when not set. */
  latitude: string;
  longitude: string;
  team: TeamMember[];
  gallery: Image[];
  version?: number;
}

interface Choice {
  id: string;
  name: string;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The branch editor; every field is posted under its column's name (hours as `opening_hours[day].open_at`).
 * With `contactOnly` (a franchise account) the other fields are shown, not posted.
 */
export function BranchForm({
  branch,
  franchises,
  provinces,
  contactOnly,
  answer,
  library,
  uploadsUrl,
}: {
  branch: BranchFormValues;
  franchises: Choice[];
  provinces: Choice[];
  contactOnly: boolean;
  answer: EditorAnswer | undefined;
  /** The image library's latest images, to add a photo to the gallery. */
  library: readonly PickerImage[];
  uploadsUrl: string;
}) {
  const slot = (day: number) => branch.opening_hours.find((h) => h.day === day);
  const [form, fieldOf] = useEditorForm(answer, {
    ...branch,
    opening_hours: WEEKDAY_NAMES.map((_, day) => slot(day) ?? {}),
    enabled: branch.enabled ? "on" : undefined,
    team: branch.team.map((m) => ({
      name: m.name,
      role: m.role,
      gender: m.gender,
      licence_kind: m.licenceKind ?? "",
      licence_number: m.licenceNumber ?? "",
    })),
    gallery: branch.gallery.map((i) => i.path),
    gallery_add: "",
  });
  const field = (
    name: keyof BranchFormValues,
    label: string,
    extra: { required?: boolean; hint?: string } = {},
  ) =>
    contactOnly ? (
      <ReadOnly label={label} value={String(branch[name] ?? "") || "—"} />
    ) : (
      <TextField meta={fieldOf(name)} label={label} {...extra} />
    );
  return (
    <EditorForm form={form} answer={answer} className="space-y-8" multipart={!contactOnly}>
      {/* Enter in a field saves: the form's first submit button is a save, not the team's 'Subir'. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        Guardar
      </button>
      {branch.version ? <input type="hidden" name="version" value={branch.version} /> : null}
      {contactOnly ? <p className="text-sm text-slate-700">{M.onlyOwnFields}</p> : null}
      <Group legend="Datos">
        {field("name", "Nombre", { required: true })}
        {field("slug", "Slug (dirección)", { required: true, hint: "Minúsculas, números y guiones." })}
        {contactOnly ? (
          <ReadOnly
            label="Franquicia"
            value={franchises.find((f) => f.id === branch.franchise_id)?.name ?? "—"}
          />
        ) : (
          <SelectField
            meta={fieldOf("franchise_id")}
            label="Franquicia"
            options={[
              { value: "", label: "Elegí una franquicia" },
              ...franchises.map((f) => ({ value: f.id, label: f.name })),
            ]}
          />
        )}
        {contactOnly ? (
          <ReadOnly
            label="Realiza depilación láser"
            value={branch.treatment_available === "SI" ? "Sí" : "No"}
          />
        ) : (
          <SelectField
            meta={fieldOf("treatment_available")}
            label="Realiza depilación láser"
            options={[
              { value: "SI", label: "Sí" },
              { value: "NO", label: "No" },
            ]}
          />
        )}
      </Group>
      <Group legend="Dirección">
        {field("address_street", "Calle", { hint: M.streetHint })}
        {field("address_number", "Número")}
        {field("address_floor", "Piso", { hint: M.floorHint })}
        {field("address_apartment", "Oficina o departamento", { hint: M.unitHint })}
        {field("zip", "Código postal", { hint: M.zipHint })}
        {field("city", "Ciudad")}
        {contactOnly ? (
          <ReadOnly
            label="Provincia"
            value={provinces.find((p) => p.id === branch.province_id)?.name ?? "—"}
          />
        ) : (
          <SelectField
            meta={fieldOf("province_id")}
            label="Provincia"
            options={[
              { value: "", label: "Elegí una provincia" },
              ...provinces.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        )}
      </Group>
      {contactOnly ? null : <BranchMapFields field={fieldOf} />}
      <Group legend="Contacto">
        <TextField meta={fieldOf("phone")} label="Teléfono" />
        <TextField meta={fieldOf("contact_email")} label="E-mail de contacto" />
      </Group>
      <fieldset>
        <legend className="mb-2 text-base font-semibold text-slate-900">Horarios</legend>
        <p className="mb-3 text-sm text-slate-600">
          Dejá los dos vacíos los días que la sucursal está cerrada.
        </p>
        <div className="space-y-3">
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <div
              key={day}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3"
            >
              <p className="font-medium text-slate-800 sm:pt-8">{WEEKDAY_NAMES[day]}</p>
              <TextField
                meta={fieldOf(hoursField(day, "open_at"))}
                id={`hours-${day}-open`}
                label={`Abre (${WEEKDAY_NAMES[day]!.toLowerCase()})`}
                maxLength={5}
              />
              <TextField
                meta={fieldOf(hoursField(day, "close_at"))}
                id={`hours-${day}-close`}
                label={`Cierra (${WEEKDAY_NAMES[day]!.toLowerCase()})`}
                maxLength={5}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {contactOnly ? (
        <ReadOnly
          label={T.teamLegend}
          value={branch.team.length > 0 ? branch.team.map(teamMemberLine).join(" · ") : T.teamEmpty}
        />
      ) : (
        <>
          <BranchTeamFields form={form} field={fieldOf} />
          <BranchGalleryFields
            field={fieldOf}
            gallery={branch.gallery}
            library={library}
            uploadsUrl={uploadsUrl}
          />
        </>
      )}
      {contactOnly ? (
        <ReadOnly label="Estado" value={branch.enabled ? "Activa" : "Inactiva"} />
      ) : (
        <Checkbox meta={fieldOf("enabled")} label={M.enabled} />
      )}
      <SaveButton />
    </EditorForm>
  );
}

/** A field a franchise account sees but cannot change. */
function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="mt-1 text-slate-900">{value}</p>
      <p className="text-xs text-slate-600">{M.readOnly}</p>
    </div>
  );
}
