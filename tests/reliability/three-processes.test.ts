/**
 * Three server processes on one PostgreSQL database with the same SESSION_SECRET, as behind a load balancer,
 * with the requests sent to each in turn: a session made on one works on the others, the rate limits count
 * across them, a catalogue change shows on all within the page cache's bound, and every outbox mail,
 * scheduled reminder and booking happens once.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantAt, localDateOf, slotIso, weekdayOf } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { jobs, payments, sessionEntitlements } from "#server/db/schema/index.ts";
import { LOGIN_RULES } from "#server/http/rate-limit.ts";
import { PAGE_CACHE_VERSION_MAX_AGE_MS } from "#server/http/page-cache/page-cache.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { SessionService } from "#server/modules/accounts/sessions.ts";
import { VISIT_REMINDER_JOB } from "#server/modules/booking/reminders.ts";
import { createCatalogEditor } from "#server/modules/catalog/editor.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { PASSWORD, decodeHtml, registration } from "../support/accounts.ts";
import { bookingShop, customerWithSessions, remindersDueAtOnce } from "../support/booking.ts";
import { linkIn } from "../support/mail-parse.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { insertAccount } from "../support/fixtures.ts";
import { createStaff } from "../support/staff.ts";
import { eventually, nextIp, postForm, sleep, stopShop, tempDir } from "./faults-support.ts";
import { startLoadShop, type LoadShop } from "./load-server.ts";

const tag = () => randomBytes(3).toString("hex");

describe("three server processes on one PostgreSQL database", () => {
  let smtp: TestSmtp;
  let shop: LoadShop;
  const others: ServerProcess[] = [];
  const dirs = [tempDir(), tempDir()];
  /** The three processes' addresses, the first one the load shop's. */
  let bases: string[];

  beforeAll(async () => {
    smtp = await startSmtp();
    // The payment reconciliation runs every second (a recurring job) instead of every minute.
    shop = await startLoadShop("rel_three", { SMTP_URL: smtp.url, PAYMENTS_RECONCILE_EVERY_SECONDS: "1" });
    // The same environment (database, session secret, SMTP) but a data directory of their own.
    others.push(
      ...(await Promise.all(dirs.map((d) => startServerProcess({ ...shop.env, DATA_DIR: d.dir })))),
    );
    bases = [shop.url, ...others.map((o) => o.url)];
  });
  afterAll(async () => {
    await Promise.all(others.map((o) => stopShop(o)));
    await shop?.stop();
    await smtp?.stop();
    for (const d of dirs) d.remove();
  });

  const get = (base: string, path: string, cookie?: string) =>
    fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { cookie: `token=${cookie}` } : {} });

  it("a customer signed up and signed in on the first process is signed in on the other two", async () => {
    const [first, ...rest] = bases;
    const email = `tres-${tag()}@example.com`;
    const name = "Clementina";
    const ip = nextIp();
    const registered = await postForm(first!, "/account-register", registration(email, { name }), { ip });
    expect(registered.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
    const link = new URL(linkIn(mail.text, "/account-verify/"));
    expect((await get(first!, `${link.pathname}${link.search}`)).status).toBe(200);
    const login = await postForm(
      first!,
      "/account-login",
      { intent: "login", email, password: PASSWORD },
      { ip },
    );
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("token="))
      ?.slice("token=".length)
      .split(";")[0];
    expect(cookie).toBeTruthy();

    for (const base of rest) {
      const page = await get(base, "/my-account", cookie);
      expect(page.status, base).toBe(200);
      expect(decodeHtml(await page.text()), base).toContain(name);
      // Without the cookie the same process sends the visitor to sign in.
      expect((await get(base, "/my-account")).status, base).toBe(302);
    }
  });

  it("counts the sign-in limit of one address and account across the processes", async () => {
    // Wrong passwords from one address for one account: LOGIN_RULES.pair.points are answered, the next are
    // refused, whichever process gets them, although no process alone has seen that many.
    const limit = LOGIN_RULES.pair.points;
    const ip = nextIp();
    const email = `limite-${tag()}@example.com`;
    const attempt = (i: number) =>
      postForm(
        bases[i % 3]!,
        "/account-login",
        { intent: "login", email, password: "no es la clave" },
        { ip },
      );
    const perProcess = [0, 0, 0];
    for (let i = 0; i < limit; i++) {
      const answer = await attempt(i);
      expect(answer.status, `attempt ${i + 1}`).toBe(401);
      perProcess[i % 3]!++;
    }
    expect(Math.max(...perProcess)).toBeLessThan(limit);
    for (let i = limit; i < limit + 3; i++) {
      const answer = await attempt(i);
      expect(answer.status, `attempt ${i + 1} on process ${(i % 3) + 1}`).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("shows a catalogue change on every process within the page cache's bound", async () => {
    const [area] = await shop.query<{ id: string; slug: string; category: string }>(
      `select p.id, p.slug, c.slug as category from products p
         join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
        where p.slug = 'axilas' order by pc.position limit 1`,
    );
    const path = `/areas/${area!.category}/${area!.slug}`;
    // Each process renders the page and keeps it in its cache: the second request is served from there.
    for (const base of bases) {
      expect((await get(base, path)).status).toBe(200);
      const again = await get(base, path);
      expect(again.status).toBe(200);
      expect(again.headers.get("x-cache"), base).toBe("hit");
    }

    // Changed as the back office's area form saves it: through the areas editor, by an editor.
    const staff = createStaffServices(shop.db, { twoFactorRequired: false });
    const editor = await createStaff(shop.db, staff, "editor");
    const acting = { actor: { id: editor.id, role: editor.role, franchiseId: null }, ip: "203.0.113.9" };
    const areas = createCatalogEditor(shop.db).areas;
    const before = (await areas.get(acting, area!.id))!;
    const title = `Axilas ${tag()}`;
    const saved = await areas.update(acting, area!.id, before.version, {
      title,
      slug: before.slug,
      sessions: before.sessions,
      price: before.price,
      price_offer: before.price_offer,
      max_installments: before.max_installments,
      installment_rates: before.installment_rates,
      categories: before.categories,
      images: before.images.map((i) => i.path),
      image_add: "",
      enabled: before.enabled,
    });
    expect(saved.ok).toBe(true);

    // The page cache promises that a committed change shows within PAGE_CACHE_VERSION_MAX_AGE_MS (1 s): that
    // is the deadline, plus 500 ms for the polling itself (a request in flight, a page rendered anew).
    const deadlineMs = PAGE_CACHE_VERSION_MAX_AGE_MS + 500;
    await Promise.all(
      bases.map((base) =>
        eventually(
          `the new title on ${base}`,
          async () => ((await (await get(base, path)).text()).includes(title) ? true : undefined),
          deadlineMs,
          50,
        ),
      ),
    );
  });

  it("delivers each of 30 outbox mails exactly once", async () => {
    const batch = tag();
    const recipients = Array.from({ length: 30 }, (_, i) => `salida-${batch}-${i}@example.com`);
    for (const [i, to] of recipients.entries()) {
      await enqueueMail(shop.db, { template: "password_changed", to, data: { name: `Cliente ${i}` } });
    }
    await eventually(
      "every mail sent",
      async () => {
        const [row] = await shop.query<{ n: number }>(
          "select count(*)::int as n from mail_outbox where recipient = any($1) and status <> 'sent'",
          [recipients],
        );
        return row!.n === 0 ? true : undefined;
      },
      60_000,
    );
    // A second delivery of a mail some other process had also taken would arrive now, if at all.
    await sleep(2000);
    const received = recipients.map((to) => smtp.mails.filter((m) => m.to.includes(to)).length);
    expect(received).toEqual(recipients.map(() => 1));
  });

  it("mails each of 15 booking reminders due at the same moment exactly once", async () => {
    const count = 15;
    const ids = await remindersDueAtOnce(shop.db, count);
    await eventually(
      "every reminder job done",
      async () => {
        const [row] = await shop.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.kind, VISIT_REMINDER_JOB));
        return Number(row!.n) === 0 ? true : undefined;
      },
      60_000,
    );
    await eventually(
      "every reminder delivered",
      async () => {
        const [row] = await shop.query<{ n: number }>(
          "select count(*)::int as n from mail_outbox where template = 'visit' and status <> 'sent'",
        );
        return row!.n === 0 ? true : undefined;
      },
      60_000,
    );
    const recipients = await shop.query<{ email: string }>(
      "select a.email from visits v join accounts a on a.id = v.account_id where v.id = any($1::uuid[])",
      [ids],
    );
    const queued = await shop.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox m join accounts a on a.email = m.recipient
         join visits v on v.account_id = a.id
        where m.template = 'visit' and m.subject like 'Recordatorio%' and v.id = any($1::uuid[]) group by v.id`,
      [ids],
    );
    expect(queued.map((m) => m.n)).toEqual(ids.map(() => 1));
    await sleep(1000);
    const received = recipients.map(
      ({ email }) =>
        smtp.mails.filter((m) => m.to.includes(email) && m.subject.startsWith("Recordatorio")).length,
    );
    expect(received).toEqual(recipients.map(() => 1));
    const [reminded] = await shop.query<{ n: number }>(
      "select count(*)::int as n from visits where reminded_for = starts_at and id = any($1::uuid[])",
      [ids],
    );
    expect(reminded!.n).toBe(count);
  });

  it("reconciles each of 10 stale pending payments once", async () => {
    // Attempts the provider never received, untouched for an hour: the reconciliation marks each not charged.
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const account = await insertAccount(shop.db);
      const [payment] = await shop.db
        .insert(payments)
        .values({
          id: randomUUID(),
          accountId: account.id,
          paymentCode: `CND-${tag().toUpperCase()}${i}`,
          idempotencyKey: `tres-${tag()}-${i}`,
          status: "pending",
          provider: "sandbox",
          subtotal: 400_000,
          discount: 0,
          total: 400_000,
          installments: 1,
          interestPercentage: 0,
          totalFinanced: 400_000,
          installmentAmount: 400_000,
          tea: 0,
          cft: 0,
          paymentMethodId: "visa",
          storeName: "Sucursal",
          storeAddress: "Av. Santa Fe 3253",
          fiservId: "1234",
          payerEmail: account.email,
          payerMobilePhone: "1155550000",
          payerIdentificationType: "DNI",
          payerIdentificationNumber: "30111222",
          updatedAt: new Date(Date.now() - 3_600_000),
        })
        .returning({ id: payments.id });
      ids.push(payment!.id);
    }
    await eventually(
      "every stale attempt marked not charged",
      async () => {
        const [row] = await shop.query<{ n: number }>(
          "select count(*)::int as n from payments where id = any($1::uuid[]) and status = 'rejected' and status_detail = 'not_charged'",
          [ids],
        );
        return row!.n === ids.length ? true : undefined;
      },
      30_000,
    );
    // Each process logs the payments its passes marked: together, each payment once.
    await sleep(2000);
    const logs = [shop.server, ...others]
      .map((p) => p.output())
      .join("\n")
      .split("\n");
    const marked = ids.map(
      (id) => logs.filter((line) => line.includes(id) && line.includes("marked not charged")).length,
    );
    expect(marked).toEqual(ids.map(() => 1));
  });

  it("books one room's free time for one of nine customers asking at once through the three processes", async () => {
    const place = await bookingShop(shop.db, { rooms: 1 });
    const area = place.areas[0]!;
    const sessions = new SessionService(shop.db);
    const customers = await Promise.all(
      Array.from({ length: 9 }, async () => {
        const { account } = await customerWithSessions(shop.db, { ...place, areas: [area] });
        const [e] = await shop.db
          .select()
          .from(sessionEntitlements)
          .where(eq(sessionEntitlements.accountId, account.id));
        const { token } = await sessions.create(shop.db, account.id);
        return { cookie: token, entitlementId: e!.id };
      }),
    );
    // A weekday a week or more ahead: the branch is open from 10 to 14.
    let day = addDays(localDateOf(Date.now()), 7);
    while ([0, 6].includes(weekdayOf(day))) day = addDays(day, 1);
    const start = instantAt(day, "11:00");

    const answers = await Promise.all(
      customers.map((c, i) =>
        postForm(
          bases[i % 3]!,
          "/my-account/turnos/reservar",
          { area: c.entitlementId, store: place.store.id, day, slot: slotIso(start) },
          { cookie: c.cookie },
        ),
      ),
    );
    const booked = answers.filter((a) => a.status === 302);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.headers.get("location")).toMatch(/^\/my-account\/turnos\/[\w-]+\?estado=confirmado$/);
    for (const refused of answers.filter((a) => a.status !== 302)) {
      expect(refused.status).toBe(409);
      expect(decodeHtml(refused.body)).toContain(BOOKING_MESSAGES.slotTaken);
    }
    const [row] = await shop.query<{ n: number }>(
      "select count(*)::int as n from visits where store_id = $1 and starts_at = $2",
      [place.store.id, new Date(start)],
    );
    expect(row!.n).toBe(1);
  });
});
