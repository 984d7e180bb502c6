import { data, Link } from "react-router";
import { ACCOUNT_LABELS, ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { carriedNext, withNext } from "#domain/accounts/next-path.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { LoginButton } from "#app/features/account/login-button.tsx";
import { privateHeaders } from "#app/features/account/guards.ts";
import { useTrackOnce } from "#app/features/account/use-track-once.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/account-verify";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "Verificación de cuenta" });
}

const PROBLEMS = {
  invalid: ACCOUNT_MESSAGES.verifyInvalid,
  used: ACCOUNT_MESSAGES.verifyUsed,
  expired: ACCOUNT_MESSAGES.verifyExpired,
} as const;

/**
 * The link of the verification mail: the token is used once, here. Its `next` (where the customer was going
 * when she registered) is carried on to the login, in this browser or any other.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const next = carriedNext(new URL(request.url).searchParams.get("next"));
  if (!params.token)
    return data({ ok: false as const, message: GENERIC_MESSAGES.internalError, next }, { status: 400 });
  const outcome = await context.services.accounts.verifyEmail(params.token);
  if (!outcome.ok)
    return data({ ok: false as const, message: PROBLEMS[outcome.code], next }, { status: 400 });
  return { ok: true as const, name: outcome.name, next };
}

/** Using the token again would report it as used: this page's data never reloads by itself. */
export const shouldRevalidate = () => false;

const VERIFIED = { status: "ok" };
const NOT_VERIFIED = { status: "error" };

export default function AccountVerify({ loaderData }: Route.ComponentProps) {
  useTrackOnce(
    loaderData.ok ? "AccountVerified" : "AccountVerificationFailed",
    loaderData.ok ? VERIFIED : NOT_VERIFIED,
  );
  if (!loaderData.ok) {
    return (
      <AccountCard title={ACCOUNT_MESSAGES.errorTitle}>
        <Alert tone="error">{loaderData.message}</Alert>
        <Link
          to={withNext("/account-login", loaderData.next)}
          className="mt-6 inline-block font-medium text-brand-700 underline"
        >
          Ir a {ACCOUNT_LABELS.login.toLowerCase()}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={ACCOUNT_MESSAGES.greeting(loaderData.name)}>
      <Alert tone="success">{ACCOUNT_MESSAGES.verified}</Alert>
      <LoginButton next={loaderData.next} />
    </AccountCard>
  );
}
