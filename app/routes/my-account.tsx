import { Outlet } from "react-router";
import { AccountNav } from "#app/features/account/account-nav.tsx";
import { CartSummaryCard } from "#app/features/account/cart-summary-card.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { useVisitorCart } from "#app/lib/visitor-cart.ts";
import type { Route } from "./+types/my-account";

export const headers = privateHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  return { name: account.name };
}

/** The account area: its sections beside (or above, on phones) the page. */
export default function MyAccount() {
  // The account's pages are never kept by the page cache: the cart is here.
  const cart = useVisitorCart()!;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:gap-10 md:py-12">
      <AccountNav />
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <CartSummaryCard areas={cart.count} />
        <Outlet />
      </div>
    </div>
  );
}
