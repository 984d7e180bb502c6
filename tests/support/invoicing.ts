/**
 * Sales of the seeded demo shop for the invoicing tests: a payment written as the checkout writes it, then the
 * provider's updates (approval, refunds, a chargeback) applied by the shop's one status writer, so each sets off
 * the effects it sets off in production (the invoice, the credit notes).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  franchiseInvoicing,
  franchises,
  paymentItems,
  payments,
  stores,
  vouchers,
} from "#server/db/schema/index.ts";
import { PaymentStatusUpdates } from "#server/modules/payments/status-updates.ts";
import type { ProviderPayment } from "#server/payments/provider.ts";
import { demoProducts, insertAccount } from "./fixtures.ts";

/** A branch of a seeded franchise (by its name), and that franchise's invoicing settings if it has them. */
export async function branchOf(db: Db, franchiseName: string) {
  const [row] = await db
    .select({ store: stores, franchise: franchises, invoicing: franchiseInvoicing })
    .from(stores)
    .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
    .leftJoin(franchiseInvoicing, eq(franchiseInvoicing.franchiseId, franchises.id))
    .where(eq(franchises.name, franchiseName))
    .limit(1);
  if (!row) throw new Error(`no branch of ${franchiseName}`);
  return row;
}

export interface SaleOptions {
  /** Centavos charged (the financed total); the lines' prices before the discount add up to `subtotal`. */
  charged?: number;
  subtotal?: number;
  discount?: number;
  dni?: string;
}

/** An approved sale at `storeId`: a payment of the demo's first area, approved through the status writer. */
export async function approvedSale(db: Db, storeId: string, opts: SaleOptions = {}) {
  const account = await insertAccount(db);
  const [area] = (await demoProducts(db)).available;
  const charged = opts.charged ?? 2_560_000;
  const subtotal = opts.subtotal ?? charged;
  const discount = opts.discount ?? 0;
  const id = randomUUID();
  const providerId = String(Math.floor(Math.random() * 1e12));
  await db.insert(payments).values({
    id,
    accountId: account.id,
    paymentCode: `CND-${randomBytes(4).toString("hex").toUpperCase()}`,
    idempotencyKey: randomUUID(),
    provider: "sandbox",
    subtotal,
    discount,
    total: subtotal - discount,
    installments: 1,
    interestPercentage: 0,
    totalFinanced: charged,
    installmentAmount: charged,
    tea: 0,
    cft: 0,
    paymentMethodId: "visa",
    storeId,
    storeName: "Sucursal",
    storeAddress: "-",
    fiservId: "FSV-1",
    payerEmail: account.email,
    payerMobilePhone: "1155550000",
    payerIdentificationType: "DNI",
    payerIdentificationNumber: opts.dni ?? "30111222",
  });
  await db.insert(paymentItems).values({
    paymentId: id,
    productId: area!.id,
    title: area!.title,
    sessions: "6",
    unitPrice: subtotal,
    quantity: 1,
  });
  const updates = new PaymentStatusUpdates({ db, providerName: "sandbox", now: () => new Date() });
  const view = (over: Partial<ProviderPayment>): ProviderPayment => ({
    id: providerId,
    status: "approved",
    statusDetail: "accredited",
    transactionAmount: charged,
    totalPaidAmount: charged,
    installmentAmount: charged,
    installments: 1,
    paymentMethodId: "visa",
    paymentTypeId: "credit_card",
    issuerId: null,
    card: null,
    externalReference: id,
    dateCreated: new Date().toISOString(),
    dateApproved: new Date().toISOString(),
    dateLastUpdated: new Date().toISOString(),
    liveMode: false,
    amountRefunded: 0,
    refunds: [],
    ...over,
  });
  await updates.applyProviderUpdate(view({}));
  const refunds: ProviderPayment["refunds"] = [];
  return {
    id,
    account,
    /** The provider reports one more refund of `amount` (the whole rest: status refunded). */
    refund: async (amount: number) => {
      refunds.push({
        id: randomUUID(),
        paymentId: providerId,
        amount,
        dateCreated: new Date().toISOString(),
      });
      const given = refunds.reduce((sum, r) => sum + r.amount, 0);
      await updates.applyProviderUpdate(
        view({
          status: given >= charged ? "refunded" : "approved",
          amountRefunded: given,
          refunds: [...refunds],
        }),
      );
    },
    chargeback: async () => {
      const given = refunds.reduce((sum, r) => sum + r.amount, 0);
      await updates.applyProviderUpdate(
        view({ status: "charged_back", amountRefunded: given, refunds: [...refunds] }),
      );
    },
  };
}

/** The vouchers of a sale, invoice first. */
export async function vouchersOf(db: Db, paymentId: string) {
  const rows = await db.select().from(vouchers).where(eq(vouchers.paymentId, paymentId));
  return rows.sort((a, b) =>
    a.kind === b.kind ? a.createdAt.getTime() - b.createdAt.getTime() : a.kind === "invoice" ? -1 : 1,
  );
}

export async function invoiceOf(db: Db, paymentId: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.paymentId, paymentId), eq(vouchers.kind, "invoice")));
  return row;
}
