import { Outlet } from "react-router";
import { AccountNav } from "../features/account/account-nav.tsx";
import { privateHeaders, requireAccount } from "../features/account/guards.ts";
import type { Route } from "./+types/my-account";

export const headers = privateHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  return { name: account.name };
}

/** The account area: its sections beside (or above, on phones) the page. */
export default function MyAccount() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:gap-10 md:py-12">
      <AccountNav />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
