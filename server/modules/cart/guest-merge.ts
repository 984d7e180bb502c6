import { parseQuantity } from "../../../domain/cart/merge.ts";
import type { GuestCartMerge } from "../accounts/ports.ts";
import type { CartService } from "./service.ts";

/** At login, the local cart's items join the account's cart (SPEC.md §4). */
export function guestCartMerge(cart: CartService): GuestCartMerge {
  return {
    mergeIntoAccount: (accountId, items) =>
      cart.merge(
        accountId,
        items.map((item) => ({ productId: item._id, quantity: parseQuantity(item.quantity) })),
      ),
  };
}
