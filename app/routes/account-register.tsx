import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { ACCOUNT_LABELS, ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { carriedNext, withNext } from "#domain/accounts/next-path.ts";
import { registerSchema } from "#domain/validation/account.ts";
import { HONEYPOT_FIELD, isBotSubmission } from "#domain/validation/honeypot.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { readLocalCart } from "#app/features/cart/visitor-cart.server.ts";
import { leaveIfSignedIn, privateHeaders } from "#app/features/account/guards.ts";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { RegisterForm } from "#app/features/account/register-form.tsx";
import { useTrackOnce } from "#app/features/account/use-track-once.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/account-register";
import { readFormData } from "#app/lib/form-data.server.ts";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_LABELS.register });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  leaveIfSignedIn(context, request);
  return { next: carriedNext(new URL(request.url).searchParams.get("next")) };
}

const hideFields = ["password"];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: registerSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const input = submission.value;
  // A bot that filled the hidden field sees the usual answer; nothing is stored or sent.
  if (isBotSubmission(input[HONEYPOT_FIELD])) {
    context.log.info("registration dropped by the honeypot");
    return { success: { name: input.name, message: ACCOUNT_MESSAGES.verificationSent(input.email) } };
  }
  const limited = await context.rateLimits.consume("register", {
    ip: context.clientIp,
    account: input.email,
  });
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [limited.message], hideFields }) },
      rateLimitedInit(limited),
    );
  }
  // The mailed link leads on to `next`; the guest's cart becomes the new account's, for any browser she signs
  // in from (its cookie stays: the login merges it again, changing nothing).
  const outcome = await context.services.accounts.register(input, {
    next: new URL(request.url).searchParams.get("next"),
    cartItems: (await readLocalCart(request)).map((l) => ({ _id: l.productId, quantity: l.quantity })),
  });
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { email: [ACCOUNT_MESSAGES.emailTaken] }, hideFields }) },
      { status: 409 },
    );
  }
  const { account } = outcome;
  return {
    success: {
      name: account.name,
      message: account.authorization
        ? ACCOUNT_MESSAGES.underReview
        : ACCOUNT_MESSAGES.verificationSent(account.email),
    },
  };
}

const TRACK_PAYLOAD = { content_name: "registro" };

function RegisterSuccess({ success }: { success: { name: string; message: string } }) {
  useTrackOnce("CompleteRegistration", TRACK_PAYLOAD);
  return (
    <AccountCard title={ACCOUNT_MESSAGES.greeting(success.name)}>
      <Alert tone="success">{success.message}</Alert>
      <Link to="/" className="btn btn-primary mt-6">
        {ACCOUNT_LABELS.continue}
      </Link>
    </AccountCard>
  );
}

export default function AccountRegister({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "success" in actionData) return <RegisterSuccess success={actionData.success} />;
  return (
    <AccountCard title={ACCOUNT_LABELS.register} intro="Completá tus datos para crear tu cuenta." wide>
      <RegisterForm lastResult={actionData?.result} loginHref={withNext("/account-login", loaderData.next)} />
    </AccountCard>
  );
}
