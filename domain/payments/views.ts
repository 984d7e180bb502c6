import type { TokenFieldError } from "#domain/payments/errors.ts";
import type { PaymentStatus, PaymentStatusColor } from "#domain/payments/status.ts";
import type { AreaSessions } from "#domain/purchases/area-sessions.ts";
import type { PurchaseStatus } from "#domain/purchases/statement.ts";
import type { OpeningHours } from "#domain/stores/views.ts";

export type CheckoutRefusalCode =
  | "invalid_request"
  | "attempt_key_taken"
  | "cart_empty"
  | "product_unavailable"
  | "store_required"
  | "store_unavailable"
  | "document_update_required"
  | "payments_disabled"
  | "card_not_accepted"
  | "installments_not_allowed"
  | "coupon_unavailable"
  | "nothing_to_pay"
  | "payment_in_progress"
  | "total_changed";

export interface PaymentResultItem {
  productId: string;
  title: string;
  sessions: string | null;
  quantity: number;
  /** Centavos per unit, before discounts. */
  unitPrice: number;
}

export interface PaymentResult {
  id: string;
  paymentCode: string;
  status: PaymentStatus;
  statusDetail: string | null;
  /** The purchase's state from its statement ('Devuelto parcialmente' once part was given back). */
  purchaseStatus: PurchaseStatus;
  /** SPEC.md §4 catalogue: 'Aprobado', 'En Proceso', … and its colour, from the statement. */
  statusLabel: { name: string; color: PaymentStatusColor };
  /** Centavos given back, from the statement. */
  refunded: number;
  /** 'El pago fue rechazado', 'En proceso de aprobación', … */
  title: string;
  /** Why, and what happens next, in Spanish. */
  explanation: string;
  /** The payment may still change by itself (pending, in process): the page can look again later. */
  awaiting: boolean;
  /** Centavos: subtotal, discount, and the cash price (subtotal − discount). */
  subtotal: number;
  discount: number;
  total: number;
  /** Centavos the buyer pays: the cash price plus the plan's interest, when it has any. */
  totalFinanced: number;
  installments: number;
  installmentAmount: number;
  interestFree: boolean;
  paymentMethodId: string;
  paymentMethodName: string;
  cardLastFour: string | null;
  /** The branch as it was when paid for, and its opening hours now (for booking the sessions). */
  store: { id: string | null; name: string; address: string; phone: string | null; hours: OpeningHours };
  /** The lines as bought, for the purchase's tracking event. */
  items: PaymentResultItem[];
  /** Each area with its quantity and sessions, from the statement. */
  areas: AreaSessions[];
  createdAt: Date;
}

/**
 * Why `pay()` did not end in a provider decision:
 * - the CheckoutRefusalCode ones: refused before anything was stored or charged (`fields` for invalid_request);
 * - `card_data`: the provider refused the card data (SPEC.md §8 field codes, listed in `cardErrors`);
 * - `payment_error`: the provider refused the request (SPEC.md §8 general codes);
 * - `payment_pending`: the provider did not answer; sending the same attempt key again is safe.
 */
export type PayFailureCode = CheckoutRefusalCode | "card_data" | "payment_error" | "payment_pending";

/**
 * What `pay()` answers. `ok: true`: the provider decided (approved, in process or rejected) and the result
 * screen shows it. `ok: false`: the checkout shows `message` ('Atención' dialog), or for `card_data` the
 * list headed by `message`. After any answer but `payment_pending` the page makes a new attempt key.
 */
export type PayOutcome =
  | { ok: true; payment: PaymentResult }
  | {
      ok: false;
      code: PayFailureCode;
      message: string;
      /** Field name → message (invalid_request); empty otherwise. */
      fields: Record<string, string>;
      /** One line per refused card field (card_data); empty otherwise. */
      cardErrors: TokenFieldError[];
      /** The stored attempt, when there is one (card_data, payment_error, payment_pending). */
      payment: PaymentResult | null;
    };

export interface DashboardFigures {
  days: { day: string; sales: number; amount: number }[];
  branches: { name: string; sales: number; amount: number }[];
  franchises: { name: string; sales: number; amount: number }[];
  sales: number;
  amount: number;
  /** Centavos; 0 without sales. */
  averageTicket: number;
  /** Attempts decided in the period (approved or refused) and how many were approved. */
  decided: number;
  approved: number;
  topAreas: { title: string; quantity: number; amount: number }[];
  codes: { code: string; uses: number; discount: number }[];
}
