import type { ReactNode, Ref } from "react";
import type { BillingForm } from "#domain/checkout/billing-form.ts";
import type { CardForm } from "#domain/checkout/card-form.ts";
import type { InstallmentOffer } from "#domain/installments/offers.ts";
import { formatMoney } from "#domain/money.ts";
import { planDetail, planTitle } from "./installment-text.ts";
import { CHECKOUT_TEXT } from "./messages.ts";
import type { CardPaymentMethod } from "./payment-sdk.ts";
import { CardBrandLogo } from "./card-brand-logo.tsx";

/** The checked forms, as the confirmation shows them and the payment uses them. */
export interface ReviewedPayment {
  card: CardForm;
  billing: BillingForm;
  /** Display names of the chosen country, state and issuer. */
  labels: { country: string; state: string; issuer: string | null };
  offer: InstallmentOffer;
  method: CardPaymentMethod;
  /** The issuer sent with the payment: the chosen one, or the only one the card has. */
  issuerId: string | null;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-brand-50 py-3 last:border-b-0 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Confirmación': what will be paid, with which card and plan, and the billing address; then 'Confirmar Pago'. */
export function PaymentReview({
  reviewed,
  headingRef,
  onEdit,
  onConfirm,
  disabled,
  confirmDisabled = false,
}: {
  reviewed: ReviewedPayment;
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
  onConfirm: () => void;
  disabled: boolean;
  /** 'Confirmar Pago' alone waits (the plans for a new total are being looked up). */
  confirmDisabled?: boolean;
}) {
  const { card, billing, labels, offer, method } = reviewed;
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-4">
      <h1
        id="review-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {CHECKOUT_TEXT.reviewTitle}
      </h1>
      <dl className="rounded-card border border-brand-100 bg-white px-5 py-2">
        <Row term="Tarjeta">
          <span className="flex items-center gap-2">
            <CardBrandLogo thumbnail={method.thumbnail} />
            {`${method.name} terminada en ${card.cardNumber.slice(-4)}`}
          </span>
          <span className="block text-sm text-slate-600">{`Titular: ${card.cardholderName}`}</span>
          {labels.issuer ? (
            <span className="block text-sm text-slate-600">{`Banco: ${labels.issuer}`}</span>
          ) : null}
        </Row>
        <Row term="Cuotas">
          <span className="font-semibold">{planTitle(offer)}</span>
          <span className="block text-sm text-slate-600">{planDetail(offer)}</span>
        </Row>
        <Row term="Total a pagar">
          <span className="text-lg font-bold text-brand-700">{formatMoney(offer.totalAmount)}</span>
        </Row>
        <Row term="Contacto">
          {card.email}
          <span className="block text-sm text-slate-600">{`Celular 0${card.mobile_phone} · ${card.docType} ${card.docNumber}`}</span>
        </Row>
        <Row term="Facturación">
          {`${billing.name} ${billing.surname}`}
          <span className="block text-sm text-slate-600">
            {`${billing.address}, ${billing.address_information}, ${billing.city}${billing.zip ? ` (${billing.zip})` : ""}, ${labels.state}, ${labels.country}`}
          </span>
          <span className="block text-sm text-slate-600">{billing.email}</span>
        </Row>
      </dl>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="btn btn-secondary" onClick={onEdit} disabled={disabled}>
          {CHECKOUT_TEXT.edit}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={disabled || confirmDisabled}
        >
          {CHECKOUT_TEXT.confirm}
        </button>
      </div>
    </section>
  );
}
