/**
 * 'Confirmar Pago' through the checkout page's action, as the browser posts it: two submissions of the same
 * attempt at once make one payment and one charge; a bad billing address is refused before anything is
 * stored; the billing form's states come from the database.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INCOMPLETE_FORM_MESSAGE } from "#domain/checkout/card-form.ts";
import { countries, payments, provinces, sandboxCharges, sandboxPayments } from "#server/db/schema/index.ts";
import { GeoService } from "#server/modules/geo/service.ts";
import { decodeHtml, signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp, type CheckoutCustomer } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";

const PAYMENT_CODE = /CND-[0-9A-Z]{8}/g;

describe.each([ENGINE])("checkout payment through the page (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let checkout: Awaited<ReturnType<typeof checkoutHttp>>;
  let geo: GeoService;
  let argentina: string;
  let caba: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    checkout = await checkoutHttp(shop);
    geo = new GeoService(shop.database.db);
    const [country] = await shop.database.db.select().from(countries).where(eq(countries.isDefault, true));
    argentina = country!.id;
    const [state] = await shop.database.db
      .select()
      .from(provinces)
      .where(eq(provinces.value, "Capital Federal"));
    caba = state!.id;
  });
  afterAll(() => shop?.close());

  /** A signed-in customer at the payment step with two areas and a branch. */
  const customerAtPaymentStep = (email: string) => checkout.customerAtPaymentStep(email, ["axilas", "bozo"]);

  /** The page's post for 3 cuotas of the two areas, the billing e-mail another than the card form's. */
  const confirmForm = (
    customer: CheckoutCustomer,
    token: string,
    attemptKey: string,
    billing: Record<string, string> = {},
  ) =>
    checkout.confirmForm(customer, {
      token,
      attemptKey,
      total: "43600.00",
      installments: 3,
      billing: { email: `facturas-${customer.email}`, ...billing },
    });

  const paymentsOf = async (accountId: string) =>
    shop.database.db.select().from(payments).where(eq(payments.accountId, accountId));

  it("two 'Confirmar Pago' posts of one attempt at once make one payment and one charge", async () => {
    const email = `doble-${engine}@example.com`;
    const customer = await customerAtPaymentStep(email);
    const { cookie, accountId } = customer;
    const form = confirmForm(customer, await checkout.cardToken(customer), "a".repeat(24) + engine);

    const [first, second] = await Promise.all([
      checkout.post(customer, "/shop/checkout", form),
      checkout.post(customer, "/shop/checkout", form),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const codes = new Set(
      [...first.body.matchAll(PAYMENT_CODE), ...second.body.matchAll(PAYMENT_CODE)].map((m) => m[0]),
    );
    expect(codes.size).toBe(1);

    const stored = await paymentsOf(accountId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe("approved");
    expect(stored[0]!.paymentCode).toBe([...codes][0]);
    // The payer is the card form's e-mail, not the billing address's.
    expect(stored[0]!.payerEmail).toBe(email);
    const providerId = stored[0]!.providerPaymentId!;
    const db = shop.database.db;
    const [sandboxPaymentCount] = await db
      .select({ n: count() })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.payerEmail, email));
    expect(sandboxPaymentCount!.n).toBe(1);
    const [charges] = await db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, Number(providerId)));
    expect(charges!.n).toBe(1);

    // The result page shows it.
    const result = await shop.app.inject({
      url: `/shop/checkout/success?pago=${stored[0]!.id}`,
      headers: { cookie: `token=${cookie}` },
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain("¡Tu pago fue aprobado!");
    expect(result.body).toContain(stored[0]!.paymentCode);

    // The same attempt sent again later is answered with the same payment, not charged again.
    const again = await checkout.post(customer, "/shop/checkout", form);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(stored[0]!.paymentCode);
    expect(await paymentsOf(accountId)).toHaveLength(1);
  });

  it("the next purchase starts from the billing address of the last one", async () => {
    const customer = await customerAtPaymentStep(`otra-vez-${engine}@example.com`);
    const page = () =>
      shop.app.inject({ url: "/shop/checkout", headers: { cookie: `token=${customer.cookie}` } });
    expect((await page()).body).not.toContain("Av. Corrientes 999");
    const billing = { address: "Av. Corrientes 999", address_information: "PB", zip: "C1043" };
    const form = confirmForm(customer, await checkout.cardToken(customer), randomUUID(), billing);
    expect((await checkout.post(customer, "/shop/checkout", form)).statusCode).toBe(200);

    await checkout.toPaymentStep(customer, ["axilas"]);
    const next = decodeHtml((await page()).body);
    for (const value of ["Av. Corrientes 999", "PB", "C1043", "Ciudad Autónoma de Buenos Aires"]) {
      expect(next).toMatch(new RegExp(`value="${value}"`));
    }
    expect(next).toContain(`value="facturas-${customer.email}"`);
    expect(next).toMatch(new RegExp(`<option value="${caba}" selected=""`));
  });

  it("a billing address that breaks the rules is refused before anything is stored or charged", async () => {
    const email = `facturacion-${engine}@example.com`;
    const customer = await customerAtPaymentStep(email);
    const token = await checkout.cardToken(customer);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { name: "", surname: "", address: "", address_information: "", city: "", email: "" },
        {
          name: "Campo requerido",
          surname: "Campo requerido",
          address: "Campo requerido",
          address_information: "Campo requerido",
          city: "Campo requerido",
          email: "Campo requerido",
        },
      ],
      [
        { email: "ana@", city: "x".repeat(256) },
        { email: "E-mail inválido", city: "El máximo debe ser 255" },
      ],
      [{ state: "-1" }, { state: "Campo requerido" }],
      [
        { country: "-1", state: "-1" },
        { country: "Campo requerido", state: "Campo requerido" },
      ],
      // A state of another country (here: the country's id where a state's is expected).
      [{ state: argentina }, { state: "Campo requerido" }],
    ];
    for (const [i, [over, expected]] of cases.entries()) {
      const res = await checkout.post(
        customer,
        "/shop/checkout",
        confirmForm(customer, token, `billing-${engine}-case-${i}`, over),
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(INCOMPLETE_FORM_MESSAGE);
      for (const message of Object.values(expected)) expect(res.body).toContain(message);
    }
    expect(await paymentsOf(customer.accountId)).toHaveLength(0);
    const [charged] = await shop.database.db
      .select({ n: count() })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.payerEmail, email));
    expect(charged!.n).toBe(0);
  });

  it("the result page is for signed-in customers, and names their payment", async () => {
    const anonymous = await shop.app.inject({ url: "/shop/checkout/success" });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe("/account-login?next=%2Fshop%2Fcheckout%2Fsuccess");
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, `sin-pagos-${engine}@example.com`);
    const none = await shop.app.inject({
      url: "/shop/checkout/success",
      headers: { cookie: `token=${cookie}` },
    });
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe("/shop/checkout");
  });

  it("lists the countries with the default one, and the states of a country in order", async () => {
    const list = await geo.countries();
    expect(list.filter((c) => c.default).map((c) => c._id)).toEqual([argentina]);
    const states = await geo.states(argentina);
    expect(states).toHaveLength(24);
    expect(states[0]!.name).toBe("Ciudad Autónoma de Buenos Aires");
    expect(await geo.states("not-an-id")).toEqual([]);
    expect(await geo.placeNames(argentina, caba)).toEqual({
      country: "Argentina",
      state: "Ciudad Autónoma de Buenos Aires",
    });
    expect(await geo.placeNames(caba, argentina)).toBeNull();

    const res = await shop.app.inject({ url: `/shop/checkout/states?country=${argentina}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Tierra del Fuego");
  });
});
