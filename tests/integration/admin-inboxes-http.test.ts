import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_MESSAGES as M } from "#domain/inboxes/messages.ts";
import { auditLog, contactMessages, mailOutbox } from "#server/db/schema/index.ts";
import { decodeHtml, postForm } from "../support/accounts.ts";
import { staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe.each([ENGINE])("the staff's inboxes on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"support" | "editor" | "franchise">;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    ({ request } = await staffClients(shop, {
      support: { role: "support" },
      editor: { role: "editor" },
      franchise: { role: "franchise" },
    }));
  });
  afterAll(() => shop?.close());

  it("lists contact messages for support, who marks them read and answered (audited)", async () => {
    const sent = await postForm(shop.app, "/contactanos", {
      tipo: "general",
      name: "Marta",
      email: `marta-${engine}@example.com`,
      phone: "1155556666",
      message: "¿Atienden los sábados?",
    });
    expect(sent.statusCode).toBe(302);
    const [message] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, `marta-${engine}@example.com`));
    const inbox = decodeHtml((await request("GET", "/admin/mensajes", "support")).body);
    expect(inbox).toContain("¿Atienden los sábados?");
    expect(inbox).toContain(M.unread);
    const dashboard = decodeHtml((await request("GET", "/admin/", "support")).body);
    expect(dashboard).toContain("Mensajes sin responder");

    expect(
      (await request("POST", "/admin/mensajes", "support", { id: message!.id, intent: "read" })).statusCode,
    ).toBe(200);
    const answered = await request("POST", "/admin/mensajes", "support", {
      id: message!.id,
      intent: "answered",
    });
    expect(answered.statusCode).toBe(200);
    expect(decodeHtml(answered.body)).toContain(M.marked);
    const [after] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message!.id));
    expect(after!.readAt).not.toBeNull();
    expect(after!.answeredAt).not.toBeNull();
    const audited = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityId, message!.id));
    expect(audited.map((a) => a.action).sort()).toEqual(["answered", "read"]);

    expect((await request("GET", "/admin/mensajes", "editor")).statusCode).toBe(403);
    expect((await request("GET", "/admin/mensajes", "franchise")).statusCode).toBe(403);
    expect(
      (await request("POST", "/admin/mensajes", "editor", { id: message!.id, intent: "read" })).statusCode,
    ).toBe(403);
  });

  it("lists the mails that failed for good and puts one back in the queue with 'Reintentar', once", async () => {
    const [failed] = await shop.database.db
      .insert(mailOutbox)
      .values({
        template: "contact_message",
        recipient: `rebota-${engine}@example.com`,
        subject: "Nuevo mensaje de contacto de Rebota",
        data: { kind: "general", name: "Rebota", email: "rebota@example.com", message: "Hola" },
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
      })
      .returning();
    const inbox = decodeHtml((await request("GET", "/admin/correos", "support")).body);
    expect(inbox).toContain(`rebota-${engine}@example.com`);
    expect(inbox).toContain("550 mailbox unavailable");
    const retried = await request("POST", "/admin/correos", "support", { id: failed!.id });
    expect(retried.statusCode).toBe(200);
    expect(decodeHtml(retried.body)).toContain(M.retried);
    // Back in the queue with fresh attempts: this process's job runner delivers it at once, so what is seen
    // is its delivery, in one attempt.
    const stored = async () =>
      (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id)))[0]!;
    await expect.poll(async () => (await stored()).status).toBe("sent");
    expect(await stored()).toMatchObject({ status: "sent", attempts: 1 });
    expect((await request("POST", "/admin/correos", "support", { id: failed!.id })).statusCode).toBe(409);
    expect((await request("POST", "/admin/correos", "editor", { id: failed!.id })).statusCode).toBe(403);
  });
});
