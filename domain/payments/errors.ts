/**
 * What the payment provider's error codes mean to the shopper (SPEC.md §8), in Spanish: the cause codes of a
 * failed card token (one line per field), the general payment error codes, and the `status_detail` of a
 * rejected payment. The descriptions follow Mercado Pago's own Spanish texts.
 */
import { formatMoney } from "#domain/money.ts";
import { paymentMethodName } from "./payment-methods.ts";

/** The heading of the list of token errors (SPEC.md §8, its spelling corrected). */
export const TOKEN_ERRORS_HEADING = "Por favor verificá los siguientes datos:";

/** Shown when identification types, the payment method, instalments or issuers cannot be loaded (§8). */
export const PAYMENT_LOOKUP_ERROR = "Atención, hubo un error y no podremos procesar el pago.";

/** The instalment screen's error (§8), with its suffix 1 or 2 telling the two failing calls apart. */
export function installmentsErrorMessage(suffix: 1 | 2): string {
  return `Atención, hubo un error. Por favor intentá más tarde. ${suffix}`;
}

/** The card form's field names (SPEC.md §3), so an error can point at its input. */
export type CardFormField =
  | "cardNumber"
  | "cardExpirationMonth"
  | "cardExpirationYear"
  | "docType"
  | "docNumber"
  | "issuer"
  | "cardholderName"
  | "securityCode";

export interface TokenFieldError {
  /** The provider's cause code, e.g. "205" or "E301". */
  code: string;
  /** The field's name as shown in the list; 'General' for codes that name no field. */
  field: string;
  description: string;
  /** The card form input it belongs to, absent for 'General'. */
  input?: CardFormField;
}

type FieldEntry = Omit<TokenFieldError, "code">;

const CARD_NUMBER: Pick<FieldEntry, "field" | "input"> = { field: "Número de tarjeta", input: "cardNumber" };
const MONTH: Pick<FieldEntry, "field" | "input"> = {
  field: "Mes de vencimiento",
  input: "cardExpirationMonth",
};
const YEAR: Pick<FieldEntry, "field" | "input"> = {
  field: "Año de vencimiento",
  input: "cardExpirationYear",
};
const DOC_TYPE: Pick<FieldEntry, "field" | "input"> = { field: "Tipo de documento", input: "docType" };
const DOC_NUMBER: Pick<FieldEntry, "field" | "input"> = { field: "Número de documento", input: "docNumber" };
const HOLDER: Pick<FieldEntry, "field" | "input"> = { field: "Nombre del titular", input: "cardholderName" };
const SECURITY_CODE: Pick<FieldEntry, "field" | "input"> = {
  field: "Código de seguridad",
  input: "securityCode",
};

/** The field codes of SPEC.md §8. */
export const TOKEN_CAUSES: Readonly<Record<string, FieldEntry>> = {
  "205": { ...CARD_NUMBER, description: "Ingresá el número de tu tarjeta." },
  "208": { ...MONTH, description: "Elegí un mes." },
  "209": { ...YEAR, description: "Elegí un año." },
  "212": { ...DOC_TYPE, description: "Ingresá tu tipo de documento." },
  "213": { ...DOC_NUMBER, description: "Ingresá tu documento." },
  "214": { ...DOC_NUMBER, description: "Ingresá tu documento." },
  "220": { field: "Banco emisor", input: "issuer", description: "Ingresá tu banco." },
  "221": { ...HOLDER, description: "Ingresá el nombre y apellido." },
  "224": { ...SECURITY_CODE, description: "Ingresá el código de seguridad." },
  E301: { ...CARD_NUMBER, description: "Ingresá un número de tarjeta válido." },
  E302: { ...SECURITY_CODE, description: "Revisá el código de seguridad." },
  // Newer Mercado Pago documents give E302 this code.
  E203: { ...SECURITY_CODE, description: "Revisá el código de seguridad." },
  "316": { ...HOLDER, description: "Ingresá un nombre válido." },
  "322": { ...DOC_TYPE, description: "El tipo de documento es inválido." },
  "323": { ...DOC_NUMBER, description: "Revisá tu documento." },
  "324": { ...DOC_NUMBER, description: "El documento es inválido." },
  "325": { ...MONTH, description: "El mes es inválido." },
  "326": { ...YEAR, description: "El año es inválido." },
};

/** Any other code (§8). */
export const GENERAL_TOKEN_ERROR: FieldEntry = { field: "General", description: "Revisá los datos." };

/** One cause code as a line of the list; unknown codes become 'Revisá los datos.' under 'General'. */
export function tokenFieldError(code: string | number): TokenFieldError {
  const key = String(code).trim().toUpperCase();
  return { code: key, ...(TOKEN_CAUSES[key] ?? GENERAL_TOKEN_ERROR) };
}

/** The list shown after a failed card token: one line per cause, each line once, in the order received. */
export function tokenErrorList(codes: readonly (string | number)[]): {
  heading: string;
  items: TokenFieldError[];
} {
  const seen = new Set<string>();
  const items: TokenFieldError[] = [];
  for (const code of codes) {
    const item = tokenFieldError(code);
    const key = `${item.field}\u0000${item.description}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  if (items.length === 0) items.push({ code: "", ...GENERAL_TOKEN_ERROR });
  return { heading: TOKEN_ERRORS_HEADING, items };
}

/** The general payment error codes of SPEC.md §8 (and 109, which the provider documents beside them). */
export const PAYMENT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  "106": "No podés realizar pagos a usuarios de otros países.",
  "109":
    "El medio de pago no procesa pagos en la cantidad de cuotas elegida. Elegí otra tarjeta u otro medio de pago.",
  "126": "No pudimos procesar tu pago.",
  "129": "El medio de pago no procesa pagos del monto seleccionado. Elegí otra tarjeta u otro medio de pago.",
  "145": "Una de las partes con la que intentás hacer el pago es de prueba y la otra es usuario real.",
  "150": "No podés realizar pagos.",
  "151": "No podés realizar pagos.",
  "160": "No pudimos procesar tu pago.",
  "204": "El medio de pago no está disponible en este momento. Elegí otra tarjeta u otro medio de pago.",
  "801": "Realizaste un pago similar hace instantes. Intentá nuevamente en unos minutos.",
};

/** For a failed payment request whose code is not in the table. */
export const PAYMENT_ERROR_FALLBACK = "No pudimos procesar tu pago. Por favor intentá nuevamente.";

/** The message for a general payment error code; the fallback for codes the table does not know. */
export function paymentErrorMessage(code: string | number | undefined): string {
  return (code !== undefined && PAYMENT_ERROR_MESSAGES[String(code).trim()]) || PAYMENT_ERROR_FALLBACK;
}

/** The first known general code among a provider error's causes, for callers that got several. */
export function firstKnownPaymentError(codes: readonly (string | number)[]): string | undefined {
  return codes.map((c) => String(c).trim()).find((c) => c in PAYMENT_ERROR_MESSAGES);
}

/** What the explanation of a rejection may mention. */
export interface RejectionContext {
  paymentMethodId?: string;
  /** The amount of the attempt, in centavos. */
  amount?: number;
  installments?: number;
}

type Explain = (ctx: { method: string; amount: string; installments: string }) => string;

const UNKNOWN_METHOD = "tu tarjeta";

/** `status_detail` of a rejected payment → why, for the shopper (Mercado Pago's texts, in the shop's voseo). */
export const REJECTION_EXPLANATIONS: Readonly<Record<string, Explain>> = {
  cc_rejected_bad_filled_card_number: () => "Revisá el número de tarjeta.",
  cc_rejected_bad_filled_date: () => "Revisá la fecha de vencimiento.",
  cc_rejected_bad_filled_other: () => "Revisá los datos.",
  cc_rejected_bad_filled_security_code: () => "Revisá el código de seguridad de la tarjeta.",
  cc_rejected_blacklist: () => "No pudimos procesar tu pago.",
  cc_rejected_call_for_authorize: ({ method, amount }) =>
    `Tenés que autorizar ante ${method} el pago de ${amount}. Luego volvé a intentarlo.`,
  cc_rejected_card_disabled: ({ method }) =>
    `Llamá a ${method} para activar tu tarjeta o usá otro medio de pago. El teléfono está al dorso de tu tarjeta.`,
  cc_rejected_card_error: () => "No pudimos procesar tu pago.",
  cc_rejected_card_type_not_allowed: ({ method }) =>
    `${method} no está habilitada para esta compra. Elegí otra tarjeta u otro medio de pago.`,
  cc_rejected_duplicated_payment: () =>
    "Ya hiciste un pago por ese valor. Si necesitás volver a pagar, usá otra tarjeta u otro medio de pago.",
  cc_rejected_high_risk: () => "Tu pago fue rechazado. Elegí otro de los medios de pago.",
  cc_rejected_insufficient_amount: ({ method }) =>
    method === UNKNOWN_METHOD
      ? "Tu tarjeta no tiene fondos suficientes."
      : `Tu ${method} no tiene fondos suficientes.`,
  cc_rejected_invalid_installments: ({ method, installments }) =>
    `${method} no procesa pagos en ${installments} cuotas.`,
  cc_rejected_max_attempts: () =>
    "Llegaste al límite de intentos permitidos. Elegí otra tarjeta u otro medio de pago.",
  cc_rejected_other_reason: ({ method }) => `${method} no procesó el pago.`,
  cc_rejected_3ds_challenge: () => "No pudimos validar la identidad del titular. Intentá nuevamente.",
  cc_rejected_3ds_mandatory: () => "Tu banco pide validar la identidad del titular. Usá otro medio de pago.",
  cc_amount_rate_limit_exceeded: ({ method }) =>
    `Superaste el límite de monto de ${method}. Elegí otra tarjeta u otro medio de pago.`,
  rejected_by_bank: () => "Tu banco rechazó el pago. Elegí otra tarjeta u otro medio de pago.",
  rejected_insufficient_data: () =>
    "Faltan datos para procesar el pago. Revisá los datos e intentá nuevamente.",
  rejected_by_regulations: () => "El pago fue rechazado por regulaciones vigentes.",
  bank_error: () => "Hubo un error con el banco. Intentá nuevamente en unos minutos.",
};

/** For a rejection whose `status_detail` is missing or not in the table. */
export const REJECTION_FALLBACK = "No pudimos procesar tu pago. Elegí otra tarjeta u otro medio de pago.";

/** Why a payment was rejected, in Spanish, from its `status_detail`. */
export function rejectionExplanation(
  statusDetail: string | null | undefined,
  ctx: RejectionContext = {},
): string {
  const explain = statusDetail ? REJECTION_EXPLANATIONS[statusDetail] : undefined;
  if (!explain) return REJECTION_FALLBACK;
  const text = explain({
    method: ctx.paymentMethodId ? paymentMethodName(ctx.paymentMethodId) : UNKNOWN_METHOD,
    amount: ctx.amount !== undefined ? formatMoney(ctx.amount) : "la compra",
    installments: ctx.installments !== undefined ? String(ctx.installments) : "esa cantidad de",
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
