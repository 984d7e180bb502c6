import { useCallback, useEffect, useRef, type ActionDispatch } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { CardForm } from "#domain/checkout/card-form.ts";
import { tokenErrorList } from "#domain/payments/errors.ts";
import type { CartView } from "#domain/cart/views.ts";
import { currentAttemptKey, finishAttempt } from "./attempt.ts";
import type { PaymentEvent, PaymentState } from "./payment-machine.ts";
import { paymentRequest } from "./payment-request.ts";
import { PAYMENT_FETCHER_KEY } from "./payment-underway.ts";
import { PaymentSdkError, type PaymentSdk } from "./payment-sdk.ts";
import type { ConfirmAnswer } from "./payment-types.ts";

/** Answers after which the same attempt (key and card token) is sent again on the next try. */
const SAME_ATTEMPT: ReadonlySet<string> = new Set(["payment_pending", "server_error"]);

/** Card number, security code and expiry go to the provider's SDK only; the shop gets the token. */
async function cardToken(sdk: PaymentSdk, card: CardForm): Promise<string> {
  const token = await sdk.createCardToken({
    cardNumber: card.cardNumber,
    cardholderName: card.cardholderName,
    cardExpirationMonth: card.cardExpirationMonth,
    cardExpirationYear: card.cardExpirationYear,
    securityCode: card.securityCode,
    identificationType: card.docType,
    identificationNumber: card.docNumber,
  });
  return token.id;
}

/**
 * What entering the payment machine's states (payment-machine.ts) sets off: the card token when tokenizing,
 * the post when paying, and for each answer the attempt's bookkeeping (docs/decisions/0015) and, after a
 * refused total, reading the page's data again. Returns 'Confirmar Pago'.
 */
export function usePaymentAttempt(
  state: PaymentState,
  dispatch: ActionDispatch<[PaymentEvent]>,
  sdk: PaymentSdk | null,
  view: CartView,
): () => void {
  const fetcher = useFetcher({ key: PAYMENT_FETCHER_KEY });
  const revalidator = useRevalidator();
  const attempts = useRef(0);
  /** The token of the attempt still waiting for an answer: sent again with its key. */
  const pendingToken = useRef<{ key: string; token: string } | null>(null);
  /** The states whose work has started: each is done once. */
  const started = useRef<PaymentState | null>(null);

  const answer = fetcher.state === "idle" ? (fetcher.data as ConfirmAnswer | undefined) : undefined;
  // An answer left from before the step was opened (the fetcher outlives it) is not this step's.
  const handled = useRef(answer);
  useEffect(() => {
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    if (answer.ok || !SAME_ATTEMPT.has(answer.code)) {
      finishAttempt();
      pendingToken.current = null;
    }
    // A 409 does not read the page again by itself.
    if (!answer.ok && answer.code === "total_changed") void revalidator.revalidate();
    dispatch({ type: "answered", answer });
  }, [answer, revalidator, dispatch]);

  useEffect(() => {
    if (state.name !== "tokenizing" || !sdk || started.current === state) return;
    started.current = state;
    const { attempt, reviewed } = state;
    const attemptKey = currentAttemptKey();
    const created = (token: string) => dispatch({ type: "tokenCreated", attempt, token, attemptKey });
    if (pendingToken.current?.key === attemptKey) return created(pendingToken.current.token);
    cardToken(sdk, reviewed.card).then(created, (err: unknown) => {
      const errors = tokenErrorList(err instanceof PaymentSdkError ? err.codes : []).items;
      dispatch({ type: "tokenRefused", attempt, errors });
      window.scrollTo({ top: 0 });
    });
  }, [state, dispatch, sdk]);

  const { submit } = fetcher;
  useEffect(() => {
    if (state.name !== "paying" || started.current === state) return;
    started.current = state;
    pendingToken.current = { key: state.attemptKey, token: state.token };
    void submit(paymentRequest(state.reviewed, view, state.token, state.attemptKey), { method: "post" });
  }, [state, view, submit]);

  return useCallback(() => dispatch({ type: "confirm", attempt: ++attempts.current }), [dispatch]);
}
