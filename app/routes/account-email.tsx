import { data } from "react-router";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { LoginButton } from "#app/features/account/login-button.tsx";
import { privateHeaders } from "#app/features/account/guards.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/account-email";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_MESSAGES.emailChangeTitle });
}

const PROBLEMS = {
  invalid: { message: ACCOUNT_MESSAGES.emailChangeInvalid, status: 400 },
  used: { message: ACCOUNT_MESSAGES.emailChangeUsed, status: 400 },
  expired: { message: ACCOUNT_MESSAGES.emailChangeExpired, status: 400 },
  email_taken: { message: ACCOUNT_MESSAGES.emailChangeTaken, status: 409 },
} as const;

/** The link of the mail sent to the new address: the account moves to it here, once. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.token) {
    return data({ ok: false as const, message: ACCOUNT_MESSAGES.emailChangeInvalid }, { status: 400 });
  }
  const outcome = await context.services.accounts.confirmEmailChange(params.token, context.sessionToken);
  if (!outcome.ok) {
    const { message, status } = PROBLEMS[outcome.code];
    return data({ ok: false as const, message }, { status });
  }
  return { ok: true as const, message: ACCOUNT_MESSAGES.emailChanged(outcome.email) };
}

/** Using the token again would report it as used: this page's data never reloads by itself. */
export const shouldRevalidate = () => false;

export default function AccountEmail({ loaderData }: Route.ComponentProps) {
  return (
    <AccountCard title={loaderData.ok ? ACCOUNT_MESSAGES.emailChangeTitle : ACCOUNT_MESSAGES.errorTitle}>
      <Alert tone={loaderData.ok ? "success" : "error"}>{loaderData.message}</Alert>
      <LoginButton />
    </AccountCard>
  );
}
