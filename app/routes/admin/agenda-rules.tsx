import { data, Form, Link } from "react-router";
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
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { NumberField } from "#app/features/admin/agenda/number-field.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
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
  const values = formValues(await readFormData(request));
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
    return data<EditorReply>({ status: "invalid", errors, values }, { status: 400 });
  }
  const saved = await orForbidden(editor.saveRules(who, parsed.data, minutes.minutes, version.data.version));
  if (!saved.ok) {
    return data<EditorReply>(
      { status: "invalid", errors: { [saved.field ?? "form"]: saved.message ?? M.unknownAction }, values },
      { status: 400 },
    );
  }
  return data<EditorReply>({ status: "saved", id: "1" });
}

export default function AdminAgendaRules({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData;
  const errors = reply?.status === "invalid" ? reply.errors : {};
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
      <Form key={loaderData.version} method="post" className="space-y-8" noValidate>
        <EditorNotice reply={reply} />
        <input type="hidden" name="version" value={loaderData.version} />
        <AdminCard title="Turnos">
          <div className="grid gap-6 md:grid-cols-2">
            {RULE_FIELDS.map((f) => (
              <NumberField
                key={f.name}
                name={f.name}
                label={f.label}
                min={f.min}
                max={f.max}
                required
                hint={f.hint}
                defaultValue={shownValue(reply, f.name, loaderData.rules[f.name] ?? "")}
                error={errors[f.name]}
              />
            ))}
          </div>
        </AdminCard>
        <AdminCard title="Minutos por área">
          <p className="mb-4 text-sm text-slate-600">
            Vacío: el área dura los minutos predeterminados ({loaderData.defaultMinutes}). Entre{" "}
            {AREA_MINUTES_MIN} y {AREA_MINUTES_MAX} minutos.
          </p>
          <AdminTable caption="Minutos de cada área" columns={["Área", "Minutos"]}>
            {loaderData.areas.map((a) => {
              const name = areaMinutesField(a.id);
              return (
                <tr key={a.id} className="border-b border-slate-100 align-middle">
                  <td className="py-2 pr-4 font-medium text-slate-900">{a.title}</td>
                  <td className="w-40 py-2">
                    <NumberField
                      id={`minutes-${a.id}`}
                      name={name}
                      label={`Minutos de ${a.title}`}
                      hideLabel
                      min={AREA_MINUTES_MIN}
                      max={AREA_MINUTES_MAX}
                      defaultValue={shownValue(reply, name, a.minutes)}
                      error={errors[name]}
                    />
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </AdminCard>
        <SaveButton />
      </Form>
    </AdminPageFrame>
  );
}
