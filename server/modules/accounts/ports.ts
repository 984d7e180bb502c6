import type { Page } from "#domain/pagination.ts";
import type { Tx } from "#server/db/client.ts";
import type { GuestCartItem } from "#domain/validation/account.ts";
import type { OwnedItem, AccountPayment } from "#domain/accounts/views.ts";

/**
 * Merges the items a visitor put in the local cart before signing in into the account's cart. The login
 * hands them over after the credentials are accepted, and the registration (inside its transaction, `tx`)
 * as the new account's first cart; the cart module provides the implementation, and until then nothing is
 * merged.
 */
export interface GuestCartMerge {
  mergeIntoAccount(accountId: string, items: GuestCartItem[], tx?: Tx): Promise<void>;
}

export const noGuestCartMerge: GuestCartMerge = {
  async mergeIntoAccount() {},
};

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
