import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { payments } from "#server/db/schema/index.ts";
import type { createServices } from "#server/services.ts";
import { createTestApp } from "./app.ts";
import { demoProducts, insertAccount } from "./fixtures.ts";
import { shownCharge } from "./shown-charge.ts";

export type Services = ReturnType<typeof createServices>;
export type Shop = Awaited<ReturnType<typeof createTestApp>>;

/** A port nothing listens on right now, for an app that must know its own address before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shop over HTTP and its services; `replace` swaps some of them (e.g. a desk on a clock of the test's). */
export async function startShop(
  engine: "pglite" | "postgres",
  publicUrl: string,
  replace: (services: Services) => Services = (s) => s,
) {
  let services: Services | null = null;
  const shop = await createTestApp(engine, {
    env: { PUBLIC_URL: publicUrl, SANDBOX_PENDING_DELAY_SECONDS: "0" },
    services: (s) => (services = replace(s)),
  });
  return { shop, services: services! as Services };
}

/** A customer with an area in the cart (and a code, if given) and a payable branch, and a CONT payment: in process. */
export async function paymentInProcess(shop: Shop, services: Services, opts: { couponCode?: string } = {}) {
  const db = shop.database.db;
  const account = await insertAccount(db);
  const [area] = (await demoProducts(db)).available;
  await services.cart.add(account.id, { productId: area!.id, quantity: 1 });
  const payable = (await services.stores.shop.list()).find((s) => s.payable);
  await services.cart.chooseStore(account.id, payable!.id);
  if (opts.couponCode) {
    const { summary } = await services.cart.view(account.id);
    await services.coupons.shop.apply(account.id, opts.couponCode, summary.subtotal);
  }
  const token = await services.payments.sandbox!.createCardToken({
    card_number: "5031755734530604",
    security_code: "123",
    expiration_month: "11",
    expiration_year: "30",
    cardholder: { name: "CONT", identification: { type: "DNI", number: "12345678" } },
  });
  const outcome = await services.paymentService.pay(account.id, {
    token: token.id,
    payment_method_id: "master",
    installments: 1,
    email: account.email,
    mobile_phone: "1155550000",
    identification_type: "DNI",
    identification_number: "12345678",
    attempt_key: randomUUID(),
    transaction_amount: await shownCharge(db, services.cart, account.id, "master", 1),
  });
  if (!outcome.ok) throw new Error(`payment refused: ${outcome.code}`);
  expect(outcome.payment.status).toBe("in_process");
  const [row] = await db.select().from(payments).where(eq(payments.id, outcome.payment.id));
  return { account, payment: row! };
}

/** The provider's back office settles the payment (the sandbox's admin endpoint). */
export async function settle(shop: Shop, providerPaymentId: string) {
  const res = await shop.app.inject({
    method: "POST",
    url: `/sandbox/mercadopago/admin/payments/${providerPaymentId}/settle`,
    headers: { authorization: `Bearer ${shop.config.payments.accessToken}` },
  });
  expect(res.statusCode).toBe(200);
}
