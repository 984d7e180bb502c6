import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { secondFactorSchema, staffPasswordChangeSchema } from "#domain/staff/forms.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { mustEnrolTwoFactor } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { PASSWORD_INTENT, PasswordChangeForm } from "#app/features/admin/staff/password-change-form.tsx";
import { REVOKE_INTENT, SessionsTable } from "#app/features/admin/staff/sessions-table.tsx";
import {
  RecoveryCodes,
  TOTP_CONFIRM_INTENT,
  TOTP_DISABLE_INTENT,
  TotpEnabled,
  TotpEnrolment,
} from "#app/features/admin/staff/two-factor.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Route } from "./+types/account";

export const middleware = staffPage(ADMIN_PAGES.account);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const who = actingOf(context);
  const own = context.services.staff.ownAccount;
  const [sessions, enrolment, unusedCodes] = await Promise.all([
    own.openSessions(who),
    staff.totpEnabled ? null : own.beginTotp(who, staff.email),
    staff.totpEnabled ? own.unusedRecoveryCodes(who) : 0,
  ]);
  return {
    email: staff.email,
    totpEnabled: staff.totpEnabled,
    mustEnrol: mustEnrolTwoFactor(context, staff),
    canDisable: !own.mustUseTwoFactor(staff.role),
    enrolment: enrolment && { secret: enrolment.secret, qrSvg: enrolment.qrSvg },
    unusedCodes,
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      current: s.id === context.staffSession?.sessionId,
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case TOTP_CONFIRM_INTENT:
      return confirmTotp(context, staff, formData);
    case TOTP_DISABLE_INTENT:
      return disableTotp(context, staff, formData);
    case REVOKE_INTENT:
      return revoke(context, staff, formData);
    default:
      return changePassword(context, staff, formData);
  }
}

async function confirmTotp(context: Readonly<RouterContextProvider>, staff: StaffMember, formData: FormData) {
  const intent = TOTP_CONFIRM_INTENT as typeof TOTP_CONFIRM_INTENT;
  const submission = parseWithZod(formData, { schema: secondFactorSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const done = await context.services.staff.ownAccount.confirmTotp(actingOf(context), submission.value.code);
  if (!done.ok) {
    return data(
      { intent, result: submission.reply({ fieldErrors: { code: [STAFF_MESSAGES.codeFailed] } }) },
      { status: 400 },
    );
  }
  return { intent, result: submission.reply({ resetForm: true }), recoveryCodes: done.recoveryCodes };
}

async function disableTotp(context: Readonly<RouterContextProvider>, staff: StaffMember, formData: FormData) {
  const intent = TOTP_DISABLE_INTENT as typeof TOTP_DISABLE_INTENT;
  const submission = parseWithZod(formData, { schema: secondFactorSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const outcome = await context.services.staff.ownAccount.disableTotp(
    actingOf(context),
    submission.value.code,
  );
  if (outcome === "required") {
    return data(
      { intent, result: submission.reply({ formErrors: [STAFF_MESSAGES.totpRequiredCannotDisable] }) },
      { status: 403 },
    );
  }
  if (outcome === "wrong_code") {
    return data(
      { intent, result: submission.reply({ fieldErrors: { code: [STAFF_MESSAGES.codeFailed] } }) },
      { status: 400 },
    );
  }
  return { intent, result: submission.reply({ resetForm: true }), message: STAFF_MESSAGES.totpDisabled };
}

async function revoke(context: Readonly<RouterContextProvider>, staff: StaffMember, formData: FormData) {
  const intent = REVOKE_INTENT as typeof REVOKE_INTENT;
  const id = String(formData.get("id") ?? "");
  const valid = /^[0-9a-f-]{36}$/i.test(id) && id !== context.staffSession?.sessionId;
  const ok = valid && (await context.services.staff.ownAccount.revokeSession(actingOf(context), id));
  return data(
    { intent, message: ok ? STAFF_MESSAGES.sessionRevoked : STAFF_MESSAGES.sessionUnknown, ok },
    { status: ok ? 200 : 404 },
  );
}

async function changePassword(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  formData: FormData,
) {
  const intent = PASSWORD_INTENT as typeof PASSWORD_INTENT;
  const hideFields = ["current_password", "password"];
  const submission = parseWithZod(formData, { schema: staffPasswordChangeSchema });
  if (submission.status !== "success")
    return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  const outcome = await context.services.staff.ownAccount.changePassword(
    actingOf(context),
    context.staffSession!.sessionId,
    submission.value.current_password,
    submission.value.password,
  );
  if (outcome === "wrong_password") {
    return data(
      {
        intent,
        result: submission.reply({
          fieldErrors: { current_password: [STAFF_MESSAGES.wrongPassword] },
          hideFields,
        }),
      },
      { status: 400 },
    );
  }
  return { intent, result: submission.reply({ resetForm: true }), saved: true };
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const totpConfirm = actionData?.intent === TOTP_CONFIRM_INTENT ? actionData : undefined;
  const totpDisable = actionData?.intent === TOTP_DISABLE_INTENT ? actionData : undefined;
  const password = actionData?.intent === PASSWORD_INTENT ? actionData : undefined;
  const revoked = actionData?.intent === REVOKE_INTENT ? actionData : undefined;
  const recoveryCodes = (totpConfirm as { recoveryCodes?: string[] } | undefined)?.recoveryCodes ?? null;
  const disabledMessage = (totpDisable as { message?: string } | undefined)?.message;
  return (
    <AdminPageFrame title="Mi cuenta" intro={loaderData.email}>
      {loaderData.mustEnrol ? <Alert tone="warning">{STAFF_MESSAGES.totpRequired}</Alert> : null}
      <AdminCard title="Verificación en dos pasos">
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} message={STAFF_MESSAGES.totpEnabled} />
        ) : loaderData.enrolment ? (
          <>
            {disabledMessage ? (
              <Alert tone="success" className="mb-4">
                {disabledMessage}
              </Alert>
            ) : null}
            <TotpEnrolment {...loaderData.enrolment} lastResult={totpConfirm?.result} />
          </>
        ) : (
          <TotpEnabled
            unusedCodes={loaderData.unusedCodes}
            canDisable={loaderData.canDisable}
            lastResult={totpDisable?.result}
          />
        )}
      </AdminCard>
      <AdminCard title="Cambiar contraseña">
        <PasswordChangeForm
          lastResult={password?.result}
          saved={password !== undefined && "saved" in password}
        />
      </AdminCard>
      <AdminCard title="Sesiones abiertas">
        {revoked ? (
          <Alert tone={revoked.ok ? "success" : "error"} className="mb-4">
            {revoked.message}
          </Alert>
        ) : null}
        <SessionsTable sessions={loaderData.sessions} />
      </AdminCard>
    </AdminPageFrame>
  );
}
