/**
 * A payment's result shows right after that payment, at the address the payment step goes to (and on reloads
 * of it); the checkout itself shows the cart, empty or not, never an old receipt. A saved profile lands on the
 * checkout, which says the data were saved.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, payments } from "#server/db/schema/index.ts";
import { decodeHtml, postForm, signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";

const APPROVED = "¡Tu pago fue aprobado!";
const EMPTY_CART = "Tu carrito está vacío";
const EMPTY_SUMMARY = "Al parecer tu resumen de compra está vacío";
const SAVED = "Los datos fueron actualizados de manera correcta.";

describe.each([ENGINE])("a payment's result and the checkout (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let http: Awaited<ReturnType<typeof checkoutHttp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    http = await checkoutHttp(shop);
  });
  afterAll(() => shop?.close());

  const get = async (cookie: string, url: string) => {
    const res = await shop.app.inject({ url, headers: { cookie: `token=${cookie}` } });
    return { statusCode: res.statusCode, location: res.headers.location, body: decodeHtml(res.body) };
  };
  const paidBy = async (email: string) => {
    const customer = await http.customerAtPaymentStep(email, ["axilas"]);
    expect((await http.confirm(customer, 2_560_000)).statusCode).toBe(200);
    const [payment] = await shop.database.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, customer.accountId));
    return { customer, payment: payment! };
  };

  it("after a payment the checkout shows the empty cart; the result has its own address, kept on reload", async () => {
    const { customer, payment } = await paidBy(`${engine}-recibo@example.com`);

    const checkout = await get(customer.cookie, "/shop/checkout");
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain(EMPTY_CART);
    expect(checkout.body).toContain(EMPTY_SUMMARY);
    expect(checkout.body).not.toContain(APPROVED);
    expect(checkout.body).not.toContain(payment.paymentCode);

    for (let reload = 0; reload < 2; reload++) {
      const result = await get(customer.cookie, `/shop/checkout/success?pago=${payment.id}`);
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain(APPROVED);
      expect(result.body).toContain(payment.paymentCode);
    }

    // Without naming the payment there is no receipt to show: the checkout, with the cart.
    const bare = await get(customer.cookie, "/shop/checkout/success");
    expect(bare.statusCode).toBe(302);
    expect(bare.location).toBe("/shop/checkout");
  });

  it("the result's address shows only the customer's own payment", async () => {
    const { payment } = await paidBy(`${engine}-ajeno-ana@example.com`);
    const beto = await signUp(shop.app, shop.config.mail.mailboxDir, `${engine}-ajeno-beto@example.com`);
    for (const pago of [payment.id, "no-es-un-pago", ""]) {
      const res = await get(beto, `/shop/checkout/success?pago=${pago}`);
      expect(res.statusCode).toBe(302);
      expect(res.location).toBe("/shop/checkout");
      expect(res.body).not.toContain(payment.paymentCode);
    }
  });

  it("'Guardar cambios' on the profile lands on the checkout, which says the data were saved", async () => {
    const email = `${engine}-perfil@example.com`;
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    const [account] = await shop.database.db.select().from(accounts).where(eq(accounts.email, email));
    const saved = await postForm(
      shop.app,
      "/my-account/profile",
      {
        name: "Julieta",
        surname: "Paz",
        genre: "-1",
        email,
        mobile_phone: "",
        birthdate: "1992-03-04",
        identifire: account!.identifire!,
        newsletter: "on",
      },
      { cookie },
    );
    expect(saved.statusCode).toBe(302);
    const landing = await get(cookie, saved.headers.location as string);
    expect(landing.location).toBeUndefined();
    expect(new URL(saved.headers.location as string, "http://x").pathname).toBe("/shop/checkout");
    expect(landing.body).toContain(SAVED);
    expect(landing.body).toContain(EMPTY_CART);

    // Only after the save: the checkout opened otherwise does not say it.
    expect((await get(cookie, "/shop/checkout")).body).not.toContain(SAVED);
  });
});
