/**
 * Webhook notifications, as Mercado Pago sends them: POST of `{id, live_mode, type:'payment', date_created,
 * user_id, api_version:'v1', action, data:{id}}` to the notification URL with `?data.id=…&type=payment`,
 * signed in `x-signature` over `id:…;request-id:…;ts:…;`. Queued in the database inside the transaction that
 * changed the payment, with the job that delivers it afterwards, retried until a 2xx answer.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { sandboxNotifications } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";
import type { QueuedJobOptions } from "#server/jobs/runner.ts";
import { signWebhook } from "#server/payments/webhook-signature.ts";
import { SANDBOX_USER_ID, mpDate } from "./payment-resource.ts";

export type NotificationAction = "payment.created" | "payment.updated";

export interface DeliveryOptions {
  /** Mercado Pago waits 22 s for the answer. */
  timeoutMs: number;
  /** Mercado Pago retries every 15 min, with longer gaps after the third attempt; scaled down here. */
  retryDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_DELIVERY: DeliveryOptions = { timeoutMs: 22_000, retryDelayMs: 15_000, maxAttempts: 8 };

/** A notification waits for its job (jobs.ts), which the job runner claims, leases and retries. */
export const SANDBOX_NOTIFICATION_JOB = "sandbox.notification";

/** The runner's retries of a notification, as Mercado Pago's: three at the base interval, then doubling. */
export function notificationRetry(delivery: DeliveryOptions): QueuedJobOptions {
  return {
    maxAttempts: delivery.maxAttempts,
    retryBaseMs: delivery.retryDelayMs,
    retriesAtBase: 3,
    retryMaxMs: 24 * 3600_000,
    // A claimed notification is not taken again for this long: the 22 s a delivery may take, and some.
    leaseMs: 30_000,
  };
}

export async function queueNotification(
  tx: Tx,
  n: { paymentId: number; action: NotificationAction; url: string; now: Date },
): Promise<void> {
  const [row] = await tx
    .insert(sandboxNotifications)
    .values({ paymentId: n.paymentId, action: n.action, url: n.url, dateCreated: n.now })
    .returning({ id: sandboxNotifications.id });
  await enqueueJob(tx, SANDBOX_NOTIFICATION_JOB, { notificationId: row!.id }, { runAt: n.now });
}

/** The notification URL with Mercado Pago's query string added. */
export function notificationTarget(url: string, paymentId: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}data.id=${paymentId}&type=payment`;
}

export class WebhookDeliverer {
  constructor(
    private readonly db: Db,
    private readonly opts: {
      secret: string;
      delivery: DeliveryOptions;
      now: () => Date;
      fetch: typeof fetch;
      log?: { warn: (obj: object, msg: string) => void };
    },
  ) {}

  /**
   * Posts the notification on its `attempt`-th run and records the answer; throws when it was not a 2xx, for
   * the runner to retry.
   */
  async deliver(notificationId: number, attempt: number): Promise<void> {
    const [row] = await this.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.id, notificationId));
    if (!row || row.deliveredAt || row.failedAt) return;
    const now = this.opts.now();
    const requestId = randomUUID();
    const dataId = String(row.paymentId);
    const ts = String(Math.floor(now.getTime() / 1000));
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await this.opts.fetch(notificationTarget(row.url, row.paymentId), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-request-id": requestId,
          "x-signature": signWebhook({ dataId, requestId, ts, secret: this.opts.secret }),
          "user-agent": "MercadoPago WebHook v1.0 payment (sandbox)",
        },
        body: JSON.stringify({
          id: row.id,
          live_mode: false,
          type: "payment",
          date_created: mpDate(row.dateCreated),
          user_id: SANDBOX_USER_ID,
          api_version: "v1",
          action: row.action,
          data: { id: dataId },
        }),
        signal: AbortSignal.timeout(this.opts.delivery.timeoutMs),
      });
      status = res.status;
      await res.body?.cancel().catch(() => {});
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }

    const done = status !== null && status >= 200 && status < 300;
    await this.db
      .update(sandboxNotifications)
      .set({
        attempts: attempt,
        lastStatus: status,
        lastError: done ? null : (error ?? `HTTP ${status}`),
        deliveredAt: done ? now : null,
      })
      .where(eq(sandboxNotifications.id, row.id));
    if (done) return;
    this.opts.log?.warn(
      { notification: row.id, payment: row.paymentId, attempt, status, error },
      "sandbox webhook: delivery failed",
    );
    throw new Error(error ?? `HTTP ${status}`);
  }

  /** The attempts ran out: the notification is not sent again. */
  async giveUp(notificationId: number): Promise<void> {
    await this.db
      .update(sandboxNotifications)
      .set({ failedAt: this.opts.now() })
      .where(eq(sandboxNotifications.id, notificationId));
    this.opts.log?.warn({ notification: notificationId }, "sandbox webhook: giving up");
  }
}
