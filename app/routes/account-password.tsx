import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, type AppLoadContext } from "react-router";
import { ACCOUNT_LABELS, ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { carriedNext, loginPath, withNext } from "#domain/accounts/next-path.ts";
import { passwordChangeSchema, restoreSchema } from "#domain/validation/account.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { RESET_QUERY } from "#app/features/account/forgot-password.tsx";
import { privateHeaders } from "#app/features/account/guards.ts";
import { ChangePasswordForm, RestoreForm } from "#app/features/account/password-forms.tsx";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/account-password";
import { readFormData } from "#app/lib/form-data.server.ts";

export const headers = privateHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: params.token ? ACCOUNT_LABELS.resetPassword : ACCOUNT_LABELS.changePassword,
  });
}

/**
 * With a token (the link of the reset mail): restore, then the login, which leads on to the link's `next`.
 * Without one: the signed-in customer's password change; an anonymous visitor goes to the index (SPEC.md §2).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.token) {
    const state = await context.services.accounts.checkResetToken(params.token);
    const next = carriedNext(new URL(request.url).searchParams.get("next"));
    return { mode: "restore" as const, token: params.token, valid: state === "valid", next };
  }
  if (!context.account) throw redirect("/");
  return { mode: "change" as const };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (params.token) return restore(formData, context);
  if (!context.account) throw redirect(loginPath("/account-password"));
  return change(formData, context, context.account.id, request);
}

const passwordFields = ["password", "password_confirm", "old_password", "new_password"];

async function restore(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: restoreSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });
  }
  const limited = await context.rateLimits.consume("passwordRestore", { ip: context.clientIp });
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [limited.message], hideFields: passwordFields }) },
      rateLimitedInit(limited),
    );
  }
  const outcome = await context.services.accounts.restorePassword(submission.value);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: [ACCOUNT_MESSAGES.restoreInvalid],
          hideFields: passwordFields,
        }),
        tokenFailed: true,
      },
      { status: 400 },
    );
  }
  // Every session ended with the reset, this browser's too.
  return data(
    { success: ACCOUNT_MESSAGES.restored },
    { headers: { "Set-Cookie": context.sessionCookie.clear() } },
  );
}

async function change(formData: FormData, context: AppLoadContext, accountId: string, request: Request) {
  const submission = parseWithZod(formData, { schema: passwordChangeSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });
  }
  const limited = await context.rateLimits.consume("passwordChange", {
    ip: context.clientIp,
    account: accountId,
  });
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [limited.message], hideFields: passwordFields }) },
      rateLimitedInit(limited),
    );
  }
  const outcome = await context.services.accounts.changePassword(accountId, submission.value, {
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  if (!outcome.ok) {
    const fieldErrors: Record<string, string[]> =
      outcome.code === "wrong_password"
        ? { old_password: [ACCOUNT_MESSAGES.wrongOldPassword] }
        : { new_password: [ACCOUNT_MESSAGES.samePassword] };
    return data({ result: submission.reply({ fieldErrors, hideFields: passwordFields }) }, { status: 400 });
  }
  return data(
    { success: ACCOUNT_MESSAGES.updated },
    {
      headers: {
        "Set-Cookie": context.sessionCookie.serialize(outcome.session.token, outcome.session.expiresAt),
      },
    },
  );
}

function NewTokenLink({ next }: { next: string | null }) {
  return (
    <Link to={withNext(`/account-login?${RESET_QUERY}=1`, next)} className="btn btn-primary mt-6">
      {ACCOUNT_LABELS.newToken}
    </Link>
  );
}

export default function AccountPassword({ loaderData, actionData }: Route.ComponentProps) {
  const success = actionData && "success" in actionData ? actionData.success : undefined;
  const result = actionData && "result" in actionData ? actionData.result : undefined;

  if (loaderData.mode === "change") {
    return (
      <AccountCard title={ACCOUNT_LABELS.changePassword}>
        {success ? (
          <Alert tone="success" className="mb-6">
            {success}
          </Alert>
        ) : null}
        <ChangePasswordForm key={success ? "done" : "form"} lastResult={result} />
        <Link to="/my-account" className="mt-6 inline-block font-medium text-brand-700 underline">
          Volver a mi cuenta
        </Link>
      </AccountCard>
    );
  }

  if (success) {
    return (
      <AccountCard title={ACCOUNT_LABELS.resetPassword}>
        <Alert tone="success">{success}</Alert>
        <Link to={withNext("/account-login", loaderData.next)} className="btn btn-primary mt-6">
          {ACCOUNT_LABELS.login}
        </Link>
      </AccountCard>
    );
  }
  const tokenFailed = !loaderData.valid || (actionData && "tokenFailed" in actionData);
  if (tokenFailed) {
    return (
      <AccountCard title={ACCOUNT_MESSAGES.errorTitle}>
        <Alert tone="error">{ACCOUNT_MESSAGES.restoreInvalid}</Alert>
        <NewTokenLink next={loaderData.next} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={ACCOUNT_LABELS.resetPassword} intro="Elegí una nueva contraseña para tu cuenta.">
      <RestoreForm token={loaderData.token} lastResult={result} />
    </AccountCard>
  );
}
