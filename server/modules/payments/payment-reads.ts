/** Reading stored payment attempts, and turning a row into what the result screen shows. */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { paymentItems, payments, stores, type BillingAddress } from "#server/db/schema/index.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import { toPaymentResult } from "./result.ts";
import type { PaymentResult } from "#domain/payments/views.ts";
import { isUuid } from "#domain/validation/uuid.ts";

export type PaymentRow = typeof payments.$inferSelect;
/** A transaction of the shop's database. */

export class PaymentReads {
  constructor(private readonly db: Db) {}

  async byKey(key: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    return row;
  }

  async row(paymentId: string): Promise<PaymentRow | undefined> {
    if (!isUuid(paymentId)) return undefined;
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    return row;
  }

  async latestOf(accountId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  }

  /** The billing address of the account's latest payment that has one: what its next purchase offers. */
  async lastBillingAddress(accountId: string): Promise<BillingAddress | null> {
    const [row] = await this.db
      .select({ billing: payments.billingAddress })
      .from(payments)
      .where(and(eq(payments.accountId, accountId), isNotNull(payments.billingAddress)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row?.billing ?? null;
  }

  items(paymentIds: string[]) {
    if (paymentIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(paymentItems)
      .where(inArray(paymentItems.paymentId, paymentIds))
      .orderBy(paymentItems.position);
  }

  async toResult(row: PaymentRow): Promise<PaymentResult> {
    const [store] = row.storeId
      ? await this.db.select({ hours: stores.openingHours }).from(stores).where(eq(stores.id, row.storeId))
      : [];
    const statement = await loadStatement(this.db, row.id);
    if (!statement) throw new Error(`payment ${row.id} has no statement`);
    return toPaymentResult(row, await this.items([row.id]), statement, store?.hours ?? []);
  }
}
