import { Form, redirect } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { privateHeaders } from "#app/features/account/guards.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/account-logout";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_LABELS.logout });
}

/** Signing out is a form post; the page itself only asks, so no link elsewhere can sign anyone out. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.account) throw redirect("/");
  return { name: context.account.name };
}

export async function action({ context }: Route.ActionArgs) {
  if (context.sessionToken) await context.services.sessions.destroy(context.sessionToken);
  return redirect("/", { headers: { "Set-Cookie": context.sessionCookie.clear() } });
}

export default function AccountLogout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountCard title={ACCOUNT_LABELS.logout} intro={`${loaderData.name}, ¿querés cerrar tu sesión?`}>
      <Form method="post">
        <button type="submit" className="btn btn-primary">
          {ACCOUNT_LABELS.logout}
        </button>
      </Form>
    </AccountCard>
  );
}
