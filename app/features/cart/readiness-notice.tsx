import { CART_MESSAGES } from "#domain/cart/messages.ts";
import type { CheckoutReadiness } from "#domain/cart/readiness.ts";

/**
 * Beside 'Pagar': what keeps the cart from being paid when something in it stopped being available (an area,
 * the chosen branch). An empty cart or no branch yet need no notice: the page already says so.
 */
export function ReadinessNotice({ readiness }: { readiness: CheckoutReadiness<unknown> }) {
  if (readiness.ready) return null;
  if (readiness.code !== "product_unavailable" && readiness.code !== "store_unavailable") return null;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      {readiness.code === "store_unavailable" ? (
        <p className="font-semibold">{CART_MESSAGES.storeUnavailableTitle}</p>
      ) : null}
      <p>{readiness.message}</p>
    </div>
  );
}
