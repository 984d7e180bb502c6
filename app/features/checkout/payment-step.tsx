import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher, useNavigate, useRevalidator } from "react-router";
import type { z } from "zod";
import { SELECT_PLACEHOLDER_VALUE } from "#domain/accounts/genre.ts";
import { billingFormSchema, type BillingForm } from "#domain/checkout/billing-form.ts";
import { cardFormSchema, type CardForm } from "#domain/checkout/card-form.ts";
import { cardDigits } from "#domain/payments/card.ts";
import { tokenErrorList, type TokenFieldError } from "#domain/payments/errors.ts";
import { installmentOptions, type CardKind } from "#domain/payments/installments.ts";
import { identificationLength } from "#domain/payments/payment-request.ts";
import type { CartView } from "#server/modules/cart/service.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { CheckoutProgress } from "#app/features/cart/checkout-progress.tsx";
import { currentAttemptKey, finishAttempt } from "./attempt.ts";
import { BillingFormFields } from "./billing-form-fields.tsx";
import { CardFormFields } from "./card-form-fields.tsx";
import { CHECKOUT_TEXT, INCOMPLETE_FORM_MESSAGE, PAYMENT_LOOKUP_ERROR } from "./messages.ts";
import { paymentRequest } from "./payment-request.ts";
import { PaymentProblems } from "./payment-problems.tsx";
import { PaymentAnswered, PaymentProcessing, RESULT_PATH } from "./payment-progress.tsx";
import { PaymentReview, type ReviewedPayment } from "./payment-review.tsx";
import { PaymentSdkError, type PaymentSdk } from "./payment-sdk.ts";
import type { ConfirmAnswer, PaymentStepData } from "./payment-types.ts";
import { PurchaseSummary } from "./purchase-summary.tsx";
import { TestModeBadge } from "./test-mode-badge.tsx";
import { useCardLookup } from "./use-card-lookup.ts";
import { useIdentificationTypes } from "./use-identification-types.ts";
import { usePaymentSdk } from "./use-payment-sdk.ts";

type CardFormInput = z.input<ReturnType<typeof cardFormSchema>>;
type BillingFormInput = z.input<typeof billingFormSchema>;

/** The fetcher 'Confirmar Pago' posts with; the checkout page reads it too. */
export const PAYMENT_FETCHER_KEY = "checkout-payment";

/** SPEC.md §9: the result page follows the result after 5 seconds. */
export const RESULT_REDIRECT_MS = 5000;

/** Answers after which the same attempt (key and card token) is sent again on the next try. */
const SAME_ATTEMPT: ReadonlySet<string> = new Set(["payment_pending", "server_error"]);
/** Before the step's data: one array, so the card look-up does not start again on every render. */
const NO_CARD_BRANDS: readonly string[] = [];

const PHASE_PROGRESS = {
  form: { step: 1, percentage: 33 },
  review: { step: 2, percentage: 66 },
  processing: { step: 3, percentage: 100 },
  done: { step: 3, percentage: 100 },
} as const;

/** 'Confirmar Pago' is being answered, or was answered with a payment: the payment step stays on screen. */
export function usePaymentUnderway(): boolean {
  const fetcher = useFetcher({ key: PAYMENT_FETCHER_KEY });
  const answer = fetcher.data as ConfirmAnswer | undefined;
  return fetcher.state !== "idle" || answer?.ok === true;
}

/** A submission Conform makes itself (validate, update): its submitter carries the intent. */
function isIntent(event: FormEvent<HTMLFormElement>): boolean {
  return (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__";
}

function selectedText(form: HTMLFormElement | null, name: string): string {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.text ?? "") : "";
}

/**
 * Steps 1 to 3 of the checkout (SPEC.md §2, §4): 'Pago' (card and billing forms), 'Confirmación', then the
 * payment. The card number, security code and expiry go from here to the provider's SDK, which returns a
 * single-use token; only the token and the other fields are posted to the shop (docs/decisions/0016).
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
  // The cart as it was when the step opened: a payment empties it, and the result still needs it. It is
  // read again only when the server refused the confirmed total as no longer current.
  const [{ view, data }, setSnapshot] = useState(() => ({ view: currentView, data: currentData }));
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const sdk = usePaymentSdk(data?.sdk ?? null, hydrated);
  const idTypes = useIdentificationTypes(sdk);
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
  const issuers = lookup.status === "ready" ? lookup.issuers : [];
  const [chosenPlan, setChosenPlan] = useState<number | null>(null);
  const offers = lookup.status === "ready" ? lookup.offers : [];
  const selectedOffer = offers.find((o) => o.installments === chosenPlan) ?? null;

  const docLength = (type: unknown) => {
    const known = idTypes.status === "ready" ? idTypes.types.find((t) => t.id === type) : undefined;
    return known && known.minLength > 0 && known.maxLength >= known.minLength
      ? { min: known.minLength, max: known.maxLength }
      : identificationLength(String(type ?? ""));
  };
  const cardSchema = (formData: FormData) =>
    cardFormSchema({ docLength: docLength(formData.get("docType")), issuerRequired: issuers.length > 1 });

  const [cardForm, cardFields] = useForm<CardFormInput, CardForm>({
    id: "card",
    defaultValue: { ...data?.defaults.card, docType: "DNI" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardSchema(formData) }),
  });
  const [billingForm, billingFields] = useForm<BillingFormInput, BillingForm>({
    id: "billing",
    defaultValue: data?.defaults.billing,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: billingFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") goToReview(submission.value);
    },
  });
  const cardElement = useRef<HTMLFormElement>(null);
  const billingElement = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const fetcher = useFetcher({ key: PAYMENT_FETCHER_KEY });
  const answer = fetcher.data as ConfirmAnswer | undefined;
  const submitting = fetcher.state !== "idle";
  const [phase, setPhase] = useState<"form" | "review" | "tokenizing">("form");
  const [reviewed, setReviewed] = useState<ReviewedPayment | null>(null);
  const [tokenErrors, setTokenErrors] = useState<TokenFieldError[] | null>(null);
  const [attempted, setAttempted] = useState(false);
  /** The answer the customer has moved on from (closed its dialog, edited the form, tried again). */
  const [dismissed, setDismissed] = useState<ConfirmAnswer | undefined>(undefined);
  /** The token of the attempt still waiting for an answer: sent again with its key. */
  const pendingToken = useRef<{ key: string; token: string } | null>(null);
  const confirming = useRef(false);

  const totalChanged = useNewTotal(answer, submitting, currentView, currentData, view, setSnapshot);
  const confirmable =
    reviewed && selectedOffer?.installments === reviewed.offer.installments
      ? { ...reviewed, offer: selectedOffer }
      : null;

  // After a new total the chosen plan may no longer be offered: back to the form to choose another.
  const planGone = totalChanged && lookup.status === "ready" && reviewed !== null && !confirmable;

  const fresh = answer && answer !== dismissed && !submitting ? answer : undefined;
  const failure = fresh && !fresh.ok ? fresh : undefined;
  const shown =
    submitting || phase === "tokenizing"
      ? "processing"
      : fresh?.ok
        ? "done"
        : failure?.code === "card_data" || failure?.code === "invalid_request" || planGone
          ? "form"
          : phase;
  const cardErrors = tokenErrors ?? (failure?.code === "card_data" ? failure.cardErrors : null);
  const fieldErrors = failure?.code === "invalid_request" ? failure.fields : {};
  const attention =
    failure && failure.code !== "card_data" && failure.code !== "invalid_request" ? failure : null;

  // The answer decides whether the next try is the same attempt or a new one.
  useEffect(() => {
    if (!answer || submitting) return;
    if (answer.ok || !SAME_ATTEMPT.has(answer.code)) {
      finishAttempt();
      pendingToken.current = null;
    }
  }, [answer, submitting]);

  useEffect(() => {
    if (shown !== "done") return;
    const timer = window.setTimeout(() => navigate(RESULT_PATH), RESULT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [shown, navigate]);

  useEffect(() => {
    if (shown !== "form") headingRef.current?.focus();
  }, [shown]);

  const lookupFailed = idTypes.status === "error" || lookup.status === "error";
  // A failed card look-up does not lock the form: another card number may be typed.
  const ready = hydrated && sdk !== null && idTypes.status !== "error";
  const incomplete =
    attempted && (!cardForm.valid || !billingForm.valid || lookup.status !== "ready" || !selectedOffer);

  /**
   * 'Continuar' submits the billing form: both forms then show their errors (the card form's through its own
   * validation intent), and Conform's own submissions (intents) go to Conform.
   */
  function handleBillingSubmit(event: FormEvent<HTMLFormElement>) {
    if (!isIntent(event)) {
      setAttempted(true);
      setTokenErrors(null);
      setDismissed(answer);
      cardForm.validate();
    }
    billingForm.onSubmit(event);
  }

  /** Enter in a card field means 'Continuar'. */
  function handleCardSubmit(event: FormEvent<HTMLFormElement>) {
    if (isIntent(event)) return cardForm.onSubmit(event);
    event.preventDefault();
    billingElement.current?.requestSubmit();
  }

  /** The billing form passed: on to the confirmation if the card form and the plan are complete too. */
  function goToReview(billing: BillingForm) {
    const cardData = new FormData(cardElement.current ?? undefined);
    const card = parseWithZod(cardData, { schema: cardSchema(cardData) });
    if (card.status !== "success" || lookup.status !== "ready" || !selectedOffer) return;
    const issuerId =
      card.value.issuer ?? (issuers.length === 1 ? issuers[0]!.id : (lookup.method.issuer?.id ?? null));
    setReviewed({
      card: card.value,
      billing,
      labels: {
        country: selectedText(billingElement.current, "country"),
        state: selectedText(billingElement.current, "state"),
        issuer: issuers.find((i) => i.id === issuerId)?.name ?? null,
      },
      offer: selectedOffer,
      method: lookup.method,
      issuerId,
    });
    setPhase("review");
    window.scrollTo({ top: 0 });
  }

  async function handleConfirm() {
    if (!confirmable || !sdk || confirming.current) return;
    confirming.current = true;
    try {
      await confirm(confirmable, sdk);
    } finally {
      confirming.current = false;
    }
  }

  async function confirm(reviewed: ReviewedPayment, sdk: PaymentSdk) {
    setPhase("tokenizing");
    setTokenErrors(null);
    setDismissed(answer);
    const attemptKey = currentAttemptKey();
    let token = pendingToken.current?.key === attemptKey ? pendingToken.current.token : null;
    if (!token) {
      const { card } = reviewed;
      try {
        token = (
          await sdk.createCardToken({
            cardNumber: card.cardNumber,
            cardholderName: card.cardholderName,
            cardExpirationMonth: card.cardExpirationMonth,
            cardExpirationYear: card.cardExpirationYear,
            securityCode: card.securityCode,
            identificationType: card.docType,
            identificationNumber: card.docNumber,
          })
        ).id;
      } catch (err) {
        setTokenErrors(tokenErrorList(err instanceof PaymentSdkError ? err.codes : []).items);
        setPhase("form");
        window.scrollTo({ top: 0 });
        return;
      }
      pendingToken.current = { key: attemptKey, token };
    }
    void fetcher.submit(paymentRequest(reviewed, view, token, attemptKey), { method: "post" });
    setPhase("review");
  }

  const progress = PHASE_PROGRESS[shown];
  return (
    <div>
      <CheckoutProgress step={progress.step} percentage={progress.percentage} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Hola, <span className="font-semibold">{customerName}</span>
        </p>
        {data?.sdk?.provider === "sandbox" ? <TestModeBadge withNote={shown === "form"} /> : null}
      </div>

      {shown === "processing" ? <PaymentProcessing headingRef={headingRef} /> : null}
      {shown === "done" && fresh?.ok ? (
        <PaymentAnswered payment={fresh.payment} headingRef={headingRef} />
      ) : null}
      {shown === "review" && reviewed ? (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <PaymentReview
            reviewed={confirmable ?? reviewed}
            headingRef={headingRef}
            onEdit={() => {
              setDismissed(answer);
              setPhase("form");
            }}
            onConfirm={() => void handleConfirm()}
            disabled={!ready}
            confirmDisabled={!confirmable}
          />
          <PurchaseSummary view={view} />
        </div>
      ) : null}

      {data ? (
        <section aria-labelledby="payment-title" hidden={shown !== "form"} className="flex flex-col gap-6">
          <h1 id="payment-title" className="text-2xl font-bold text-slate-900">
            {CHECKOUT_TEXT.paymentTitle}
          </h1>
          {!data.sdk ? <Alert tone="error">{CHECKOUT_TEXT.cardsDisabled}</Alert> : null}
          {data.sdk && lookupFailed ? <Alert tone="error">{PAYMENT_LOOKUP_ERROR}</Alert> : null}
          <PaymentProblems cardErrors={cardErrors} fieldErrors={fieldErrors} />
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
            <div className="flex min-w-0 flex-col gap-6">
              <section
                aria-labelledby="card-title"
                className="rounded-2xl border border-brand-100 bg-white p-5 md:p-6"
              >
                <h2 id="card-title" className="mb-4 text-lg font-semibold text-slate-900">
                  {CHECKOUT_TEXT.cardTitle}
                </h2>
                <form {...getFormProps(cardForm)} ref={cardElement} onSubmit={handleCardSubmit}>
                  <fieldset disabled={!ready} className="min-w-0">
                    <legend className="sr-only">{CHECKOUT_TEXT.cardTitle}</legend>
                    <CardFormFields
                      fields={cardFields}
                      idTypes={idTypes}
                      lookup={lookup}
                      selectedOffer={selectedOffer}
                      onSelectOffer={setChosenPlan}
                      onCardNumber={setCardNumber}
                    />
                  </fieldset>
                </form>
              </section>
              <section
                aria-labelledby="billing-title"
                className="rounded-2xl border border-brand-100 bg-white p-5 md:p-6"
              >
                <h2 id="billing-title" className="mb-4 text-lg font-semibold text-slate-900">
                  {CHECKOUT_TEXT.billingTitle}
                </h2>
                <form {...getFormProps(billingForm)} ref={billingElement} onSubmit={handleBillingSubmit}>
                  <fieldset disabled={!ready} className="min-w-0">
                    <legend className="sr-only">{CHECKOUT_TEXT.billingTitle}</legend>
                    <BillingFormFields
                      fields={billingFields}
                      geo={data.geo}
                      onCountryChange={() =>
                        billingForm.update({
                          name: billingFields.state.name,
                          value: SELECT_PLACEHOLDER_VALUE,
                        })
                      }
                    />
                  </fieldset>
                </form>
              </section>
              {incomplete ? (
                <p
                  role="alert"
                  className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
                >
                  {INCOMPLETE_FORM_MESSAGE}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                <Form method="post">
                  <input type="hidden" name="intent" value="back" />
                  <button type="submit" className="btn btn-secondary w-full sm:w-auto">
                    {CHECKOUT_TEXT.back}
                  </button>
                </Form>
                <button type="submit" form={billingForm.id} className="btn btn-primary" disabled={!ready}>
                  {CHECKOUT_TEXT.continue}
                </button>
              </div>
            </div>
            <PurchaseSummary view={view} />
          </div>
        </section>
      ) : shown === "form" ? (
        <Link to={RESULT_PATH} className="btn btn-primary">
          {CHECKOUT_TEXT.seeResult}
        </Link>
      ) : null}

      <Dialog open={!!attention} onClose={() => setDismissed(answer)} title={CHECKOUT_TEXT.attention}>
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

type Snapshot = { view: CartView; data: PaymentStepData | null };

/**
 * The server refused the confirmed total (`total_changed`): the page's data is read again, and the cart and
 * shop settings the step works with are replaced by the current ones, so the plans, the summary and the next
 * 'Confirmar Pago' carry the new total. The forms' data (countries) is kept as it is. True while that answer
 * is the latest one.
 */
function useNewTotal(
  answer: ConfirmAnswer | undefined,
  submitting: boolean,
  currentView: CartView,
  currentData: PaymentStepData | null,
  view: CartView,
  setSnapshot: (update: (s: Snapshot) => Snapshot) => void,
): boolean {
  const revalidator = useRevalidator();
  const revalidatedFor = useRef<ConfirmAnswer | null>(null);
  const changed = !submitting && answer?.ok === false && answer.code === "total_changed" ? answer : null;

  useEffect(() => {
    if (!changed || revalidatedFor.current === changed) return;
    revalidatedFor.current = changed;
    void revalidator.revalidate();
  }, [changed, revalidator]);

  useEffect(() => {
    if (!changed || currentView === view) return;
    setSnapshot((s) => ({
      view: currentView,
      data: s.data && currentData ? { ...s.data, installments: currentData.installments } : s.data,
    }));
  }, [changed, currentView, currentData, view, setSnapshot]);

  return changed !== null;
}
