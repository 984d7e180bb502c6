/**
 * 'Confirmar Pago' through the checkout page's action, as the browser posts it: two submissions of the same
 * attempt at once make one payment and one charge; a bad billing address is refused before anything is
 * stored; the billing form's states come from the database.
 */
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INCOMPLETE_FORM_MESSAGE } from "#domain/checkout/card-form.ts";
import {
  accounts,
  countries,
  payments,
  products,
  provinces,
  sandboxCharges,
  sandboxPayments,
  stores,
} from "#server/db/schema/index.ts";
import { GeoService } from "#server/modules/geo/service.ts";
import { postForm, signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINES } from "../support/database.ts";

const PAYMENT_CODE = /CND-[0-9A-Z]{8}/g;

describe.each(ENGINES)("checkout payment through the page (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let geo: GeoService;
  let argentina: string;
  let caba: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
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

  /** A signed-in customer at the payment step with two areas and a branch; their id and document. */
  async function customerAtPaymentStep(email: string) {
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    const db = shop.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    const areas = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.slug, ["axilas", "bozo"]));
    for (const { id } of areas) {
      expect(
        (await postForm(shop.app, "/shop/cart", { intent: "add", productId: id }, { cookie })).statusCode,
      ).toBe(200);
    }
    const [store] = await db.select().from(stores).where(eq(stores.name, "Candela Palermo"));
    await postForm(shop.app, "/shop/checkout", { intent: "store", storeId: store!.id }, { cookie });
    await postForm(shop.app, "/shop/checkout", { intent: "pay" }, { cookie });
    return { cookie, accountId: account!.id, identifire: account!.identifire! };
  }

  /** A card token from the sandbox, made the way the browser SDK makes it. */
  async function cardToken(holder: string, document: string): Promise<string> {
    const res = await shop.app.inject({
      method: "POST",
      url: `/sandbox/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(shop.config.payments.publicKey)}`,
      payload: {
        card_number: "4509953566233704",
        security_code: "123",
        expiration_month: "11",
        expiration_year: "30",
        cardholder: { name: holder, identification: { type: "DNI", number: document } },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** The page's post: the payment request, the attempt key and the billing address (its fields prefixed). */
  function confirmForm(
    email: string,
    document: string,
    token: string,
    attemptKey: string,
    billing: Record<string, string> = {},
  ) {
    const address = {
      name: "Lucía",
      surname: "Pérez",
      email: `facturas-${email}`,
      address: "Av. Santa Fe 1234",
      address_information: "3° B",
      city: "Ciudad Autónoma de Buenos Aires",
      zip: "C1425",
      country: argentina,
      state: caba,
      ...billing,
    };
    return {
      intent: "confirm",
      attempt_key: attemptKey,
      token,
      payment_method_id: "visa",
      installments: "3",
      email,
      mobile_phone: "1145678901",
      identification_type: "DNI",
      identification_number: document,
      transaction_amount: "43600.00",
      ...Object.fromEntries(Object.entries(address).map(([name, value]) => [`billing.${name}`, value])),
    };
  }

  const paymentsOf = async (accountId: string) =>
    shop.database.db.select().from(payments).where(eq(payments.accountId, accountId));

  it("two 'Confirmar Pago' posts of one attempt at once make one payment and one charge", async () => {
    const email = `doble-${engine}@example.com`;
    const { cookie, accountId, identifire } = await customerAtPaymentStep(email);
    const form = confirmForm(email, identifire, await cardToken("APRO", identifire), "a".repeat(24) + engine);

    const [first, second] = await Promise.all([
      postForm(shop.app, "/shop/checkout", form, { cookie }),
      postForm(shop.app, "/shop/checkout", form, { cookie }),
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
      url: "/shop/checkout/success",
      headers: { cookie: `token=${cookie}` },
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain("¡Tu pago fue aprobado!");
    expect(result.body).toContain(stored[0]!.paymentCode);

    // The same attempt sent again later is answered with the same payment, not charged again.
    const again = await postForm(shop.app, "/shop/checkout", form, { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(stored[0]!.paymentCode);
    expect(await paymentsOf(accountId)).toHaveLength(1);
  });

  it("a billing address that breaks the rules is refused before anything is stored or charged", async () => {
    const email = `facturacion-${engine}@example.com`;
    const { cookie, accountId, identifire } = await customerAtPaymentStep(email);
    const token = await cardToken("APRO", identifire);
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
        { email: "Email inválido", city: "El máximo debe ser 255" },
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
      const res = await postForm(
        shop.app,
        "/shop/checkout",
        confirmForm(email, identifire, token, `billing-${engine}-case-${i}`, over),
        { cookie },
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(INCOMPLETE_FORM_MESSAGE);
      for (const message of Object.values(expected)) expect(res.body).toContain(message);
    }
    expect(await paymentsOf(accountId)).toHaveLength(0);
    const [charged] = await shop.database.db
      .select({ n: count() })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.payerEmail, email));
    expect(charged!.n).toBe(0);
  });

  it("the result page is for signed-in customers with a payment", async () => {
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
    expect(await geo.isStateOf(argentina, caba)).toBe(true);
    expect(await geo.isStateOf(caba, argentina)).toBe(false);

    const res = await shop.app.inject({ url: `/shop/checkout/states?country=${argentina}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Tierra del Fuego");
  });
});
