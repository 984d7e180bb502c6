import { useEffect } from "react";
import type { PaymentResult } from "#domain/payments/views.ts";
import { track } from "#app/lib/analytics.ts";

const TRACKED_KEY = "tracked-purchases";

function alreadyTracked(paymentId: string): boolean {
  try {
    const ids = JSON.parse(window.localStorage.getItem(TRACKED_KEY) ?? "[]") as unknown;
    if (Array.isArray(ids) && ids.includes(paymentId)) return true;
    const next = [...(Array.isArray(ids) ? ids : []), paymentId].slice(-20);
    window.localStorage.setItem(TRACKED_KEY, JSON.stringify(next));
  } catch {
    // Without storage a reload may count the purchase again; the event still goes out once per view.
  }
  return false;
}

/** The purchase event (SPEC.md §7) of a payment's value in pesos, with its areas. */
export function purchaseEvent(payment: Pick<PaymentResult, "paymentCode" | "totalFinanced" | "items">) {
  return {
    value: payment.totalFinanced / 100,
    currency: "ARS",
    content_type: "product",
    transaction_id: payment.paymentCode,
    contents: payment.items.map((i) => ({
      id: i.productId,
      quantity: i.quantity,
      item_price: i.unitPrice / 100,
    })),
  };
}

/**
 * Sends 'Purchase' once per payment, when it is approved: the value is the stored payment's (what was
 * charged), never anything the browser kept. An approval seen later (in process, then approved) counts then.
 */
export function useTrackPurchase(payment: PaymentResult): void {
  const approved = payment.status === "approved";
  useEffect(() => {
    if (!approved || alreadyTracked(payment.id)) return;
    track("Purchase", purchaseEvent(payment));
  }, [approved, payment]);
}
