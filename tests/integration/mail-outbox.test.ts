import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailOutbox } from "#server/db/schema/index.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { registerMailJob } from "#server/mail/plugin.ts";
import { MailSender } from "#server/mail/sender.ts";
import { smtpTransport } from "#server/mail/transports/smtp.ts";
import { createServices } from "#server/services.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../support/database.ts";
import { linkIn } from "../support/mail-parse.ts";
import { freePort } from "../support/server-process.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";

const quiet = { info() {}, warn() {}, error() {} };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(ENGINES)("the mail outbox on %s", (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  const uploads = mkdtempSync(path.join(tmpdir(), "shop-mail-uploads-"));
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoData(database.db, { uploadsDir: uploads });
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });

  /** A job runner that delivers mails, as each process of the shop has; `runOnce` counts the mails it sent. */
  const worker = (url: string, from = "no-responder@candela.test") => {
    const smtp = smtpTransport(url);
    let sent = 0;
    const sender = new MailSender({
      db: database.db,
      transport: {
        kind: smtp.kind,
        send: async (m) => smtp.send(m).then((r) => (sent++, r)),
        close: () => smtp.close(),
      },
      from,
      publicUrl: "https://tienda.candela.test",
      log: quiet,
    });
    const runner = new JobRunner({ db: database.db, log: quiet });
    registerMailJob(runner, sender, { retryBaseMs: 100 });
    return {
      runOnce: async () => {
        sent = 0;
        await runner.runOnce();
        return sent;
      },
      close: () => sender.close(),
    };
  };
  const row = async (id: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  /** The job that delivers a mail. */
  const jobOf = sql`${jobs.payload} ->> 'mailId'`;
  const job = async (id: string) => (await database.db.select().from(jobs).where(eq(jobOf, id)))[0]!;

  it("delivers a queued mail once over SMTP, in Spanish, with the client's details and a plain-text part", async () => {
    const to = `verifica-${engine}@example.com`;
    const id = await enqueueMail(database.db, {
      template: "verify_account",
      to,
      data: { name: "Marta", token: "tok-123" },
    });
    const w = worker(smtp.url);
    expect(await w.runOnce()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe("Verificá tu cuenta de Candela");
    expect(mail.from).toBe("Candela <no-responder@candela.test>");
    expect(mail.messageId).toBe(`<${id}@tienda.candela.test>`);
    expect(mail.text).toContain("Hola Marta");
    expect(linkIn(mail.text, "/account-verify/")).toBe("https://tienda.candela.test/account-verify/tok-123");
    expect(mail.text).toContain("0810-345-2263");
    expect(mail.text).toContain("hola@candela.com.ar");
    expect(mail.html).toContain('href="https://tienda.candela.test/account-verify/tok-123"');
    expect(mail.html).toContain('lang="es"');

    const sent = await row(id);
    expect(sent.status).toBe("sent");
    expect(sent.sentAt).not.toBeNull();
    expect(sent.subject).toBe("Verificá tu cuenta de Candela");
    expect(sent.data).toBeNull();
    // Another pass finds nothing to send: a delivered row is never sent again.
    expect(await w.runOnce()).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
    await w.close();
  });

  it("sends the contact mail to the team with the visitor as Reply-To", async () => {
    const id = await enqueueMail(database.db, {
      template: "contact_message",
      to: "franquicias@candela.com.ar",
      data: {
        kind: "corporativo",
        name: "Pedro Gómez",
        email: "pedro@example.com",
        phone: null,
        message: "Hola",
      },
    });
    const w = worker(smtp.url, "Tienda Candela <avisos@candela.test>");
    await w.runOnce();
    const mail = await smtp.waitFor((m) => m.subject === "Nueva consulta corporativa de Pedro Gómez");
    expect(mail.replyTo).toBe("pedro@example.com");
    expect(mail.from).toBe("Tienda Candela <avisos@candela.test>");
    expect((await row(id)).status).toBe("sent");
    await w.close();
  });

  it("queues the contact form's mail with the stored message: to the client, or to franchises", async () => {
    const contact = createServices(database).contact;
    const general = await contact.submit({
      tipo: "general",
      name: "Laura Díaz",
      email: "laura@example.com",
      phone: undefined,
      message: "¿Atienden los sábados?",
    });
    const corporate = await contact.submit({
      tipo: "corporativo",
      name: "Empresa SA",
      email: "compras@empresa.example",
      phone: "1144443333",
      message: "Queremos abrir una franquicia.",
    });
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "contact_message"));
    const byRecipient = Object.fromEntries(rows.map((r) => [r.recipient, r.data]));
    expect(byRecipient["hola@candela.com.ar"]).toMatchObject({
      kind: "general",
      name: general.name,
      email: general.email,
    });
    expect(byRecipient["franquicias@candela.com.ar"]).toMatchObject({
      kind: "corporativo",
      name: corporate.name,
      phone: "1144443333",
    });
    const w = worker(smtp.url);
    await w.runOnce();
    const mail = await smtp.waitFor((m) => m.subject === "Nuevo mensaje de contacto de Laura Díaz");
    expect(mail.to).toContain("hola@candela.com.ar");
    expect(mail.replyTo).toBe("laura@example.com");
    expect(mail.text).toContain("¿Atienden los sábados?");
    await w.close();
  });

  it("hands each mail to exactly one of several workers running at once", async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        enqueueMail(database.db, {
          template: "password_changed",
          to: `paralelo-${engine}-${i}@example.com`,
          data: { name: `Cliente ${i}` },
        }),
      ),
    );
    const workers = [worker(smtp.url), worker(smtp.url), worker(smtp.url)];
    let delivered = 0;
    for (let round = 0; round < 3; round++) {
      delivered += (await Promise.all(workers.map((w) => w.runOnce()))).reduce((a, b) => a + b, 0);
    }
    expect(delivered).toBe(12);
    for (const id of ids) expect((await row(id)).status).toBe("sent");
    for (let i = 0; i < 12; i++) {
      expect(smtp.mails.filter((m) => m.to.includes(`paralelo-${engine}-${i}@`))).toHaveLength(1);
    }
    await Promise.all(workers.map((w) => w.close()));
  });

  it("takes over mails whose worker died (lease over) and leaves those another worker holds", async () => {
    const abandoned = await enqueueMail(database.db, {
      template: "password_changed",
      to: `abandonada-${engine}@example.com`,
      data: { name: "A" },
    });
    const held = await enqueueMail(database.db, {
      template: "password_changed",
      to: `tomada-${engine}@example.com`,
      data: { name: "B" },
    });
    await database.db
      .update(jobs)
      .set({ leaseOwner: "muerto", leaseUntil: new Date(Date.now() - 1000), attempts: 1 })
      .where(eq(jobOf, abandoned));
    await database.db
      .update(jobs)
      .set({ leaseOwner: "vivo", leaseUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(jobOf, held));
    const w = worker(smtp.url);
    await w.runOnce();
    expect((await row(abandoned)).status).toBe("sent");
    expect((await row(held)).status).toBe("pending");
    expect(smtp.mails.filter((m) => m.to.includes(`tomada-${engine}@`))).toHaveLength(0);
    await database.db.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, held));
    await w.close();
  });

  it("keeps a mail when SMTP is down, retries it later, and gives up only on a permanent refusal", async () => {
    const deadPort = await freePort();
    const to = `reintento-${engine}@example.com`;
    const id = await enqueueMail(database.db, { template: "password_changed", to, data: { name: "Rita" } });
    const w = worker(`smtp://127.0.0.1:${deadPort}`);
    expect(await w.runOnce()).toBe(0);
    const failed = await row(id);
    expect(failed.status).toBe("pending");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await job(id)).runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    await w.close();

    // A server that refuses the recipient for good: the row is marked failed and left alone.
    const refusing = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
      },
    });
    const refusingPort = await freePort();
    await new Promise<void>((resolve) => refusing.listen(refusingPort, "127.0.0.1", resolve));
    const bad = await enqueueMail(database.db, {
      template: "password_changed",
      to: "nadie@example.com",
      data: { name: "X" },
    });
    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + 3600_000) })
      .where(eq(jobOf, id));
    const w2 = worker(`smtp://127.0.0.1:${refusingPort}`);
    await w2.runOnce();
    const refused = await row(bad);
    expect(refused.status).toBe("failed");
    expect(refused.attempts).toBe(1);
    await w2.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });
});

describe.each(ENGINES)("registrations while SMTP is down on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let smtpPort: number;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtpPort = await freePort();
    shop = await createTestApp(engine, {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: "http://tienda.test" },
      mailRetry: { retryBaseMs: 200, retryMaxMs: 500 },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.stop();
  });

  it("still succeed, and their mails arrive once the server is back", async () => {
    const emails = [`caida1-${engine}@example.com`, `caida2-${engine}@example.com`];
    for (const [i, email] of emails.entries()) {
      const res = await shop.app.inject({
        method: "POST",
        url: "/account-register",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.9.0.${i}` },
        payload: form({
          name: "Sol",
          surname: "Ríos",
          email,
          identifire: `3555000${i}`,
          mobile_phone: "1144445555",
          password: "Clave123",
          newsletter: "on",
          terms: "on",
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("Hola Sol");
    }
    // The worker has tried and failed: the mails wait in the outbox.
    await expect
      .poll(
        async () => {
          const rows = await shop.database.db.select().from(mailOutbox);
          return rows.filter((r) => emails.includes(r.recipient) && r.attempts > 0 && r.status === "pending")
            .length;
        },
        { timeout: 15_000 },
      )
      .toBe(2);

    smtp = await startSmtp(smtpPort);
    for (const email of emails) {
      const mail = await smtp.waitFor((m) => m.to.includes(email), 20_000);
      expect(linkIn(mail.text, "/account-verify/")).toMatch(
        /^http:\/\/tienda\.test\/account-verify\/[\w-]{43}$/,
      );
    }
    await expect
      .poll(
        async () =>
          (await shop.database.db.select().from(mailOutbox)).filter((r) => r.status === "sent").length,
        {
          timeout: 10_000,
        },
      )
      .toBe(2);
    expect(smtp.mails).toHaveLength(2);
  });
});
