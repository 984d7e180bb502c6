/**
 * The checkout as the browser drives it over HTTP, for tests on `createTestApp`: a signed-up customer taken
 * to the payment step, sandbox card tokens made the way the browser SDK makes them, and the 'Confirmar Pago'
 * post (the payment request, the attempt key and the billing address).
 */
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { accounts, countries, products, provinces, stores } from "#server/db/schema/index.ts";
import { postForm, signUp } from "./accounts.ts";
import type { createTestApp } from "./app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface CheckoutCustomer {
  email: string;
  cookie: string;
  accountId: string;
  identifire: string;
}

/** A sandbox test card: its payment method and number (security code 123). */
export interface Card {
  paymentMethodId: string;
  number: string;
}

const VISA: Card = { paymentMethodId: "visa", number: "4509953566233704" };

export async function checkoutHttp(shop: TestApp) {
  const db = shop.database.db;
  const [country] = await db.select().from(countries).where(eq(countries.isDefault, true));
  const [state] = await db.select().from(provinces).where(eq(provinces.value, "Capital Federal"));
  const [store] = await db.select().from(stores).where(eq(stores.name, "Candela Palermo"));

  const post = (customer: CheckoutCustomer, url: string, form: Record<string, string>) =>
    postForm(shop.app, url, form, { cookie: customer.cookie });

  /** Adds the areas (by slug) to the customer's cart as '¡Lo quiero ya!' does. */
  async function addAreas(customer: CheckoutCustomer, slugs: string[]) {
    const areas = await db.select({ id: products.id }).from(products).where(inArray(products.slug, slugs));
    expect(areas).toHaveLength(slugs.length);
    for (const { id } of areas) {
      expect((await post(customer, "/shop/cart", { intent: "add", productId: id })).statusCode).toBe(200);
    }
  }

  /** These areas in the customer's cart, the Palermo branch chosen and 'Pagar' pressed. */
  async function toPaymentStep(customer: CheckoutCustomer, slugs: string[]) {
    await addAreas(customer, slugs);
    expect((await post(customer, "/shop/checkout", { intent: "store", storeId: store!.id })).statusCode).toBe(
      200,
    );
    expect((await post(customer, "/shop/checkout", { intent: "pay" })).statusCode).toBe(200);
  }

  /** A signed-up customer with these areas, the Palermo branch chosen and 'Pagar' pressed. */
  async function customerAtPaymentStep(email: string, slugs: string[]): Promise<CheckoutCustomer> {
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    const customer = { email, cookie, accountId: account!.id, identifire: account!.identifire! };
    await toPaymentStep(customer, slugs);
    return customer;
  }

  /** A single-use card token from the sandbox; the holder's name picks the outcome (APRO, OTHE, …). */
  async function cardToken(customer: CheckoutCustomer, holder = "APRO", card: Card = VISA): Promise<string> {
    const res = await shop.app.inject({
      method: "POST",
      url: `/sandbox/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(shop.config.payments.publicKey)}`,
      payload: {
        card_number: card.number,
        security_code: "123",
        expiration_month: "11",
        expiration_year: "30",
        cardholder: { name: holder, identification: { type: "DNI", number: customer.identifire } },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /**
   * The fields 'Confirmar Pago' posts: the payment request confirming `total` (centavos, or the field's raw
   * text) in `installments`, the attempt key (a new one unless given) and the billing address, its fields
   * prefixed (`billing` overrides some).
   */
  function confirmForm(
    customer: CheckoutCustomer,
    opts: {
      token: string;
      total: number | string;
      installments?: number;
      card?: Card;
      attemptKey?: string;
      billing?: Record<string, string>;
    },
  ): Record<string, string> {
    const billing = {
      name: "Lucía",
      surname: "Pérez",
      email: customer.email,
      address: "Av. Santa Fe 1234",
      address_information: "3° B",
      city: "Ciudad Autónoma de Buenos Aires",
      zip: "C1425",
      country: country!.id,
      state: state!.id,
      ...opts.billing,
    };
    const { total } = opts;
    return {
      intent: "confirm",
      attempt_key: opts.attemptKey ?? randomBytes(16).toString("hex"),
      token: opts.token,
      payment_method_id: (opts.card ?? VISA).paymentMethodId,
      installments: String(opts.installments ?? 1),
      email: customer.email,
      mobile_phone: "1145678901",
      identification_type: "DNI",
      identification_number: customer.identifire,
      transaction_amount: typeof total === "number" ? (total / 100).toFixed(2) : total,
      ...Object.fromEntries(Object.entries(billing).map(([name, value]) => [`billing.${name}`, value])),
    };
  }

  /**
   * 'Confirmar Pago' with a new attempt and card token, confirming `total` (centavos, or the field's raw text)
   * in `installments`, with the Visa test card unless another `card` is named.
   */
  async function confirm(
    customer: CheckoutCustomer,
    total: number | string,
    installments = 1,
    card: Card = VISA,
  ) {
    const token = await cardToken(customer, "APRO", card);
    return post(customer, "/shop/checkout", confirmForm(customer, { token, total, installments, card }));
  }

  return { addAreas, toPaymentStep, customerAtPaymentStep, cardToken, confirmForm, confirm, post };
}
