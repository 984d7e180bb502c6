import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { accounts, coupons, payments, products } from "#server/db/schema/index.ts";

/** A verified customer account written straight to the database. */
export async function insertAccount(db: Db, over: Partial<typeof accounts.$inferInsert> = {}) {
  const [row] = await db
    .insert(accounts)
    .values({
      name: "Lucía",
      surname: "Fernández",
      email: `lucia.${randomBytes(4).toString("hex")}@example.com`,
      identifire: "30123456",
      mobilePhone: "1155550000",
      passwordHash: "not-a-real-hash",
      verifiedAt: new Date(),
      ...over,
    })
    .returning();
  return row!;
}

export async function insertCoupon(db: Db, over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${randomBytes(3).toString("hex").toUpperCase()}`,
      kind: "percentage",
      value: 10,
      ...over,
    })
    .returning();
  return row!;
}

/** Public, enabled areas of the demo seed, and the one that is not available. */
export async function demoProducts(db: Db) {
  const all = await db.select().from(products).where(eq(products.public, true)).orderBy(products.position);
  return { available: all.filter((p) => p.enabled), unavailable: all.find((p) => !p.enabled)! };
}

/** A rejected sandbox payment of the account at a branch, made at `createdAt`. */
export async function insertPayment(
  db: Db,
  accountId: string,
  store: { id: string; name: string },
  createdAt: Date,
) {
  const amount = 1_800_000;
  await db.insert(payments).values({
    id: randomUUID(),
    accountId,
    paymentCode: `PC-${randomBytes(4).toString("hex")}`,
    idempotencyKey: randomUUID(),
    status: "rejected",
    provider: "sandbox",
    subtotal: amount,
    discount: 0,
    total: amount,
    installments: 1,
    interestPercentage: 0,
    totalFinanced: amount,
    installmentAmount: amount,
    tea: 0,
    cft: 0,
    paymentMethodId: "visa",
    storeId: store.id,
    storeName: store.name,
    storeAddress: "-",
    fiservId: "123",
    payerEmail: "comprador@example.com",
    payerMobilePhone: "1155550000",
    payerIdentificationType: "DNI",
    payerIdentificationNumber: "30111222",
    createdAt,
  });
}
