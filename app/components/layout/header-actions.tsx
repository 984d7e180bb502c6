import { Link } from "react-router";
import { loginPath } from "#domain/accounts/next-path.ts";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The account button (SPEC.md §2): the dashboard when signed in, else login; only with the account feature on.
 */
export function AccountButton({ compact = false }: { compact?: boolean }) {
  const { account, flags } = useStorefront();
  if (!flags.accountsEnabled) return null;
  const label = account ? "Mi cuenta" : "Ingresar";
  return (
    <Link
      to={account ? PATHS.dashboard : PATHS.login}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50"
      aria-label={compact ? label : undefined}
    >
      <Icon name="user" size={22} />
      <span className={compact ? "sr-only" : ""}>{label}</span>
    </Link>
  );
}

/**
 * The cart icon (SPEC.md §2), shown when the shop sells and the visitor may see the cart: checkout for signed-in
 * visitors, login with next=checkout otherwise, with a badge counting the items.
 */
export function CartButton() {
  const { account, flags, cart } = useStorefront();
  const count = cart.count;
  if (!flags.cartVisible) return null;
  const label = count === 1 ? "Carrito: 1 área" : `Carrito: ${count} áreas`;
  return (
    <Link
      to={account ? PATHS.checkout : loginPath(PATHS.checkout)}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
      aria-label={label}
    >
      <Icon name="cart" size={24} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-blush-500 px-1 text-center text-xs leading-5 font-bold text-brand-900"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
