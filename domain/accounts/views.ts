import type { VoucherLink } from "#domain/invoicing/document.ts";
import type { AreaSessions } from "#domain/purchases/area-sessions.ts";

/**
 * A purchased area (SPEC.md §3 "Owned item"), as the account's products page shows it: one per area of each
 * purchase she still holds, its quantity and sessions from the purchase's statement.
 */
export interface OwnedItem extends AreaSessions {
  /** The purchase and the area: one item per area of a purchase. */
  id: string;
  paymentId: string;
  createdAt: Date;
  product: { id: string; slug: string; images: { path: string; name: string }[] };
}

/** A payment of the account (SPEC.md §3). `total` is in centavos. */
export interface AccountPayment {
  id: string;
  paymentCode: string;
  total: number;
  /** The purchase's state from its statement: a payment's status, or 'partially_refunded'. */
  paymentStatus: string;
  /** Centavos given back so far. */
  refunded: number;
  createdAt: Date;
  /** Its authorised facturas and notas de crédito, to download. */
  vouchers?: VoucherLink[];
}

/** A saved profile, and the address it waits to move to when the e-mail was changed. */
export type ProfileUpdateResult =
  | { ok: true; pendingEmail: string | null }
  | { ok: false; code: "password_required" | "wrong_password" | "email_taken" | "document_taken" };

/** A spent limit: how long to wait, and the Spanish message (429). */
export interface RateLimited {
  retryAfterSeconds: number;
  message: string;
}
