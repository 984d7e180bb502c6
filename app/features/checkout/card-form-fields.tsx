import type { FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ClipboardEvent } from "react";
import { SELECT_PLACEHOLDER } from "#domain/accounts/genre.ts";
import { CARD_LIMITS } from "#domain/checkout/card-form.ts";
import type { InstallmentOffer } from "#domain/installments/offers.ts";
import { caretAfterGrouping, groupCardNumber } from "#domain/payments/card-number-groups.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { InstallmentChoice } from "./installment-choice.tsx";
import { CHECKOUT_TEXT } from "./messages.ts";
import { SelectInput, TextInput } from "./form-controls.tsx";
import type { CardLookup } from "./use-card-lookup.ts";
import type { IdentificationTypes } from "./use-identification-types.ts";
import { CardBrandLogo } from "./card-brand-logo.tsx";

type Meta = FieldMetadata<string | undefined>;

export interface CardFields {
  email: Meta;
  mobile_phone: Meta;
  docType: Meta;
  docNumber: Meta;
  cardholderName: Meta;
  cardNumber: Meta;
  cardExpirationMonth: Meta;
  cardExpirationYear: Meta;
  securityCode: Meta;
  issuer: Meta;
  installments: Meta;
}

/** Card numbers are typed, never pasted (SPEC.md §5). */
const blockPaste = (event: ClipboardEvent) => event.preventDefault();

/**
 * Shows the number in groups as it is typed ("4509 9535 6623 3704"), the caret kept after the same digit. The
 * form and the card tokenizer read the digits only (`cardDigits`).
 */
function groupAsTyped(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.currentTarget;
  const typed = input.value;
  const grouped = groupCardNumber(typed);
  if (grouped !== typed) {
    const caret = caretAfterGrouping(typed, input.selectionStart ?? typed.length, grouped);
    input.value = grouped;
    input.setSelectionRange(caret, caret);
  }
  return grouped;
}

function securityCodeHint(lookup: CardLookup): string {
  if (lookup.status !== "ready") return "3 o 4 dígitos.";
  const { length, cardLocation } = lookup.method.securityCode;
  return `${length || "3 o 4"} dígitos, ${cardLocation === "front" ? "al frente" : "al dorso"} de la tarjeta.`;
}

function plansStatus(lookup: CardLookup): string | null {
  switch (lookup.status) {
    case "idle":
    case "unknown":
    case "error":
      return CHECKOUT_TEXT.plansPending;
    case "loading":
      return CHECKOUT_TEXT.plansLoading;
    case "unavailable":
      return lookup.message;
    case "ready":
      return null;
  }
}

/** The card form (SPEC.md §3 field names): payer contact, document, the card itself, issuer and cuotas. */
export function CardFormFields({
  fields,
  idTypes,
  lookup,
  selectedOffer,
  onSelectOffer,
  onCardNumber,
}: {
  fields: CardFields;
  idTypes: IdentificationTypes;
  lookup: CardLookup;
  selectedOffer: InstallmentOffer | null;
  onSelectOffer: (installments: number) => void;
  onCardNumber: (value: string) => void;
}) {
  const method = lookup.status === "ready" || lookup.status === "unavailable" ? lookup.method : null;
  const issuers = lookup.status === "ready" ? lookup.issuers : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput meta={fields.email} label="E-mail" type="email" autoComplete="email" required />
      <TextInput
        meta={fields.mobile_phone}
        label="Celular"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="0"
        hint="Código de área y número, sin el 0 ni el 15."
        required
      />
      <SelectInput
        meta={fields.docType}
        label="Tipo de documento"
        required
        status={idTypes.status === "loading" ? "Cargando…" : undefined}
        disabled={idTypes.status === "error"}
        options={idTypes.status === "ready" ? idTypes.types.map((t) => ({ value: t.id, label: t.name })) : []}
      />
      <TextInput
        meta={fields.docNumber}
        label="Número de documento"
        inputMode="numeric"
        hint="Sólo números, sin puntos."
        required
      />
      <div className="sm:col-span-2">
        <TextInput
          meta={fields.cardholderName}
          label="Nombre del titular"
          autoComplete="cc-name"
          maxLength={CARD_LIMITS.cardholderNameMax}
          hint="Como figura en la tarjeta."
          required
        />
      </div>
      <div className="sm:col-span-2">
        <TextInput
          meta={fields.cardNumber}
          label="Número de tarjeta"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          onChange={(e) => onCardNumber(groupAsTyped(e))}
          onPaste={blockPaste}
          required
        />
        <div role="status" className="mt-2 flex min-h-8 items-center gap-2 text-sm">
          {/* The logo's place is kept from the start: the brand fills it without moving the text. */}
          <CardBrandLogo thumbnail={method?.thumbnail} reserve />
          {method ? (
            <>
              <span className="font-medium text-slate-900">
                {method.name || paymentMethodName(method.id)}
              </span>
            </>
          ) : lookup.status === "loading" ? (
            <span className="text-slate-600">Buscando tu tarjeta…</span>
          ) : lookup.status === "unknown" ? (
            <span className="font-medium text-red-700">{CHECKOUT_TEXT.unknownCard}</span>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-3">
        <TextInput
          meta={fields.cardExpirationMonth}
          label="Mes de vencimiento"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={CARD_LIMITS.expiryLength}
          required
        />
        <TextInput
          meta={fields.cardExpirationYear}
          label="Año de vencimiento"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="AA"
          maxLength={CARD_LIMITS.expiryLength}
          required
        />
        <div className="col-span-2 sm:col-span-1">
          <TextInput
            meta={fields.securityCode}
            label="Código de seguridad"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={CARD_LIMITS.securityCodeMax}
            hint={securityCodeHint(lookup)}
            required
          />
        </div>
      </div>
      {issuers.length > 1 ? (
        <div className="sm:col-span-2">
          <SelectInput
            meta={fields.issuer}
            label="Banco emisor"
            required
            options={[SELECT_PLACEHOLDER, ...issuers.map((i) => ({ value: i.id, label: i.name }))]}
          />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <InstallmentChoice
          key={lookup.status === "ready" ? lookup.bin : "none"}
          meta={fields.installments}
          offers={lookup.status === "ready" ? lookup.offers : []}
          status={plansStatus(lookup)}
          selected={selectedOffer}
          onSelect={onSelectOffer}
        />
      </div>
    </div>
  );
}
