import { data } from "react-router";
import { requireAccount } from "#app/features/account/guards.ts";
import type { Route } from "./+types/shop-checkout-stores";

/**
 * The checkout's 'Sucursal' dropdown as the customer types: `?q=<text>` gives the payable branches whose name
 * contains it, no text gives the suggestions (their last-used branch first). The page itself carries only the
 * suggestions, not every branch.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 80);
  const { checkoutBranches } = context.services;
  const stores = q ? await checkoutBranches.search(q) : await checkoutBranches.suggestions(account.id);
  return data({ q, stores }, { headers: { "Cache-Control": "private, no-store" } });
}
