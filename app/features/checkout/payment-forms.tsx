import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { SELECT_PLACEHOLDER_VALUE } from "#domain/accounts/genre.ts";
import { billingFormSchema, type BillingForm } from "#domain/checkout/billing-form.ts";
import { cardFormSchema, type CardForm } from "#domain/checkout/card-form.ts";
import type { InstallmentOffer } from "#domain/installments/offers.ts";
import { identificationLength } from "#domain/payments/payment-request.ts";
import { changedFormProps, VALIDATE_CHANGED } from "#app/lib/validate-changed.ts";
import { readBillingDraft, saveBillingDraft } from "./billing-draft.ts";
import { BillingFormFields } from "./billing-form-fields.tsx";
import { CardFormFields } from "./card-form-fields.tsx";
import { CHECKOUT_TEXT, INCOMPLETE_FORM_MESSAGE } from "./messages.ts";
import type { ReviewedPayment } from "./payment-review.tsx";
import type { PaymentStepData } from "./payment-types.ts";
import type { CardLookup } from "./use-card-lookup.ts";
import type { IdentificationTypes } from "./use-identification-types.ts";

type CardFormInput = z.input<ReturnType<typeof cardFormSchema>>;
type BillingFormInput = z.input<typeof billingFormSchema>;

/** A submission Conform makes itself (validate, update): its submitter carries the intent. */
function isIntent(event: FormEvent<HTMLFormElement>): boolean {
  return (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__";
}

function selectedText(form: HTMLFormElement | null, name: string): string {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.text ?? "") : "";
}

/** One of the two forms' white cards, its title also the fieldset's legend. */
function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-brand-100 bg-white p-5 md:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * 'Datos de la tarjeta' and 'Dirección de facturación' (SPEC.md §2, §5), with 'Volver' and 'Continuar'.
 * 'Continuar' submits the billing form: both forms then show their errors (the card form's through its own
 * validation intent); when both pass and a plan is chosen, `onReviewed` gets what 'Confirmación' shows.
 */
export function PaymentForms({
  data,
  ready,
  attempted,
  idTypes,
  lookup,
  selectedOffer,
  onSelectOffer,
  onCardNumber,
  onContinue,
  onReviewed,
}: {
  data: PaymentStepData;
  ready: boolean;
  /** 'Continuar' was pressed: what is still missing is said. */
  attempted: boolean;
  idTypes: IdentificationTypes;
  lookup: CardLookup;
  selectedOffer: InstallmentOffer | null;
  onSelectOffer: (installments: number) => void;
  onCardNumber: (value: string) => void;
  onContinue: () => void;
  onReviewed: (reviewed: ReviewedPayment) => void;
}) {
  const issuers = lookup.status === "ready" ? lookup.issuers : [];
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
    defaultValue: { ...data.defaults.card, docType: "DNI" },
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardSchema(formData) }),
  });
  const [billingForm, billingFields] = useForm<BillingFormInput, BillingForm>({
    id: "billing",
    defaultValue: data.defaults.billing,
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: billingFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") review(submission.value);
    },
  });
  const cardElement = useRef<HTMLFormElement>(null);
  const billingElement = useRef<HTMLFormElement>(null);
  // The server renders the defaults; the address typed before a reload comes back once in the browser.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readBillingDraft();
    if (draft) billingForm.update({ value: { ...data.defaults.billing, ...draft } });
  }, [billingForm, data.defaults.billing]);
  const incomplete =
    attempted && (!cardForm.valid || !billingForm.valid || lookup.status !== "ready" || !selectedOffer);

  function handleBillingSubmit(event: FormEvent<HTMLFormElement>) {
    if (!isIntent(event)) {
      onContinue();
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
  function review(billing: BillingForm) {
    const cardData = new FormData(cardElement.current ?? undefined);
    const card = parseWithZod(cardData, { schema: cardSchema(cardData) });
    if (card.status !== "success" || lookup.status !== "ready" || !selectedOffer) return;
    const issuerId =
      card.value.issuer ?? (issuers.length === 1 ? issuers[0]!.id : (lookup.method.issuer?.id ?? null));
    onReviewed({
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
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <FormCard id="card-title" title={CHECKOUT_TEXT.cardTitle}>
        <form {...changedFormProps(cardForm)} ref={cardElement} onSubmit={handleCardSubmit}>
          <fieldset disabled={!ready} className="min-w-0">
            <legend className="sr-only">{CHECKOUT_TEXT.cardTitle}</legend>
            <CardFormFields
              fields={cardFields}
              idTypes={idTypes}
              lookup={lookup}
              selectedOffer={selectedOffer}
              onSelectOffer={onSelectOffer}
              onCardNumber={onCardNumber}
            />
          </fieldset>
        </form>
      </FormCard>
      <FormCard id="billing-title" title={CHECKOUT_TEXT.billingTitle}>
        <form
          {...changedFormProps(billingForm)}
          ref={billingElement}
          onSubmit={handleBillingSubmit}
          onChange={(event) => saveBillingDraft(event.currentTarget)}
        >
          <fieldset disabled={!ready} className="min-w-0">
            <legend className="sr-only">{CHECKOUT_TEXT.billingTitle}</legend>
            <BillingFormFields
              fields={billingFields}
              geo={data.geo}
              onCountryChange={() =>
                billingForm.update({ name: billingFields.state.name, value: SELECT_PLACEHOLDER_VALUE })
              }
            />
          </fieldset>
        </form>
      </FormCard>
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
  );
}
