/**
 * Whether the cart can be paid, through the checkout page as the browser posts it: an area or a branch that
 * stopped being available is named at step 0 and 'Pagar' does not move on; branches that do not offer the
 * treatment are neither offered nor paid; the account area shows the cart's card. What the checkout shows after
 * a payment: checkout-result-http.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, payments, products, stores } from "#server/db/schema/index.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";

const STORE_UNAVAILABLE = "Sucursal no disponible para la compra online, por favor seleccioná otra.";

describe.each([ENGINE])("checkout readiness through the page (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let http: Awaited<ReturnType<typeof checkoutHttp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    http = await checkoutHttp(shop);
  });
  afterAll(() => shop?.close());

  const db = () => shop.database.db;
  const storeNamed = async (name: string) => {
    const [store] = await db().select().from(stores).where(eq(stores.name, name));
    return store!;
  };
  /** The step the checkout shows (the cart view's), whatever was stored before. */
  const stepOf = async (accountId: string) => (await new CartService(db()).view(accountId)).step;
  const page = (cookie: string, url = "/shop/checkout") =>
    shop.app.inject({ url, headers: { cookie: `token=${cookie}` } });

  it("a mixed cart names the area that is no longer available at step 0, and 'Pagar' does not move on", async () => {
    const customer = await http.customerAtPaymentStep(`${engine}-mixto@example.com`, ["axilas", "bozo"]);
    await db().update(products).set({ enabled: false }).where(eq(products.slug, "bozo"));
    try {
      // Even from the payment step: the cart is back at step 0, where the reason is shown.
      const summary = await page(customer.cookie);
      expect(summary.statusCode).toBe(200);
      expect(summary.body).toContain("Áreas elegidas");
      expect(summary.body).toContain("Producto no disponible: Bozo. Quitalo de tu resumen para continuar.");

      const pay = await http.post(customer, "/shop/checkout", { intent: "pay" });
      expect(pay.statusCode).toBe(422);
      expect(pay.body).toContain("Producto no disponible: Bozo. Quitalo de tu resumen para continuar.");
      expect(await stepOf(customer.accountId)).toBe(0);
    } finally {
      await db().update(products).set({ enabled: true }).where(eq(products.slug, "bozo"));
    }
  });

  it("a branch disabled after it was chosen shows as no longer available, and 'Pagar' does not move on", async () => {
    const customer = await http.customerAtPaymentStep(`${engine}-sucursal@example.com`, ["axilas"]);
    await http.post(customer, "/shop/checkout", { intent: "back" });
    await db().update(stores).set({ enabled: false }).where(eq(stores.name, "Candela Palermo"));
    try {
      const summary = await page(customer.cookie);
      expect(summary.statusCode).toBe(200);
      expect(summary.body).toContain(STORE_UNAVAILABLE);

      const pay = await http.post(customer, "/shop/checkout", { intent: "pay" });
      expect(pay.statusCode).toBe(422);
      expect(pay.body).toContain(STORE_UNAVAILABLE);
      expect(await stepOf(customer.accountId)).toBe(0);
    } finally {
      await db().update(stores).set({ enabled: true }).where(eq(stores.name, "Candela Palermo"));
    }
  });

  it("a branch whose treatment field says 'NO' is not offered, not accepted and not paid", async () => {
    const microcentro = await storeNamed("Candela Microcentro");
    expect(microcentro.fields).toContainEqual({ entity: "depilacion-laser", value: "NO" });
    const customer = await http.customerAtPaymentStep(`${engine}-tratamiento@example.com`, ["axilas"]);
    await http.post(customer, "/shop/checkout", { intent: "back" });

    const summary = await page(customer.cookie);
    expect(summary.body).toContain((await storeNamed("Candela Palermo")).id);
    expect(summary.body).not.toContain(microcentro.id);

    const chosen = await http.post(customer, "/shop/checkout", { intent: "store", storeId: microcentro.id });
    expect(chosen.statusCode).toBe(422);
    expect(chosen.body).toContain(STORE_UNAVAILABLE);
    const [cart] = await db().select().from(carts).where(eq(carts.accountId, customer.accountId));
    expect(cart!.storeId).toBeNull();

    // Had it been chosen before the rule was read, the payment refuses it and stores nothing.
    await db().update(carts).set({ storeId: microcentro.id }).where(eq(carts.accountId, customer.accountId));
    const pay = await http.post(customer, "/shop/checkout", { intent: "pay" });
    expect(pay.statusCode).toBe(422);
    await db().update(carts).set({ step: 1, percentage: 33 }).where(eq(carts.accountId, customer.accountId));
    const confirm = await http.confirm(customer, 2_560_000);
    expect(confirm.statusCode).toBe(422);
    expect(confirm.body).toContain(STORE_UNAVAILABLE);
    expect(await db().select().from(payments).where(eq(payments.accountId, customer.accountId))).toEqual([]);

    const local = await shop.app.inject({ url: `/local?sucursal=${microcentro.slug}` });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain("Esta sucursal no realiza depilación láser.");
    const palermo = await shop.app.inject({ url: "/local?sucursal=candela-palermo" });
    expect(palermo.body).not.toContain("Esta sucursal no realiza depilación láser.");
  });

  it("an unknown branch id is refused without touching the branch already chosen", async () => {
    const customer = await http.customerAtPaymentStep(`${engine}-desconocida@example.com`, ["axilas"]);
    await http.post(customer, "/shop/checkout", { intent: "back" });
    const chosen = await http.post(customer, "/shop/checkout", {
      intent: "store",
      storeId: "d3b07384-d9a0-4c9f-8f8e-0123456789ab",
    });
    expect(chosen.statusCode).toBe(422);
    expect(chosen.body).toContain(STORE_UNAVAILABLE);
    const [cart] = await db().select().from(carts).where(eq(carts.accountId, customer.accountId));
    expect(cart!.storeId).toBe((await storeNamed("Candela Palermo")).id);
  });

  it("the account area shows 'En tu resumen' only while the cart has areas", async () => {
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, `${engine}-tarjeta@example.com`);
    const empty = await page(cookie, "/my-account");
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain("En tu resumen");

    const customer = { email: `${engine}-tarjeta@example.com`, cookie, accountId: "", identifire: "" };
    await http.addAreas(customer, ["axilas", "bozo"]);
    for (const url of ["/my-account", "/my-account/order/payments"]) {
      const withCart = await page(cookie, url);
      expect(withCart.body).toContain("En tu resumen");
      expect(withCart.body).toContain("2 Áreas");
      expect(withCart.body).toMatch(/<a[^>]*href="\/shop\/checkout"[^>]*>[^<]*Ver mi resumen/);
    }
  });
});
