import { data, Link } from "react-router";
import {
  AREA_MINUTES_MAX,
  AREA_MINUTES_MIN,
  areaMinutesField,
  bookingRulesFormSchema,
  bookingRulesVersionSchema,
  parseAreaMinutes,
  RULE_FIELDS,
} from "#domain/booking/desk-forms.ts";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { invalidFields, readEditorForm } from "#app/features/admin/forms/editor-answer.server.ts";
import {
  EditorForm,
  nestedValues,
  SaveButton,
  useEditorForm,
} from "#app/features/admin/forms/editor-form.tsx";
import { NumberField } from "#app/features/admin/forms/fields.tsx";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/agenda-rules";

export const middleware = staffPage(ADMIN_PAGES.agenda);

export async function loader({ context }: Route.LoaderArgs) {
  // agenda.manage without a franchise's scope: the desk refuses anyone else with a 403.
  const { rules, areas } = await orForbidden(context.services.bookingRules.rules(actingOf(context)));
  return {
    rules: Object.fromEntries(RULE_FIELDS.map((f) => [f.name, String(rules[f.key])])) as Record<
      string,
      string
    >,
    version: rules.version,
    areas: areas.map((a) => ({
      id: a.id,
      title: a.title,
      minutes: a.minutes === null ? "" : String(a.minutes),
    })),
    defaultMinutes: rules.defaultAreaMinutes,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const who = actingOf(context);
  const editor = context.services.bookingRules;
  // Reading the areas checks the permission before anything posted is looked at.
  const { areas } = await orForbidden(editor.rules(who));
  const posted = await readEditorForm(request);
  const { values } = posted;
  const parsed = bookingRulesFormSchema.safeParse(values);
  const version = bookingRulesVersionSchema.safeParse(values);
  const minutes = parseAreaMinutes(
    values,
    areas.map((a) => a.id),
  );
  const errors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
    ...(version.success ? {} : fieldErrorsOf(version.error)),
    ...minutes.errors,
  };
  if (!parsed.success || !version.success || Object.keys(errors).length > 0) {
    return invalidFields(posted, errors);
  }
  const saved = await orForbidden(editor.saveRules(who, parsed.data, minutes.minutes, version.data.version));
  if (!saved.ok) return invalidFields(posted, { [saved.field ?? "form"]: saved.message ?? M.unknownAction });
  return data(SAVED);
}

export default function AdminAgendaRules({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame
      title={M.rulesTitle}
      intro={
        <div className="space-y-2">
          <p>{M.rulesIntro}</p>
          <Link to={ADMIN_PAGES.agenda.path} className="text-brand-700 underline">
            Volver a la agenda
          </Link>
        </div>
      }
    >
      {/* A new version (after a save) opens the form again from the stored values. */}
      <RulesForm key={loaderData.version} {...loaderData} answer={actionData} />
    </AdminPageFrame>
  );
}

/** The booking rules and each area's minutes, as one form with one 'Guardar'. */
function RulesForm({
  rules,
  version,
  areas,
  defaultMinutes,
  answer,
}: Route.ComponentProps["loaderData"] & { answer: Route.ComponentProps["actionData"] }) {
  const [form, field] = useEditorForm(
    answer,
    nestedValues({ ...rules, ...Object.fromEntries(areas.map((a) => [areaMinutesField(a.id), a.minutes])) }),
  );
  return (
    <EditorForm form={form} answer={answer} className="space-y-8">
      <input type="hidden" name="version" value={version} />
      <AdminCard title="Turnos">
        <div className="grid gap-6 md:grid-cols-2">
          {RULE_FIELDS.map((f) => (
            <NumberField
              key={f.name}
              meta={field(f.name)}
              label={f.label}
              min={f.min}
              max={f.max}
              required
              hint={f.hint}
            />
          ))}
        </div>
      </AdminCard>
      <AdminCard title="Minutos por área">
        <p className="mb-4 text-sm text-slate-600">
          Vacío: el área dura los minutos predeterminados ({defaultMinutes}). Entre {AREA_MINUTES_MIN} y{" "}
          {AREA_MINUTES_MAX} minutos.
        </p>
        <AdminTable caption="Minutos de cada área" columns={["Área", "Minutos"]}>
          {areas.map((a) => (
            <tr key={a.id} className="border-b border-slate-100 align-middle">
              <td className="py-2 pr-4 font-medium text-slate-900">{a.title}</td>
              <td className="w-40 py-2">
                <NumberField
                  meta={field(areaMinutesField(a.id))}
                  id={`minutes-${a.id}`}
                  label={`Minutos de ${a.title}`}
                  hideLabel
                  min={AREA_MINUTES_MIN}
                  max={AREA_MINUTES_MAX}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminCard>
      <SaveButton />
    </EditorForm>
  );
}
