import { useEffect, useId, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { effectivePrice, type ShownPrices } from "#domain/pricing.ts";
import { PATHS } from "#app/lib/paths.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import { useVisitorCart } from "#app/lib/visitor-cart.ts";
import { inCartPart } from "#domain/personal-parts.ts";
import { PersonalVariants } from "#app/components/personal/personal-variants.tsx";
import type { action } from "#app/routes/shop-cart.tsx";

export type AddableProduct = ShownPrices & {
  id: string;
  enabled: boolean;
  categories: string[];
};

/**
 * '¡Lo quiero ya!' (SPEC.md §2), a form that works before hydration. Once the area is in the cart it gives way to
 * 'Quiero más áreas' (the first category's listing) and 'Ir a pagar' (the cart first for anonymous visitors).
 */
export function AddToCart({ product, className = "" }: { product: AddableProduct; className?: string }) {
  const { flags, signedIn } = useStorefront();
  const cart = useVisitorCart();
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const hydrated = useHydrated();
  const quantityId = useId();
  const busy = fetcher.state !== "idle";

  const result = fetcher.data;
  // Revalidation hands out new account and product objects: each answer of the action is tracked once.
  const tracked = useRef<typeof result>(undefined);
  useEffect(() => {
    if (result?.ok && result.intent === "add" && signedIn && tracked.current !== result) {
      tracked.current = result;
      // The analytics code is only needed once something was added: it loads then.
      const added = { id: product.id, price: product.price === null ? null : effectivePrice(product) };
      void import("#app/lib/analytics.ts").then(({ trackAddToCart }) => trackAddToCart(added));
    }
  }, [result, signedIn, product]);

  if (!flags.cartVisible || !product.enabled) return null;

  const category = product.categories[0];
  const inCart = (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <Link to={category ? `${PATHS.areas}/${category}` : PATHS.areas} className="btn btn-secondary flex-1">
        Quiero más áreas
      </Link>
      <Link to={signedIn ? PATHS.checkout : PATHS.cart} className="btn btn-primary flex-1">
        Ir a pagar
      </Link>
    </div>
  );
  const form = (
    <fetcher.Form method="post" action="/shop/cart" className={`flex flex-col gap-2 ${className}`}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      )}
      {flags.quantityEnabled ? (
        <div className="flex items-center gap-2">
          <label htmlFor={quantityId} className="text-sm font-medium text-slate-700">
            Cantidad
          </label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            min={1}
            defaultValue={1}
            required
            className="w-20 rounded-lg border border-slate-300 px-2 py-1"
          />
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {busy ? "Agregando…" : "¡Lo quiero ya!"}
      </button>
      {result && !result.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
  if (cart) return cart.productIds.includes(product.id) ? inCart : form;
  return <PersonalVariants name={inCartPart(product.id)} variants={{ yes: inCart, no: form }} />;
}
