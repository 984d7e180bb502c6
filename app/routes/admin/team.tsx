import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { staffCreateSchema, staffRoleSchema } from "#domain/staff/forms.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { ADD_STAFF_INTENT, AddStaffForm } from "#app/features/admin/staff/add-staff-form.tsx";
import { TEAM_REFUSALS } from "#app/features/admin/staff/team-messages.ts";
import { DISABLE_INTENT, ROLE_INTENT, TeamTable } from "#app/features/admin/staff/team-table.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { confirmAskOf } from "#app/features/admin/forms/confirm-step.ts";
import { ConfirmStep } from "#app/features/admin/forms/confirm-step-panel.tsx";
import { unconfirmed } from "#app/features/admin/forms/confirm-step.server.ts";
import type { Route } from "./+types/team";

export const middleware = staffPage(ADMIN_PAGES.team);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const who = actingOf(context);
  const [team, franchises] = await Promise.all([
    context.services.staff.team.list(who),
    context.services.staff.team.franchises(who),
  ]);
  return {
    selfId: staff.id,
    franchises,
    team: team.map((s) => ({ ...s, created_at: s.created_at.toISOString() })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case ROLE_INTENT:
      return changeRole(context, staff, formData);
    case DISABLE_INTENT:
      return setDisabled(context, staff, formData);
    default:
      return addStaff(context, staff, formData);
  }
}

async function addStaff(context: Readonly<RouterContextProvider>, staff: StaffMember, formData: FormData) {
  const intent = ADD_STAFF_INTENT as typeof ADD_STAFF_INTENT;
  const submission = parseWithZod(formData, { schema: staffCreateSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const outcome = await context.services.staff.team.add(actingOf(context), submission.value);
  if (!outcome.ok) {
    const message = TEAM_REFUSALS[outcome.code];
    const errors = outcome.field
      ? { fieldErrors: { [outcome.field]: [message] } }
      : { formErrors: [message] };
    return data(
      { intent, result: submission.reply(errors) },
      { status: outcome.code === "email_taken" ? 409 : 400 },
    );
  }
  return {
    intent,
    result: submission.reply({ resetForm: true }),
    message: `${STAFF_MESSAGES.saved}. ${STAFF_MESSAGES.staffAdded(submission.value.email.toLowerCase())}`,
  };
}

async function changeRole(context: Readonly<RouterContextProvider>, staff: StaffMember, formData: FormData) {
  const parsed = staffRoleSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data(
      { intent: ROLE_INTENT as typeof ROLE_INTENT, message: parsed.error.issues[0]!.message, ok: false },
      { status: 400 },
    );
  const outcome = await context.services.staff.team.changeRole(actingOf(context), parsed.data);
  return rowAnswer(ROLE_INTENT, outcome);
}

const disableSchema = z.object({
  id: z.uuid({ error: STAFF_MESSAGES.notFound }),
  version: z.coerce.number().int().positive(),
  disabled: z.enum(["true", "false"]).transform((v) => v === "true"),
});

async function setDisabled(context: Readonly<RouterContextProvider>, staff: StaffMember, formData: FormData) {
  const parsed = disableSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data(
      { intent: DISABLE_INTENT as typeof DISABLE_INTENT, message: STAFF_MESSAGES.notFound, ok: false },
      { status: 400 },
    );
  const { id, disabled, version } = parsed.data;
  const person = (await context.services.staff.team.list(actingOf(context))).find((s) => s.id === id);
  const asked =
    disabled && person && person.id !== staff.id
      ? unconfirmed(formData, {
          title: STAFF_MESSAGES.disableAsk(person.email),
          text: STAFF_MESSAGES.disableAskText,
          button: STAFF_MESSAGES.disable,
        })
      : null;
  if (asked) return asked;
  const outcome = await context.services.staff.team.setDisabled(actingOf(context), id, disabled, version);
  return rowAnswer(DISABLE_INTENT, outcome);
}

function rowAnswer(
  intent: typeof ROLE_INTENT | typeof DISABLE_INTENT,
  outcome: Awaited<ReturnType<RouterContextProvider["services"]["staff"]["team"]["setDisabled"]>>,
) {
  if (outcome.ok) return { intent, message: STAFF_MESSAGES.saved, ok: true };
  const status = outcome.code === "stale_version" ? 409 : outcome.code === "not_found" ? 404 : 400;
  return data({ intent, message: TEAM_REFUSALS[outcome.code], ok: false }, { status });
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  const add =
    answer?.intent === ADD_STAFF_INTENT
      ? (actionData as { result: SubmissionResult<string[]>; message?: string })
      : undefined;
  const row = answer && answer.intent !== ADD_STAFF_INTENT && "ok" in answer ? answer : undefined;
  return (
    <AdminPageFrame title="Equipo" intro="Las personas que usan el panel y sus roles.">
      <ConfirmStep ask={confirmAskOf(actionData)} />
      <AdminCard title="Personas del equipo">
        {row ? (
          <Alert tone={row.ok ? "success" : "error"} className="mb-4">
            {row.message}
          </Alert>
        ) : null}
        <TeamTable rows={loaderData.team} selfId={loaderData.selfId} franchises={loaderData.franchises} />
      </AdminCard>
      <AdminCard title="Agregar persona">
        {add?.message ? (
          <Alert tone="success" className="mb-4">
            {add.message}
          </Alert>
        ) : null}
        <AddStaffForm franchises={loaderData.franchises} lastResult={add?.result} />
      </AdminCard>
    </AdminPageFrame>
  );
}
