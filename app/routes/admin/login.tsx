import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { secondFactorSchema, staffLoginSchema, staffResetRequestSchema } from "#domain/staff/forms.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { ADMIN_LOGIN_PATH } from "#domain/staff/pages.ts";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { noStoreHeaders, safeAdminNext } from "#app/features/admin/layout/access.server.ts";
import { ADMIN_HANDLE } from "#app/features/admin/layout/handle.ts";
import {
  STAFF_CODE_INTENT,
  STAFF_LOGIN_INTENT,
  STAFF_RESET_INTENT,
  StaffCodeForm,
  StaffLoginForm,
  StaffResetForm,
} from "#app/features/admin/staff/login-forms.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Route } from "./+types/login";

export const handle = ADMIN_HANDLE;
export const headers = noStoreHeaders;

export function meta() {
  return [{ title: `${STAFF_MESSAGES.loginTitle} | Panel Candela` }, { name: "robots", content: "noindex" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.staff) throw redirect(safeAdminNext(new URL(request.url).searchParams.get("next")));
  return { step: context.staffSession?.pendingSecondFactor ? ("code" as const) : ("password" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === STAFF_CODE_INTENT) return secondStep(formData, context, request);
  if (intent === STAFF_RESET_INTENT) return requestReset(formData, context);
  return firstStep(formData, context, request);
}

const requestMeta = (context: AppLoadContext, request: Request) => ({
  ip: context.clientIp,
  userAgent: request.headers.get("user-agent") ?? undefined,
});

function signedIn(context: AppLoadContext, request: Request, session: { token: string; expiresAt: Date }) {
  return redirect(safeAdminNext(new URL(request.url).searchParams.get("next")), {
    headers: { "Set-Cookie": context.staffCookie.serialize(session.token, session.expiresAt) },
  });
}

async function firstStep(formData: FormData, context: AppLoadContext, request: Request) {
  const intent = STAFF_LOGIN_INTENT as typeof STAFF_LOGIN_INTENT;
  const hideFields = ["password"];
  const submission = parseWithZod(formData, { schema: staffLoginSchema });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const keys = { ip: context.clientIp, email: submission.value.email };
  const limited = await context.rateLimits.staffLogin.attempt(keys);
  if (limited) {
    return data(
      { intent, result: submission.reply({ formErrors: [STAFF_MESSAGES.rateLimited], hideFields }) },
      rateLimitedInit(limited),
    );
  }
  const outcome = await context.services.staff.signIn.withPassword(
    submission.value.email,
    submission.value.password,
    requestMeta(context, request),
  );
  if (outcome.kind !== "signed_in" && outcome.kind !== "second_factor") {
    await context.rateLimits.staffLogin.failed(keys);
    return data(
      { intent, result: submission.reply({ formErrors: [STAFF_MESSAGES.loginFailed], hideFields }) },
      { status: 401 },
    );
  }
  // An earlier session of this browser ends: each sign-in starts a new one.
  if (context.staffToken) await context.services.staff.sessions.destroy(context.staffToken);
  if (outcome.kind === "signed_in") {
    await context.rateLimits.staffLogin.succeeded(keys);
    return signedIn(context, request, outcome);
  }
  // The password was right; the code step is counted against the same address and account.
  // The request's own address may be the data request's (/admin/login.data): the page's is rebuilt.
  const next = new URL(request.url).searchParams.get("next");
  return redirect(next ? `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(next)}` : ADMIN_LOGIN_PATH, {
    headers: { "Set-Cookie": context.staffCookie.serialize(outcome.token, outcome.expiresAt) },
  });
}

async function secondStep(formData: FormData, context: AppLoadContext, request: Request) {
  const intent = STAFF_CODE_INTENT as typeof STAFF_CODE_INTENT;
  const submission = parseWithZod(formData, { schema: secondFactorSchema });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
  }
  const pending = context.staffSession?.pendingSecondFactor ? context.staffSession : null;
  if (!pending || !context.staffToken) {
    return data(
      {
        intent: STAFF_LOGIN_INTENT as typeof STAFF_LOGIN_INTENT,
        result: submission.reply({ formErrors: [STAFF_MESSAGES.codeExpired] }),
      },
      { status: 401 },
    );
  }
  const keys = { ip: context.clientIp, email: pending.staff.email };
  const limited = await context.rateLimits.staffLogin.attempt(keys);
  if (limited) {
    return data(
      {
        intent,
        result: submission.reply({ formErrors: [STAFF_MESSAGES.rateLimited], hideFields: ["code"] }),
      },
      rateLimitedInit(limited),
    );
  }
  const outcome = await context.services.staff.signIn.withCode(
    context.staffToken,
    submission.value.code,
    requestMeta(context, request),
  );
  if (outcome.kind !== "signed_in") {
    if (outcome.kind === "failed") await context.rateLimits.staffLogin.failed(keys);
    const message = outcome.kind === "expired" ? STAFF_MESSAGES.codeExpired : STAFF_MESSAGES.codeFailed;
    return data(
      { intent, result: submission.reply({ formErrors: [message], hideFields: ["code"] }) },
      { status: 401 },
    );
  }
  await context.rateLimits.staffLogin.succeeded(keys);
  return signedIn(context, request, outcome);
}

async function requestReset(formData: FormData, context: AppLoadContext) {
  const intent = STAFF_RESET_INTENT as typeof STAFF_RESET_INTENT;
  const submission = parseWithZod(formData, { schema: staffResetRequestSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const limited = await context.rateLimits.consume("passwordReset", {
    ip: context.clientIp,
    account: `staff:${submission.value.email}`,
  });
  if (limited) {
    return data(
      { intent, result: submission.reply({ formErrors: [STAFF_MESSAGES.rateLimited] }) },
      rateLimitedInit(limited),
    );
  }
  await context.services.staff.passwordLinks.request(submission.value.email);
  return { intent, result: submission.reply({ resetForm: true }), message: STAFF_MESSAGES.resetRequested };
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const reset = actionData?.intent === STAFF_RESET_INTENT ? actionData : undefined;
  const result = actionData && actionData.intent !== STAFF_RESET_INTENT ? actionData.result : undefined;
  if (loaderData.step === "code" && actionData?.intent !== STAFF_LOGIN_INTENT) {
    return (
      <AccountCard title={STAFF_MESSAGES.codeTitle}>
        <StaffCodeForm lastResult={result} hint={STAFF_MESSAGES.codeHint} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={STAFF_MESSAGES.loginTitle} intro="Panel de administración de Candela.">
      <StaffLoginForm lastResult={result} />
      <StaffResetForm
        lastResult={reset?.result}
        message={(reset as { message?: string } | undefined)?.message}
      />
    </AccountCard>
  );
}
