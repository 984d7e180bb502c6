/**
 * What a test payment ends as, chosen by the cardholder name on the token (Mercado Pago's test names).
 * The status_detail of each is the reference's mapping (only the descriptions are documented).
 */
export interface Outcome {
  status: "approved" | "in_process" | "rejected";
  statusDetail: string;
}

export const OUTCOMES: Readonly<Record<string, Outcome>> = {
  APRO: { status: "approved", statusDetail: "accredited" },
  CONT: { status: "in_process", statusDetail: "pending_contingency" },
  OTHE: { status: "rejected", statusDetail: "cc_rejected_other_reason" },
  CALL: { status: "rejected", statusDetail: "cc_rejected_call_for_authorize" },
  FUND: { status: "rejected", statusDetail: "cc_rejected_insufficient_amount" },
  SECU: { status: "rejected", statusDetail: "cc_rejected_bad_filled_security_code" },
  EXPI: { status: "rejected", statusDetail: "cc_rejected_bad_filled_date" },
  FORM: { status: "rejected", statusDetail: "cc_rejected_bad_filled_other" },
  // From Mercado Pago's Mexican and Brazilian test pages.
  CARD: { status: "rejected", statusDetail: "cc_rejected_bad_filled_card_number" },
  INST: { status: "rejected", statusDetail: "cc_rejected_invalid_installments" },
  DUPL: { status: "rejected", statusDetail: "cc_rejected_duplicated_payment" },
  LOCK: { status: "rejected", statusDetail: "cc_rejected_card_disabled" },
  CTNA: { status: "rejected", statusDetail: "cc_rejected_card_type_not_allowed" },
  ATTE: { status: "rejected", statusDetail: "cc_rejected_max_attempts" },
  BLAC: { status: "rejected", statusDetail: "cc_rejected_blacklist" },
};

/**
 * Any other name (and UNSU or TEST, whose behaviour is not documented) is declined as a general error:
 * a test payment is approved only when asked for by name.
 */
export const DEFAULT_OUTCOME: Outcome = { status: "rejected", statusDetail: "cc_rejected_other_reason" };

/** With binary_mode a payment is approved or rejected, never left in process. */
export const BINARY_MODE_PENDING: Outcome = { status: "rejected", statusDetail: "cc_rejected_other_reason" };

/** The outcome for a cardholder name: its first word decides ("APRO" or "APRO Gómez"). */
export function outcomeFor(cardholderName: string, binaryMode: boolean): Outcome {
  const firstWord = cardholderName.trim().split(/\s+/)[0]!.toUpperCase();
  const outcome = OUTCOMES[firstWord] ?? DEFAULT_OUTCOME;
  return binaryMode && outcome.status === "in_process" ? BINARY_MODE_PENDING : outcome;
}
