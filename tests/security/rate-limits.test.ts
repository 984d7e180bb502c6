/**
 * Oracles and floods, each limited per client address and per account with the shop's Spanish message:
 * discount-code guessing, the contact form, sandbox card tokens and sign-in. Wrong passwords from one
 * address refuse that address, never the account's owner elsewhere. Guest cart lines sent with the login
 * keep the cart's maximum quantity.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUANTITY_MAX } from "#domain/cart/local-cart.ts";
import {
  accounts,
  cartCoupons,
  cartItems,
  contactMessages,
  mailOutbox,
  products,
  sandboxCardTokens,
} from "#server/db/schema/index.ts";
import { LOGIN_RULES, RATE_LIMIT_RULES } from "#server/http/rate-limit.ts";
import { PASSWORD, signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINES } from "../support/database.ts";

const LIMITED = /Hiciste demasiados intentos\. Esperá \d+ minutos? y volvé a intentar\./;

let addressCounter = 0;
/** A client address of its own for each scenario (Fastify inject's socket address, no proxy header). */
const address = () => `192.0.2.${++addressCounter}`;

describe.each(ENGINES)("rate limits of the shop's forms on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let areaId: string;
  let n = 0;
  const email = () => `limites-${engine}-${++n}@example.com`;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const [area] = await shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.slug, ["axilas"]));
    areaId = area!.id;
  });
  afterAll(() => shop?.close());

  /** A form post from one client address, as a browser on the shop's own origin sends it. */
  const post = (url: string, fields: Record<string, string>, opts: { ip: string; cookie?: string }) =>
    shop.app.inject({
      method: "POST",
      url,
      remoteAddress: opts.ip,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: shop.config.publicUrl,
        ...(opts.cookie ? { cookie: `token=${opts.cookie}` } : {}),
      },
    });

  const accountId = async (mail: string) => {
    const [row] = await shop.database.db.select().from(accounts).where(eq(accounts.email, mail));
    return row!.id;
  };

  it("refuses discount-code guesses beyond the limit per account and per address, in Spanish", async () => {
    const ip = address();
    const guesserMail = email();
    const guesser = await signUp(shop.app, shop.config.mail.mailboxDir, guesserMail);
    expect(
      (await post("/shop/cart", { intent: "add", productId: areaId }, { ip, cookie: guesser })).statusCode,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) {
      const res = await post(
        "/shop/checkout",
        { intent: "coupon", code: `ADIVINO${i}` },
        { ip, cookie: guesser },
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers["retry-after"]).toBeDefined();
        expect(res.body).toMatch(LIMITED);
      }
    }
    const perAccount = RATE_LIMIT_RULES.coupon.account.points;
    expect(statuses.slice(0, perAccount).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(perAccount).every((s) => s === 429)).toBe(true);
    // Over the limit even a real code is not looked up.
    const real = await post(
      "/shop/checkout",
      { intent: "coupon", code: "BIENVENIDA10" },
      { ip, cookie: guesser },
    );
    expect(real.statusCode).toBe(429);
    const applied = await shop.database.db
      .select()
      .from(cartCoupons)
      .where(eq(cartCoupons.accountId, await accountId(guesserMail)));
    expect(applied).toHaveLength(0);

    // The refused guesses spent the address too: another account behind it is refused at once.
    const other = await signUp(shop.app, shop.config.mail.mailboxDir, email());
    await post("/shop/cart", { intent: "add", productId: areaId }, { ip, cookie: other });
    const fromOther = await post(
      "/shop/checkout",
      { intent: "coupon", code: "OTRO1" },
      { ip, cookie: other },
    );
    expect(fromOther.statusCode).toBe(429);
    // The same account from another address is still refused: the account's limit is spent.
    const elsewhere = await post(
      "/shop/checkout",
      { intent: "coupon", code: "OTRO2" },
      { ip: address(), cookie: guesser },
    );
    expect(elsewhere.statusCode).toBe(429);
  });

  const contact = (mail: string) => ({
    tipo: "general",
    name: "Lucía",
    email: mail,
    phone: "1155556666",
    message: "Quisiera saber los horarios de la sucursal.",
  });
  const stored = async () => {
    const db = shop.database.db;
    const [messages] = await db.select({ n: count() }).from(contactMessages);
    const [mails] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "contact_message"));
    return { messages: messages!.n, mails: mails!.n };
  };

  it("stores and mails at most the limit of contact messages per address and per e-mail", async () => {
    const ip = address();
    const before = await stored();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await post("/contactanos", contact(email()), { ip }));
    const perAddress = RATE_LIMIT_RULES.contact.ip.points;
    expect(answers.slice(0, perAddress).every((r) => r.statusCode === 302)).toBe(true);
    for (const res of answers.slice(perAddress)) {
      expect(res.statusCode).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
      expect(res.body).toMatch(LIMITED);
    }
    const afterAddress = await stored();
    expect(afterAddress.messages - before.messages).toBe(perAddress);
    expect(afterAddress.mails - before.mails).toBe(perAddress);

    // One e-mail from ever-new addresses.
    const sender = email();
    const fromMany = [];
    for (let i = 0; i < 40; i++)
      fromMany.push((await post("/contactanos", contact(sender), { ip: address() })).statusCode);
    const perEmail = RATE_LIMIT_RULES.contact.account.points;
    expect(fromMany.filter((s) => s === 302)).toHaveLength(perEmail);
    expect(fromMany.filter((s) => s === 429)).toHaveLength(40 - perEmail);
    const afterEmail = await stored();
    expect(afterEmail.messages - afterAddress.messages).toBe(perEmail);
    expect(afterEmail.mails - afterAddress.mails).toBe(perEmail);
  });

  it("answers sandbox card tokens beyond the address's limit with a JSON 429 in Spanish", async () => {
    const ip = address();
    const [before] = await shop.database.db.select({ n: count() }).from(sandboxCardTokens);
    const statuses: number[] = [];
    const limit = RATE_LIMIT_RULES.cardToken.ip.points;
    for (let i = 0; i < limit + 5; i++) {
      const res = await shop.app.inject({
        method: "POST",
        url: `/sandbox/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(shop.config.payments.publicKey)}`,
        remoteAddress: ip,
        payload: {
          card_number: "4509953566233704",
          security_code: "123",
          expiration_month: "11",
          expiration_year: "30",
          cardholder: { name: "APRO", identification: { type: "DNI", number: "12345678" } },
        },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.headers["retry-after"]).toBeDefined();
        const body = res.json<{ error: string; status: number; message: string }>();
        expect(body.error).toBe("too_many_requests");
        expect(body.status).toBe(429);
        expect(body.message).toMatch(LIMITED);
      }
    }
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const [after] = await shop.database.db.select({ n: count() }).from(sandboxCardTokens);
    expect(after!.n - before!.n).toBe(limit);
  });

  it("keeps a guest cart line sent with the login at the cart's maximum quantity", async () => {
    const mail = email();
    await signUp(shop.app, shop.config.mail.mailboxDir, mail);
    const res = await post(
      "/account-login",
      { intent: "login", email: mail, password: PASSWORD, "items[0]._id": areaId, "items[0].quantity": "99" },
      { ip: address() },
    );
    expect(res.statusCode).toBe(302);
    const lines = await shop.database.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.accountId, await accountId(mail)), eq(cartItems.productId, areaId)));
    expect(lines).toEqual([{ quantity: QUANTITY_MAX }]);
  });

  it("refuses the guessing address, never the owner signing in from elsewhere", async () => {
    const owner = email();
    await signUp(shop.app, shop.config.mail.mailboxDir, owner);
    const attacker = address();
    const guesses = [];
    for (let i = 0; i < LOGIN_RULES.pair.points + 2; i++) {
      guesses.push(
        (
          await post(
            "/account-login",
            { intent: "login", email: owner, password: `Adivino${i}` },
            { ip: attacker },
          )
        ).statusCode,
      );
    }
    expect(guesses.slice(0, LOGIN_RULES.pair.points).every((s) => s === 401)).toBe(true);
    expect(guesses.slice(LOGIN_RULES.pair.points).every((s) => s === 429)).toBe(true);

    // The attacker's address stays refused, even with the right password.
    const fromAttacker = await post(
      "/account-login",
      { intent: "login", email: owner, password: PASSWORD },
      { ip: attacker },
    );
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.body).toMatch(LIMITED);

    // The owner, elsewhere, signs in.
    const fromOwner = await post(
      "/account-login",
      { intent: "login", email: owner, password: PASSWORD },
      { ip: address() },
    );
    expect(fromOwner.statusCode).toBe(302);
  });

  it("limits one address trying many accounts", async () => {
    const ip = address();
    for (let i = 0; i < LOGIN_RULES.ip.points; i++) {
      const res = await post(
        "/account-login",
        { intent: "login", email: `barrido-${i}-${engine}@example.com`, password: "Mala1234" },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      "/account-login",
      { intent: "login", email: `barrido-x-${engine}@example.com`, password: "Mala1234" },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toMatch(LIMITED);
  });
});
