import { EventEmitter } from "node:events";
import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import type { MailTemplateData, MailTemplateName } from "./templates/index.ts";

/** A database handle or an open transaction: the mail is stored with whatever else that transaction writes. */
export type MailTx = Pick<Db, "insert">;

export type OutgoingMail = {
  [K in MailTemplateName]: { template: K; to: string; data: MailTemplateData[K] };
}[MailTemplateName];

/**
 * Queues a mail in the transactional outbox. Call it inside the transaction of the change that causes the
 * mail: both are stored, or neither. The mail worker delivers it after the commit.
 */
export async function enqueueMail(tx: MailTx, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ template: mail.template, recipient: mail.to, data: { ...mail.data } })
    .returning({ id: mailOutbox.id });
  queued.emit("queued");
  return row!.id;
}

const queued = new EventEmitter();
queued.setMaxListeners(0);

/** Lets this process's worker look at the outbox at once instead of at its next poll. */
export function onMailQueued(listener: () => void): () => void {
  queued.on("queued", listener);
  return () => queued.off("queued", listener);
}
