import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { ACCOUNT_LABELS, ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { carriedNext, safeNextPath } from "#domain/accounts/next-path.ts";
import { loginSchema, resetRequestSchema } from "#domain/validation/account.ts";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { clearLocalCart, readLocalCart } from "#app/features/cart/visitor-cart.server.ts";
import { ForgotPassword, RESET_QUERY, RESET_REQUEST_INTENT } from "#app/features/account/forgot-password.tsx";
import { leaveIfSignedIn, privateHeaders } from "#app/features/account/guards.ts";
import { LOGIN_INTENT, LoginForm } from "#app/features/account/login-form.tsx";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { RegisterPromptCard } from "#app/features/account/register-prompt-card.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/account-login";
import { readFormData } from "#app/lib/form-data.server.ts";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_LABELS.login });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  leaveIfSignedIn(context, request);
  const localCart = await readLocalCart(request);
  const url = new URL(request.url);
  return {
    resetOpen: url.searchParams.has(RESET_QUERY),
    next: carriedNext(url.searchParams.get("next")),
    cartItems: localCart.map((l) => ({ _id: l.productId, quantity: l.quantity })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  return formData.get("intent") === RESET_REQUEST_INTENT
    ? requestReset(formData, context, request)
    : login(formData, context, request);
}

const LOGIN_FAILURES = {
  invalid_credentials: { message: ACCOUNT_MESSAGES.loginFailed, status: 401 },
  unverified: { message: ACCOUNT_MESSAGES.loginUnverified, status: 403 },
  under_review: { message: ACCOUNT_MESSAGES.loginUnderReview, status: 403 },
  review_rejected: { message: ACCOUNT_MESSAGES.loginReviewRejected, status: 403 },
} as const;

async function login(formData: FormData, context: AppLoadContext, request: Request) {
  const submission = parseWithZod(formData, { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return data(
      { intent: LOGIN_INTENT as typeof LOGIN_INTENT, result: submission.reply({ hideFields }) },
      { status: 400 },
    );
  }
  const keys = { ip: context.clientIp, email: submission.value.email };
  const limited = await context.rateLimits.login.attempt(keys);
  if (limited) {
    return data(
      {
        intent: LOGIN_INTENT as typeof LOGIN_INTENT,
        result: submission.reply({ formErrors: [limited.message], hideFields }),
      },
      rateLimitedInit(limited),
    );
  }
  const next = new URL(request.url).searchParams.get("next");
  // An unverified account gets a new link, which leads on to `next` as well.
  const outcome = await context.services.accounts.login(
    submission.value,
    { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined },
    { next },
  );
  if (!outcome.ok) {
    if (outcome.code === "invalid_credentials") await context.rateLimits.login.failed(keys);
    const failure = LOGIN_FAILURES[outcome.code];
    return data(
      {
        intent: LOGIN_INTENT as typeof LOGIN_INTENT,
        result: submission.reply({ formErrors: [failure.message], hideFields }),
      },
      { status: failure.status },
    );
  }
  await context.rateLimits.login.succeeded(keys);
  // A session that was open in this browser ends: the sign-in always starts a new one.
  if (context.sessionToken) await context.services.sessions.destroy(context.sessionToken);
  // The local cart's items came with the form and are in the account's cart now: the cookie is emptied.
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    context.sessionCookie.serialize(outcome.session.token, outcome.session.expiresAt),
  );
  headers.append("Set-Cookie", await clearLocalCart(context));
  return redirect(safeNextPath(next), { headers });
}

async function requestReset(formData: FormData, context: AppLoadContext, request: Request) {
  const answer = (result: SubmissionResult<string[]>, message?: string) => ({
    intent: RESET_REQUEST_INTENT as typeof RESET_REQUEST_INTENT,
    result,
    message,
  });
  const submission = parseWithZod(formData, { schema: resetRequestSchema });
  if (submission.status !== "success") {
    return data(answer(submission.reply()), { status: 400 });
  }
  const limited = await context.rateLimits.consume("passwordReset", {
    ip: context.clientIp,
    account: submission.value.email,
  });
  if (limited) {
    return data(answer(submission.reply({ formErrors: [limited.message] })), rateLimitedInit(limited));
  }
  // The reset link leads on to where the customer was going when she came to the login.
  await context.services.accounts.requestPasswordReset(submission.value.email, {
    next: new URL(request.url).searchParams.get("next"),
  });
  return answer(submission.reply({ resetForm: true }), ACCOUNT_MESSAGES.resetRequested);
}

export default function AccountLogin({ loaderData, actionData }: Route.ComponentProps) {
  const login = actionData?.intent === LOGIN_INTENT ? actionData : undefined;
  const reset = actionData?.intent === RESET_REQUEST_INTENT ? actionData : undefined;
  return (
    <>
      <AccountCard title={ACCOUNT_LABELS.login} intro="Ingresá con el e-mail de tu cuenta.">
        <LoginForm lastResult={login?.result} cartItems={loaderData.cartItems} />
        <ForgotPassword
          initiallyOpen={loaderData.resetOpen || reset !== undefined}
          lastResult={reset?.result}
          message={reset?.message}
        />
      </AccountCard>
      <div className="mx-auto max-w-md px-4 pb-12">
        <RegisterPromptCard next={loaderData.next} />
      </div>
    </>
  );
}
