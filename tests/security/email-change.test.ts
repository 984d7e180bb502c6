/**
 * The profile's e-mail change, attacked over HTTP: a stolen session must not be enough to move the account to
 * another address, the old address hears of every change, the link works once, the document number follows
 * registration's rule, and the "Ya existe una cuenta…" answer sits behind the profile's rate limit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { accounts, mailOutbox, rateLimits } from "#server/db/schema/index.ts";
import { listMailbox, type StoredMail } from "#server/mail/transports/mailbox.ts";
import { createTestApp } from "../support/app.ts";
import {
  PASSWORD,
  alerts,
  fieldErrors,
  freshIp,
  mailedLink,
  postForm,
  registration,
  signUp,
} from "../support/accounts.ts";
import { ENGINE } from "../support/database.ts";

let seq = 0;

describe.each([ENGINE])("e-mail change in the profile (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop?.close());

  const uniqueEmail = (label: string) => `${label}-${engine}-${++seq}-${Date.now()}@example.com`;

  /** A verified, signed-in customer: its address, session cookie and stored row. */
  async function customer(label = "cliente") {
    const email = uniqueEmail(label);
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    return { email, cookie, row: await accountOf(email) };
  }

  const accountOf = async (email: string) =>
    (await shop.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];

  const accountById = async (id: string) =>
    (await shop.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

  const profileOf = (row: NonNullable<Awaited<ReturnType<typeof accountOf>>>) => ({
    name: row.name,
    surname: row.surname,
    genre: "-1",
    email: row.email,
    mobile_phone: row.mobilePhone ?? "",
    birthdate: "1990-05-17",
    identifire: row.identifire,
    newsletter: "on",
  });

  const saveProfile = (cookie: string, fields: Record<string, string | undefined>, ip?: string) =>
    postForm(shop.app, "/my-account/profile", fields, { cookie, ip });

  const get = (url: string, cookie?: string) =>
    shop.app.inject({ url, headers: cookie ? { cookie: `token=${cookie}` } : {} });

  const mailsTo = async (to: string): Promise<StoredMail[]> =>
    (await listMailbox(shop.config.mail.mailboxDir)).filter((m) => m.to === to);

  const outboxTo = async (to: string) =>
    shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));

  /** Waits for a delivered mail to `to` whose plain text contains `text`. */
  async function mailWith(to: string, text: string): Promise<StoredMail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = (await mailsTo(to)).find((m) => m.text.includes(text));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} containing "${text}"`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const logIn = (email: string, password = PASSWORD) =>
    postForm(shop.app, "/account-login", { intent: "login", email, password });

  it("refuses an e-mail change without the current password, or with a wrong one, and changes nothing", async () => {
    const ana = await customer("ana");
    const taken = uniqueEmail("robada");
    const cases: [Record<string, string>, string][] = [
      [{}, ACCOUNT_MESSAGES.emailChangePasswordRequired],
      [{ password: "" }, ACCOUNT_MESSAGES.emailChangePasswordRequired],
      [{ password: "Incorrecta1" }, ACCOUNT_MESSAGES.wrongOldPassword],
    ];
    for (const [extra, message] of cases) {
      const res = await saveProfile(ana.cookie, {
        ...profileOf(ana.row!),
        surname: "Cambiado",
        email: taken,
        ...extra,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.body, "profile")).toEqual({ password: message });
      expect(res.body).not.toContain("Incorrecta1");
    }
    // A forged post repeating the field is refused like any malformed address.
    const repeated = await shop.app.inject({
      method: "POST",
      url: "/my-account/profile",
      payload: new URLSearchParams([
        ...Object.entries({ ...profileOf(ana.row!), password: PASSWORD }),
        ["email", taken],
        ["email", taken],
      ]).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": freshIp(),
        cookie: `token=${ana.cookie}`,
      },
    });
    expect(repeated.statusCode).toBe(400);
    expect(await accountById(ana.row!.id)).toEqual(ana.row);
    expect(await outboxTo(taken)).toEqual([]);
    expect(await logIn(taken)).toMatchObject({ statusCode: 401 });
  });

  it("keeps the old e-mail until the link is used, tells the old address, and saves the other fields", async () => {
    const ana = await customer("ana");
    const next = uniqueEmail("nueva");
    const res = await saveProfile(ana.cookie, {
      ...profileOf(ana.row!),
      surname: "Paz",
      email: next.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/my-account/profile");
    const stored = await accountById(ana.row!.id);
    expect(stored.email).toBe(ana.email);
    expect(stored.surname).toBe("Paz");

    // The new address gets the link, the old one the notice naming the new address.
    const link = await mailedLink(shop.config.mail.mailboxDir, next, "/account-email/");
    expect(link).toMatch(/^\/account-email\/[\w-]{40,}$/);
    const notice = await mailWith(ana.email, next);
    expect(notice.text).not.toContain("/account-email/");

    // The profile shows the pending address; the form still holds the stored one.
    const page = await get("/my-account/profile", ana.cookie);
    expect(alerts(page.body)).toContain(ACCOUNT_MESSAGES.emailChangePending(next));
    expect(page.body).toMatch(
      new RegExp(`name="email"[^>]*value="${ana.email}"|value="${ana.email}"[^>]*name="email"`),
    );

    // Until then the account still signs in with the old address only.
    expect((await logIn(next)).statusCode).toBe(401);
    expect((await logIn(ana.email)).statusCode).toBe(302);
  });

  it("moves the account to the new address with the link, once, and ends the other sessions", async () => {
    const ana = await customer("ana");
    const otherBrowser = (await logIn(ana.email)).headers["set-cookie"];
    expect(otherBrowser).toBeTruthy();
    const next = uniqueEmail("nueva");
    const res = await saveProfile(ana.cookie, { ...profileOf(ana.row!), email: next, password: PASSWORD });
    expect(res.statusCode).toBe(302);
    const link = await mailedLink(shop.config.mail.mailboxDir, next, "/account-email/");

    const confirmed = await get(link);
    expect(confirmed.statusCode).toBe(200);
    expect(alerts(confirmed.body)).toContain(ACCOUNT_MESSAGES.emailChanged(next));
    expect((await accountById(ana.row!.id)).email).toBe(next);

    // The sessions opened before the change are over.
    expect((await get("/my-account", ana.cookie)).statusCode).toBe(302);
    // The old address is told, and no longer signs in; the new one does.
    await mailWith(ana.email, "fue cambiado");
    expect((await logIn(ana.email)).statusCode).toBe(401);
    expect((await logIn(next)).statusCode).toBe(302);

    // The link works once.
    const again = await get(link);
    expect(again.statusCode).toBe(400);
    expect(alerts(again.body)).toContain(ACCOUNT_MESSAGES.emailChangeUsed);
    const forged = await get("/account-email/no-existe");
    expect(forged.statusCode).toBe(400);
    expect(alerts(forged.body)).toContain(ACCOUNT_MESSAGES.emailChangeInvalid);
  });

  it("voids the older link when a newer change is asked for", async () => {
    const ana = await customer("ana");
    const first = uniqueEmail("primera");
    const second = uniqueEmail("segunda");
    await saveProfile(ana.cookie, { ...profileOf(ana.row!), email: first, password: PASSWORD });
    const firstLink = await mailedLink(shop.config.mail.mailboxDir, first, "/account-email/");
    await saveProfile(ana.cookie, { ...profileOf(ana.row!), email: second, password: PASSWORD });
    const secondLink = await mailedLink(shop.config.mail.mailboxDir, second, "/account-email/");
    expect((await get(firstLink)).statusCode).toBe(400);
    expect((await accountById(ana.row!.id)).email).toBe(ana.email);
    // Followed in the browser that asked for it: that session stays, the account's others end.
    const otherSession = /token=([^;]+)/.exec(String((await logIn(ana.email)).headers["set-cookie"]))![1]!;
    expect((await get(secondLink, ana.cookie)).statusCode).toBe(200);
    expect((await accountById(ana.row!.id)).email).toBe(second);
    expect((await get("/my-account", ana.cookie)).statusCode).toBe(200);
    expect((await get("/my-account", otherSession)).statusCode).toBe(302);
  });

  it("answers in Spanish when the new address got an account before the link was used", async () => {
    const ana = await customer("ana");
    const next = uniqueEmail("disputada");
    await saveProfile(ana.cookie, { ...profileOf(ana.row!), email: next, password: PASSWORD });
    const link = await mailedLink(shop.config.mail.mailboxDir, next, "/account-email/");
    expect((await postForm(shop.app, "/account-register", registration(next))).statusCode).toBe(200);

    const res = await get(link);
    expect(res.statusCode).toBe(409);
    expect(alerts(res.body)).toContain(ACCOUNT_MESSAGES.emailChangeTaken);
    expect((await accountById(ana.row!.id)).email).toBe(ana.email);
  });

  it("refuses a document number that another account has, as registration does", async () => {
    const ana = await customer("ana");
    const beto = await customer("beto");
    const res = await saveProfile(ana.cookie, {
      ...profileOf(ana.row!),
      surname: "Otra",
      identifire: beto.row!.identifire,
    });
    expect(res.statusCode).toBe(409);
    expect(fieldErrors(res.body, "profile")).toEqual({ identifire: ACCOUNT_MESSAGES.documentTaken });
    expect(await accountById(ana.row!.id)).toEqual(ana.row);

    // Its own number, and a free one, still save.
    const own = await saveProfile(ana.cookie, { ...profileOf(ana.row!), surname: "Propia" });
    expect(own.headers.location).toBe("/shop/checkout?perfil=guardado");
    const free = String(Number(ana.row!.identifire) + 1);
    const moved = await saveProfile(ana.cookie, { ...profileOf(ana.row!), identifire: free });
    expect(moved.headers.location).toBe("/shop/checkout?perfil=guardado");
    expect((await accountById(ana.row!.id)).identifire).toBe(free);
  });

  it("rate-limits the 'Ya existe una cuenta' answer per account", async () => {
    const ana = await customer("ana");
    const beto = await customer("beto");
    const probe = { ...profileOf(ana.row!), email: beto.email, password: PASSWORD };
    for (let i = 0; i < 10; i++) {
      const res = await saveProfile(ana.cookie, probe, freshIp());
      expect(res.statusCode).toBe(409);
      expect(fieldErrors(res.body, "profile")).toEqual({ email: ACCOUNT_MESSAGES.emailTaken });
    }
    const limited = await saveProfile(ana.cookie, probe, freshIp());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(alerts(limited.body).some((a) => a.startsWith("Hiciste demasiados intentos."))).toBe(true);
    expect(limited.body).not.toContain(ACCOUNT_MESSAGES.emailTaken);
  });

  it("rate-limits the profile per client address across accounts", async () => {
    await shop.database.db.delete(rateLimits);
    const ip = freshIp();
    const target = await customer("objetivo");
    const probers = [await customer("a"), await customer("b"), await customer("c"), await customer("d")];
    for (const prober of probers.slice(0, 3)) {
      for (let i = 0; i < 10; i++) {
        const res = await saveProfile(
          prober.cookie,
          { ...profileOf(prober.row!), email: target.email, password: PASSWORD },
          ip,
        );
        expect(res.statusCode).toBe(409);
      }
    }
    const fourth = probers[3]!;
    const limited = await saveProfile(
      fourth.cookie,
      { ...profileOf(fourth.row!), email: target.email, password: PASSWORD },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.body).not.toContain(ACCOUNT_MESSAGES.emailTaken);
  });

  if (engine === "postgres") {
    it("gives the new address to exactly one account when the link races a registration", async () => {
      const ana = await customer("ana");
      for (let round = 0; round < 15; round++) {
        await shop.database.db.delete(rateLimits);
        const current = (await accountById(ana.row!.id)).email;
        const contested = uniqueEmail("carrera");
        const asked = await saveProfile(ana.cookie, {
          ...profileOf({ ...ana.row!, email: current }),
          email: contested,
          password: PASSWORD,
        });
        expect(asked.statusCode).toBe(302);
        const link = await mailedLink(shop.config.mail.mailboxDir, contested, "/account-email/");
        // The link is followed at a different moment of the registration each round (which hashes first).
        const later = <T>(ms: number, run: () => Promise<T>) =>
          new Promise<T>((resolve, reject) => setTimeout(() => run().then(resolve, reject), ms));
        const [confirmed, again, registered] = await Promise.all([
          later((round % 5) * 12, () => get(link)),
          later((round % 5) * 12, () => get(link)),
          postForm(shop.app, "/account-register", registration(contested)),
        ]);
        const statuses = [confirmed.statusCode, again.statusCode, registered.statusCode];
        for (const status of statuses) expect(status, `round ${round}`).toBeLessThan(500);
        const owners = await shop.database.db.select().from(accounts).where(eq(accounts.email, contested));
        expect(owners, `round ${round}`).toHaveLength(1);
        const confirmations = [confirmed, again].filter((r) => r.statusCode === 200);
        if (owners[0]!.id === ana.row!.id) {
          expect(confirmations).toHaveLength(1);
          expect(registered.statusCode).toBe(409);
        } else {
          expect(confirmations).toHaveLength(0);
          expect(
            [confirmed, again].some((r) => alerts(r.body).includes(ACCOUNT_MESSAGES.emailChangeTaken)),
          ).toBe(true);
        }
        // Sign in again for the next round: the confirmation ended the session.
        const relog = await logIn(owners[0]!.id === ana.row!.id ? contested : current);
        ana.cookie = /token=([^;]+)/.exec(String(relog.headers["set-cookie"]))![1]!;
      }
    }, 120_000);
  }
});
