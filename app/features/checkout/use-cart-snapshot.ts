import { useState } from "react";
import type { CartView } from "#domain/cart/views.ts";
import type { PaymentEvent, PaymentState } from "./payment-machine.ts";
import type { PaymentStepData } from "./payment-types.ts";

export interface CartSnapshot {
  view: CartView;
  data: PaymentStepData | null;
}

/** While a payment is made or shown, the page's cart is not the one being paid: a payment empties it. */
const KEEPS_ITS_CART: ReadonlySet<PaymentState["name"]> = new Set(["tokenizing", "paying", "done"]);

/**
 * The cart and shop settings the step works with: those of the page when the step opened, and those read
 * again after the server refused the confirmed total (`cartReloaded`), so the plans, the summary and the next
 * 'Confirmar Pago' carry the new total. The forms' data (countries) is kept as it is.
 */
export function useCartSnapshot(
  current: CartSnapshot,
  state: PaymentState,
  dispatch: (event: PaymentEvent) => void,
): CartSnapshot {
  const [snapshot, setSnapshot] = useState(current);
  const { view: currentView, data: currentData } = current;
  // Set while rendering (React's pattern for state that follows a prop), and the machine told in the same
  // render: no screen shows the new cart with the machine still waiting for it.
  if (currentView !== snapshot.view && !KEEPS_ITS_CART.has(state.name)) {
    setSnapshot({
      view: currentView,
      data:
        snapshot.data && currentData
          ? { ...snapshot.data, installments: currentData.installments }
          : snapshot.data,
    });
    dispatch({ type: "cartReloaded" });
  }
  return snapshot;
}
