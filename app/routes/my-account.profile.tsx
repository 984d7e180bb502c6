import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { SELECT_PLACEHOLDER_VALUE } from "#domain/accounts/genre.ts";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { identifirePrefill } from "#domain/accounts/profile.ts";
import { profileFormSchema } from "#domain/validation/profile.ts";
import type { ProfileUpdateResult } from "#domain/accounts/views.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { ProfileForm } from "#app/features/account/profile-form.tsx";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/my-account.profile";
import { readFormData } from "#app/lib/form-data.server.ts";
import { ACCOUNT_PAGES } from "#domain/accounts/messages.ts";

export const headers = privateHeaders;

/** After a successful save the customer goes (back) to the checkout (SPEC.md §2), which says it was saved. */
const AFTER_SAVE_PATH = PATHS.checkoutProfileSaved;
/** After asking for an e-mail change the customer stays, to read where the confirmation link went. */
const AFTER_EMAIL_CHANGE_PATH = "/my-account/profile";

const hideFields = ["password"];

type Refusal = Extract<ProfileUpdateResult, { ok: false }>["code"];

const REFUSALS: Record<Refusal, { field: string; message: string; status: number }> = {
  password_required: {
    field: "password",
    message: ACCOUNT_MESSAGES.emailChangePasswordRequired,
    status: 400,
  },
  wrong_password: { field: "password", message: ACCOUNT_MESSAGES.wrongOldPassword, status: 400 },
  email_taken: { field: "email", message: ACCOUNT_MESSAGES.emailTaken, status: 409 },
  document_taken: { field: "identifire", message: ACCOUNT_MESSAGES.documentTaken, status: 409 },
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_PAGES.profile });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const profile = await context.services.accounts.profile(account.id);
  if (!profile) throw redirect("/account-login");
  return {
    defaults: {
      name: profile.name,
      surname: profile.surname,
      genre: profile.genre ?? SELECT_PLACEHOLDER_VALUE,
      email: profile.email,
      mobile_phone: profile.mobile_phone ?? "",
      birthdate: profile.birthdate ?? "",
      identifire: identifirePrefill(profile.identifire),
      newsletter: profile.newsletter,
    },
    pendingEmail: await context.services.accounts.pendingEmail(account.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireAccount(context, request);
  const submission = parseWithZod(await readFormData(request), { schema: profileFormSchema(account.email) });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  // Every save counts: a wrong password and the "Ya existe una cuenta…" answer are guesses worth bounding.
  const limited = await context.rateLimits.consume("profile", { ip: context.clientIp, account: account.id });
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [limited.message], hideFields }) },
      rateLimitedInit(limited),
    );
  }
  const outcome = await context.services.accounts.updateProfile(account.id, submission.value);
  if (!outcome.ok) {
    const { field, message, status } = REFUSALS[outcome.code];
    return data(
      { result: submission.reply({ fieldErrors: { [field]: [message] }, hideFields }) },
      { status },
    );
  }
  return redirect(outcome.pendingEmail ? AFTER_EMAIL_CHANGE_PATH : AFTER_SAVE_PATH);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { pendingEmail } = loaderData;
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="mb-6 text-2xl font-bold text-slate-900 md:text-3xl">
        Datos personales
      </h1>
      {pendingEmail ? (
        <Alert tone="info" className="mb-6">
          {ACCOUNT_MESSAGES.emailChangePending(pendingEmail)}
        </Alert>
      ) : null}
      {/* A new request remounts the form, so it shows the stored address again. */}
      <ProfileForm key={pendingEmail ?? ""} defaults={loaderData.defaults} lastResult={actionData?.result} />
    </section>
  );
}
