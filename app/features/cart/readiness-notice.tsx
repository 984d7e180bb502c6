import { CART_MESSAGES } from "#domain/cart/messages.ts";
import type { CheckoutReadiness } from "#domain/cart/readiness.ts";

/** The id of the notice, for 'Pagar' to be described by it. */
export const READINESS_NOTICE_ID = "pay-reason";

/**
 * Beside 'Pagar', whenever it is disabled: why. No branch chosen yet is a plain hint; something in the cart that
 * stopped being available (an area, the chosen branch) is an alert. An empty cart has no 'Pagar' to explain.
 */
export function ReadinessNotice({ readiness }: { readiness: CheckoutReadiness<unknown> }) {
  if (readiness.ready || readiness.code === "cart_empty") return null;
  if (readiness.code === "store_required")
    return (
      <p id={READINESS_NOTICE_ID} className="text-sm text-slate-700">
        {readiness.message}
      </p>
    );
  return (
    <div
      id={READINESS_NOTICE_ID}
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {readiness.code === "store_unavailable" ? (
        <p className="font-semibold">{CART_MESSAGES.storeUnavailableTitle}</p>
      ) : null}
      <p>{readiness.message}</p>
    </div>
  );
}
