import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { PaymentStatus } from "#domain/payments/status.ts";
import type { Db } from "#server/db/client.ts";
import { paymentItems, payments, products } from "#server/db/schema/index.ts";

/** Twelve payment attempts of one account, newest first, the first approved with one area; codes `PC-1000` on. */
export async function storePayments(db: Db, accountId: string, codePrefix = "PC-") {
  const [area] = await db.select().from(products).where(eq(products.slug, "axilas"));
  const rows = Array.from({ length: 12 }, (_, i) => ({
    id: randomUUID(),
    accountId,
    paymentCode: `${codePrefix}${1000 + i}`,
    idempotencyKey: randomUUID(),
    status: (i === 0 ? "approved" : i === 1 ? "rejected" : "in_process") as PaymentStatus,
    provider: "sandbox" as const,
    subtotal: 1_234_550 + i,
    discount: 0,
    total: 1_234_550 + i,
    installments: 1,
    interestPercentage: 0,
    totalFinanced: 1_234_550 + i,
    installmentAmount: 1_234_550 + i,
    tea: 0,
    cft: 0,
    paymentMethodId: "visa",
    storeName: "Candela Palermo",
    storeAddress: "Av. Santa Fe 3253",
    fiservId: "123",
    payerEmail: "comprador@example.com",
    payerMobilePhone: "1155550000",
    payerIdentificationType: "DNI",
    payerIdentificationNumber: "30111222",
    createdAt: new Date(Date.UTC(2026, 2, 14 - i, 15, 0)),
  }));
  await db.insert(payments).values(rows);
  await db.insert(paymentItems).values({
    paymentId: rows[0]!.id,
    productId: area!.id,
    title: area!.title,
    sessions: "8",
    unitPrice: 1_234_550,
    quantity: 1,
  });
}
