/**
 * Webhook notifications, as Mercado Pago sends them: POST of `{id, live_mode, type:'payment', date_created,
 * user_id, api_version:'v1', action, data:{id}}` to the notification URL with `?data.id=…&type=payment`,
 * signed in `x-signature` over `id:…;request-id:…;ts:…;`. Queued in the database inside the transaction that
 * changed the payment, delivered afterwards by the sandbox's worker, retried until a 2xx answer.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { sandboxNotifications } from "#server/db/schema/index.ts";
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

/**
 * A claimed notification is not picked up again for this long, in case its delivery never finishes: the 22 s
 * a delivery may take, and some. A process killed mid-delivery leaves it to another within this time.
 */
const LEASE_MS = 30_000;
const BATCH = 20;

export async function queueNotification(
  tx: Tx,
  n: { paymentId: number; action: NotificationAction; url: string; now: Date },
): Promise<void> {
  await tx.insert(sandboxNotifications).values({
    paymentId: n.paymentId,
    action: n.action,
    url: n.url,
    nextAttemptAt: n.now,
    dateCreated: n.now,
  });
}

/** The notification URL with Mercado Pago's query string added. */
export function notificationTarget(url: string, paymentId: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}data.id=${paymentId}&type=payment`;
}

type Row = typeof sandboxNotifications.$inferSelect;

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

  /** Delivers every notification that is due; returns how many were attempted. */
  async deliverDue(): Promise<number> {
    const now = this.opts.now();
    const claimed = await this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(sandboxNotifications)
        .where(
          and(
            isNull(sandboxNotifications.deliveredAt),
            isNull(sandboxNotifications.failedAt),
            lte(sandboxNotifications.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(sandboxNotifications.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(sandboxNotifications)
        .set({
          attempts: sql`${sandboxNotifications.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        })
        .where(
          inArray(
            sandboxNotifications.id,
            due.map((d) => d.id),
          ),
        );
      return due;
    });
    await Promise.all(claimed.map((row) => this.deliver(row, now)));
    return claimed.length;
  }

  private async deliver(row: Row, now: Date): Promise<void> {
    const attempt = row.attempts + 1;
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
    const exhausted = !done && attempt >= this.opts.delivery.maxAttempts;
    // Three retries at the base interval, then doubling gaps.
    const gap = this.opts.delivery.retryDelayMs * 2 ** Math.max(0, attempt - 3);
    await this.db
      .update(sandboxNotifications)
      .set({
        lastStatus: status,
        lastError: done ? null : (error ?? `HTTP ${status}`),
        deliveredAt: done ? now : null,
        failedAt: exhausted ? now : null,
        nextAttemptAt: new Date(now.getTime() + gap),
      })
      .where(eq(sandboxNotifications.id, row.id));
    if (!done) {
      this.opts.log?.warn(
        { notification: row.id, payment: row.paymentId, attempt, status, error },
        exhausted ? "sandbox webhook: giving up" : "sandbox webhook: delivery failed, will retry",
      );
    }
  }
}
