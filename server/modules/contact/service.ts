import { eq } from "drizzle-orm";
import type { ContactInput } from "#domain/contact.ts";
import type { Db } from "#server/db/client.ts";
import { clientConfig, contactMessages } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";

export type ContactMessage = typeof contactMessages.$inferSelect;

/** Messages sent through the contact form. Input is validated by the contact schema before it gets here. */
export class ContactService {
  constructor(private readonly db: Db) {}

  /**
   * Stores one message and, in the same transaction, its mail to the team: the client e-mail for general
   * messages, franchises_email for corporate ones (replying answers the visitor).
   */
  async submit(input: ContactInput): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const [client] = await tx
        .select({ email: clientConfig.email, franchisesEmail: clientConfig.franchisesEmail })
        .from(clientConfig)
        .where(eq(clientConfig.id, 1));
      if (!client) throw new Error("client_config is empty: run the seed");
      const [row] = await tx
        .insert(contactMessages)
        .values({
          kind: input.tipo,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
        })
        .returning();
      if (!row) throw new Error("contact message was not stored");
      await enqueueMail(tx, {
        template: "contact_message",
        to: input.tipo === "corporativo" ? client.franchisesEmail : client.email,
        data: { kind: row.kind, name: row.name, email: row.email, phone: row.phone, message: row.message },
      });
      return row;
    });
  }
}
