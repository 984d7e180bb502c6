import { Link } from "react-router";
import { CART_COUNT_HOLE, CART_SIZE } from "#domain/personal-parts.ts";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import { useVisitorCart } from "#app/lib/visitor-cart.ts";
import { PersonalVariants } from "#app/components/personal/personal-variants.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The account button (SPEC.md §2): the dashboard when signed in, else login; only with the account feature on.
 */
export function AccountButton({ compact = false }: { compact?: boolean }) {
  const { signedIn, flags } = useStorefront();
  if (!flags.accountsEnabled) return null;
  const label = signedIn ? "Mi cuenta" : "Ingresar";
  return (
    <Link
      to={signedIn ? PATHS.dashboard : PATHS.login}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50"
      aria-label={compact ? label : undefined}
    >
      <Icon name="user" size={22} />
      <span className={compact ? "sr-only" : ""}>{label}</span>
    </Link>
  );
}

/**
 * The cart icon (SPEC.md §2), shown when the shop sells and the visitor may see the cart, with a badge counting
 * the items. It opens the cart for everyone: a guest's cart page (docs/decisions/0061), a customer's checkout,
 * whose first step is her cart.
 */
export function CartButton() {
  const { flags } = useStorefront();
  const cart = useVisitorCart();
  if (!flags.cartVisible) return null;
  if (cart) return <CartLink count={cart.count} />;
  return (
    <PersonalVariants
      name={CART_SIZE}
      variants={{
        "0": <CartLink count={0} />,
        "1": <CartLink count={1} />,
        n: <CartLink count={CART_COUNT_HOLE} />,
      }}
    />
  );
}

/** The cart icon for `count` areas: a number, or the hole a page for the cache leaves for it. */
function CartLink({ count }: { count: number | string }) {
  const { signedIn } = useStorefront();
  const label = count === 1 ? "Carrito: 1 área" : `Carrito: ${count} áreas`;
  return (
    <Link
      to={signedIn ? PATHS.checkout : PATHS.cart}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
      aria-label={label}
    >
      <Icon name="cart" size={24} />
      {count !== 0 ? (
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
