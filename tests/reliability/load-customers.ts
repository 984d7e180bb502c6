/**
 * Verified customers and their signed-in sessions, written straight into the database: hashing a password per
 * sign-up would make preparing hundreds of customers take longer than the load they are for. What is under
 * test (cart, codes, checkout, sign-in) still goes through HTTP.
 */
import { randomBytes } from "node:crypto";
import { CHECKOUT_PAYMENT_PERCENTAGE } from "#server/modules/cart/service.ts";
import { accountSessions, accounts, cartItems, carts } from "#server/db/schema/index.ts";
import type { Db } from "#server/db/client.ts";
import { hashPassword } from "#server/modules/accounts/passwords.ts";
import { hashToken } from "#server/modules/accounts/tokens.ts";

export const CUSTOMER_PASSWORD = "Clave123";

export interface Customer {
  id: string;
  email: string;
  /** The DNI on file, also the card's document. */
  document: string;
  /** The `token` cookie of a signed-in browser. */
  session: string;
}

let batch = 0;

/** `count` verified customers (all with CUSTOMER_PASSWORD), each with an open session. */
export async function createCustomers(db: Db, count: number, label: string): Promise<Customer[]> {
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const run = `${label}-${batch++}-${randomBytes(3).toString("hex")}`;
  const customers: Customer[] = [];
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const rows = await db
      .insert(accounts)
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: "Carga",
          surname: "Prueba",
          email: `${run}-${start + i}@example.com`,
          identifire: String(20_000_000 + Math.floor(Math.random() * 70_000_000)),
          mobilePhone: "1155556666",
          passwordHash,
          verifiedAt: new Date(),
        })),
      )
      .returning({ id: accounts.id, email: accounts.email, identifire: accounts.identifire });
    const sessions = rows.map(() => randomBytes(32).toString("base64url"));
    await db.insert(accountSessions).values(
      rows.map((row, i) => ({
        accountId: row.id,
        tokenHash: hashToken(sessions[i]!),
        expiresAt: new Date(Date.now() + 24 * 3_600_000),
      })),
    );
    rows.forEach((row, i) =>
      customers.push({ id: row.id, email: row.email, document: row.identifire, session: sessions[i]! }),
    );
  }
  return customers;
}

/**
 * Puts each customer at the payment step with the given areas and branch, as '¡Lo quiero ya!', the branch
 * and 'Pagar' leave the cart; for tests whose subject is what comes after.
 */
export async function customersAtPaymentStep(
  db: Db,
  customers: readonly Customer[],
  cart: (customer: Customer, index: number) => { areas: string[]; storeId: string },
): Promise<void> {
  const wanted = customers.map((c, i) => ({ accountId: c.id, ...cart(c, i) }));
  await db.insert(carts).values(
    wanted.map((w) => ({
      accountId: w.accountId,
      storeId: w.storeId,
      step: 1,
      percentage: CHECKOUT_PAYMENT_PERCENTAGE,
    })),
  );
  await db
    .insert(cartItems)
    .values(wanted.flatMap((w) => w.areas.map((productId) => ({ accountId: w.accountId, productId }))));
}
