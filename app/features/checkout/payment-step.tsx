import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { cardDigits } from "#domain/payments/card.ts";
import { installmentOptions, type CardKind } from "#domain/installments/rules.ts";
import type { CartView } from "#domain/cart/views.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { CheckoutProgress } from "#app/features/cart/checkout-progress.tsx";
import { CHECKOUT_TEXT, PAYMENT_LOOKUP_ERROR } from "./messages.ts";
import { PaymentForms } from "./payment-forms.tsx";
import {
  INITIAL_PAYMENT_STATE,
  paymentReducer,
  paymentScreen,
  type FormProblems,
} from "./payment-machine.ts";
import { PaymentProblems } from "./payment-problems.tsx";
import { PaymentAnswered, PaymentProcessing, resultPath } from "./payment-progress.tsx";
import { PaymentReview } from "./payment-review.tsx";
import type { PaymentStepData } from "./payment-types.ts";
import { PurchaseSummary } from "./purchase-summary.tsx";
import { TestModeBadge } from "./test-mode-badge.tsx";
import { useCardLookup } from "./use-card-lookup.ts";
import { useCartSnapshot } from "./use-cart-snapshot.ts";
import { useIdentificationTypes } from "./use-identification-types.ts";
import { usePaymentAttempt } from "./use-payment-attempt.ts";
import { usePaymentSdk } from "./use-payment-sdk.ts";

/** SPEC.md §9: the result page follows the result after 5 seconds. */
export const RESULT_REDIRECT_MS = 5000;

/** Before the step's data: one array, so the card look-up does not start again on every render. */
const NO_CARD_BRANDS: readonly string[] = [];

const SCREEN_PROGRESS = {
  form: { step: 1, percentage: 33 },
  review: { step: 2, percentage: 66 },
  processing: { step: 3, percentage: 100 },
  done: { step: 3, percentage: 100 },
} as const;

/**
 * Steps 1 to 3 of the checkout (SPEC.md §2, §4): 'Pago' (card and billing forms), 'Confirmación', then the
 * payment. The card number, security code and expiry go from here to the provider's SDK, which returns a
 * single-use token; only the token and the other fields are posted to the shop (docs/decisions/0016). Which
 * screen shows, and what moves it on, is the machine's (payment-machine.ts).
 */
export function PaymentStep({
  view: currentView,
  data: currentData,
  customerName,
}: {
  view: CartView;
  data: PaymentStepData | null;
  customerName: string;
}) {
  const [state, dispatch] = useReducer(paymentReducer, INITIAL_PAYMENT_STATE);
  const { view, data } = useCartSnapshot({ view: currentView, data: currentData }, state, dispatch);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const sdk = usePaymentSdk(data?.sdk ?? null, hydrated);
  const idTypes = useIdentificationTypes(sdk);
  const confirm = usePaymentAttempt(state, dispatch, sdk, view);

  const [cardNumber, setCardNumber] = useState("");
  const digits = cardDigits(cardNumber);
  const bin = /^\d{6}/.test(digits) ? digits.slice(0, 6) : null;
  const shopOptions = useCallback(
    (card: CardKind) =>
      data
        ? installmentOptions({
            total: view.summary.total,
            settings: data.installments,
            products: view.lines.filter((l) => l.available).map((l) => ({ fields: l.product.fields })),
            card,
          })
        : [],
    [data, view],
  );
  const lookup = useCardLookup(sdk, bin, shopOptions, data?.cardBrands ?? NO_CARD_BRANDS);
  const [chosenPlan, setChosenPlan] = useState<number | null>(null);
  const offers = lookup.status === "ready" ? lookup.offers : null;
  const selectedOffer = offers?.find((o) => o.installments === chosenPlan) ?? null;

  // After a refused total, the plans the card offers for the new one decide what is confirmed.
  useEffect(() => {
    if (state.name === "repricing" && state.reloaded && offers) dispatch({ type: "plansLoaded", offers });
  }, [state, offers]);

  const screen = paymentScreen(state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (screen !== "form") headingRef.current?.focus();
  }, [screen]);
  const answeredPath = state.name === "done" ? resultPath(state.payment.id) : null;
  useEffect(() => {
    if (!answeredPath) return;
    const timer = window.setTimeout(() => navigate(answeredPath), RESULT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [answeredPath, navigate]);

  const lookupFailed = idTypes.status === "error" || lookup.status === "error";
  // A failed card look-up does not lock the form: another card number may be typed.
  const ready = hydrated && sdk !== null && idTypes.status !== "error";
  const attention = "attention" in state ? state.attention : null;
  const progress = SCREEN_PROGRESS[screen];
  return (
    <div>
      <CheckoutProgress step={progress.step} percentage={progress.percentage} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Hola, <span className="font-semibold">{customerName}</span>
        </p>
        {data?.sdk?.provider === "sandbox" ? <TestModeBadge withNote={screen === "form"} /> : null}
      </div>

      {screen === "processing" ? <PaymentProcessing headingRef={headingRef} /> : null}
      {state.name === "done" ? <PaymentAnswered payment={state.payment} headingRef={headingRef} /> : null}
      {state.name === "reviewing" || state.name === "repricing" ? (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <PaymentReview
            reviewed={state.reviewed}
            headingRef={headingRef}
            onEdit={() => dispatch({ type: "edit" })}
            onConfirm={confirm}
            disabled={!ready}
            confirmDisabled={state.name === "repricing"}
          />
          <PurchaseSummary view={view} />
        </div>
      ) : null}

      {data ? (
        <section aria-labelledby="payment-title" hidden={screen !== "form"} className="flex flex-col gap-6">
          <h1 id="payment-title" className="text-2xl font-bold text-slate-900">
            {CHECKOUT_TEXT.paymentTitle}
          </h1>
          {!data.sdk ? <Alert tone="error">{CHECKOUT_TEXT.cardsDisabled}</Alert> : null}
          {data.sdk && lookupFailed ? <Alert tone="error">{PAYMENT_LOOKUP_ERROR}</Alert> : null}
          <PaymentProblems {...formProblems(state.name === "editing" ? state.problems : { kind: "none" })} />
          {data.sdk && !hydrated ? (
            <>
              <noscript>
                <Alert tone="warning">{CHECKOUT_TEXT.needsJavaScript}</Alert>
              </noscript>
              <p role="status" className="text-slate-600">
                {CHECKOUT_TEXT.loadingForm}
              </p>
            </>
          ) : null}
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <PaymentForms
              data={data}
              ready={ready}
              attempted={state.name === "editing" && state.attempted}
              idTypes={idTypes}
              lookup={lookup}
              selectedOffer={selectedOffer}
              onSelectOffer={setChosenPlan}
              onCardNumber={setCardNumber}
              onContinue={() => dispatch({ type: "continued" })}
              onReviewed={(reviewed) => dispatch({ type: "reviewed", reviewed })}
            />
            <PurchaseSummary view={view} />
          </div>
        </section>
      ) : screen === "form" ? (
        <Link to="/my-account/order/payments" className="btn btn-primary">
          {CHECKOUT_TEXT.seePayments}
        </Link>
      ) : null}

      <Dialog open={!!attention} onClose={() => dispatch({ type: "closed" })} title={CHECKOUT_TEXT.attention}>
        <p className="mt-3 text-slate-700">{attention?.message}</p>
        {attention?.code === "document_update_required" ? (
          <Link to="/my-account/profile" className="btn btn-primary mt-4">
            {CHECKOUT_TEXT.updateDocument}
          </Link>
        ) : null}
      </Dialog>
    </div>
  );
}

function formProblems(problems: FormProblems) {
  return {
    cardErrors: problems.kind === "card" ? problems.errors : null,
    fieldErrors: problems.kind === "fields" ? problems.fields : {},
  };
}
