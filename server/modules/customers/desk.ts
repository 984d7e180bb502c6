import type { Db } from "#server/db/client.ts";
import type { AccountOrders } from "#server/modules/accounts/ports.ts";
import { CustomerReview } from "./review.ts";
import { CustomerDirectory } from "./directory.ts";

/** The back office's customers: the searched list, one customer's file, and the review of held accounts. */
export function createCustomerDesk(db: Db, orders: AccountOrders) {
  return { directory: new CustomerDirectory(db, orders), review: new CustomerReview(db) };
}

export type CustomerDesk = ReturnType<typeof createCustomerDesk>;
