import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { SELECT_PLACEHOLDER_VALUE } from "../../domain/accounts/genre.ts";
import { ACCOUNT_MESSAGES } from "../../domain/accounts/messages.ts";
import { identifirePrefill } from "../../domain/accounts/profile.ts";
import { profileSchema } from "../../domain/validation/account.ts";
import { privateHeaders, requireAccount } from "../features/account/guards.ts";
import { ProfileForm } from "../features/account/profile-form.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/my-account.profile";
import { readFormData } from "../lib/form-data.server.ts";

export const headers = privateHeaders;

/** After a successful save the customer goes (back) to the checkout (SPEC.md §2). */
const AFTER_SAVE_PATH = "/shop/checkout";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "Datos personales" });
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
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireAccount(context, request);
  const submission = parseWithZod(await readFormData(request), { schema: profileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await context.services.accounts.updateProfile(account.id, submission.value);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { email: [ACCOUNT_MESSAGES.emailTaken] } }) },
      { status: 409 },
    );
  }
  return redirect(AFTER_SAVE_PATH);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="mb-6 text-2xl font-bold text-slate-900 md:text-3xl">
        Datos personales
      </h1>
      <ProfileForm defaults={loaderData.defaults} lastResult={actionData?.result} />
    </section>
  );
}
