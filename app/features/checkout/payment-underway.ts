import { useFetcher } from "react-router";
import type { ConfirmAnswer } from "./payment-types.ts";

/** The fetcher 'Confirmar Pago' posts with; the checkout page reads it too. */
export const PAYMENT_FETCHER_KEY = "checkout-payment";

/** 'Confirmar Pago' is being answered, or was answered with a payment: the payment step stays on screen. */
export function usePaymentUnderway(): boolean {
  const fetcher = useFetcher({ key: PAYMENT_FETCHER_KEY });
  const answer = fetcher.data as ConfirmAnswer | undefined;
  return fetcher.state !== "idle" || answer?.ok === true;
}
