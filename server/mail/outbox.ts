import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { enqueueJob, requeueJob } from "#server/jobs/enqueue.ts";
import type { MailTemplateData, MailTemplateName } from "./templates/index.ts";

/** A database handle or an open transaction: the mail is stored with whatever else that transaction writes. */
export type MailTx = Pick<Db, "insert">;

export type OutgoingMail = {
  [K in MailTemplateName]: { template: K; to: string; data: MailTemplateData[K] };
}[MailTemplateName];

/** The job that delivers one outbox mail (server/mail/plugin.ts). */
export const MAIL_SEND_JOB = "mail.send";

/**
 * Queues a mail in the transactional outbox, with the job that delivers it. Call it inside the transaction of
 * the change that causes the mail: all are stored, or none. The job runner delivers it after the commit (not
 * before `runAt`, when given).
 */
export async function enqueueMail(
  tx: MailTx,
  mail: OutgoingMail,
  opts: { runAt?: Date } = {},
): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ template: mail.template, recipient: mail.to, data: { ...mail.data } })
    .returning({ id: mailOutbox.id });
  await enqueueJob(tx, MAIL_SEND_JOB, { mailId: row!.id }, opts);
  return row!.id;
}

/** Queues the delivery of a mail that had failed for good again, in the transaction that reopens it. */
export async function requeueMail(tx: Pick<Db, "insert" | "delete">, mailId: string): Promise<void> {
  await requeueJob(tx, MAIL_SEND_JOB, { mailId });
}
