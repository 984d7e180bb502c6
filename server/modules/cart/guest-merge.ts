import { QUANTITY_MAX } from "#domain/cart/local-cart.ts";
import { parseQuantity } from "#domain/cart/merge.ts";
import type { GuestCartMerge } from "#server/modules/accounts/ports.ts";
import type { CartService } from "./service.ts";

/**
 * At login (and at registration, as the new account's cart), the local cart's items join the account's cart
 * (SPEC.md §4). A quantity above the cart's maximum
 * (only a forged form sends one) counts as the maximum, as the cart holds nothing above it.
 */
export function guestCartMerge(cart: CartService): GuestCartMerge {
  return {
    mergeIntoAccount: (accountId, items, tx) =>
      cart.merge(
        accountId,
        items.map((item) => ({
          productId: item._id,
          quantity: Math.min(parseQuantity(item.quantity), QUANTITY_MAX),
        })),
        tx,
      ),
  };
}
