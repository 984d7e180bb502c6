import type { Page } from "#domain/pagination.ts";
import type { AreaSessions } from "#domain/purchases/area-sessions.ts";
import type { GuestCartItem } from "#domain/validation/account.ts";

/**
 * Merges the items a visitor put in the local cart before signing in into the account's cart. The login
 * hands them over after the credentials are accepted; the cart module provides the implementation, and
 * until then nothing is merged.
 */
export interface GuestCartMerge {
  mergeIntoAccount(accountId: string, items: GuestCartItem[]): Promise<void>;
}

export const noGuestCartMerge: GuestCartMerge = {
  async mergeIntoAccount() {},
};

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
}

/**
 * What the account pages read of purchases. The payments module implements it over its own tables; until
 * it does, every account has none.
 */
export interface AccountOrders {
  itemsByAccountId(accountId: string): Promise<OwnedItem[]>;
  paymentsByAccountId(
    accountId: string,
    opts: { page: number; pageSize: number },
  ): Promise<Page<AccountPayment>>;
}

export const noAccountOrders: AccountOrders = {
  async itemsByAccountId() {
    return [];
  },
  async paymentsByAccountId(_accountId, opts) {
    return { items: [], page: opts.page, pageSize: opts.pageSize, total: 0 };
  },
};
