/**
 * Mercado Pago's webhook signature: `x-signature: ts=<seconds>,v1=<hex>` where v1 is HMAC-SHA256, keyed with
 * the application's secret signature, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * (a pair whose value is missing is left out). The sandbox signs with it; both providers verify with the
 * official SDK's validator, which compares in constant time.
 */
import { createHmac } from "node:crypto";
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from "mercadopago";
import type { WebhookNotification, WebhookVerification } from "./provider.ts";

export function webhookManifest(parts: { dataId?: string; requestId?: string; ts: string }): string {
  return [
    ...(parts.dataId ? [`id:${parts.dataId}`] : []),
    ...(parts.requestId ? [`request-id:${parts.requestId}`] : []),
    `ts:${parts.ts}`,
  ]
    .map((p) => `${p};`)
    .join("");
}

/** The `x-signature` header value for a notification. */
export function signWebhook(parts: {
  dataId: string;
  requestId: string;
  ts: string;
  secret: string;
}): string {
  const v1 = createHmac("sha256", parts.secret).update(webhookManifest(parts)).digest("hex");
  return `ts=${parts.ts},v1=${v1}`;
}

/**
 * Verifies a notification. No timestamp tolerance is enforced: a replayed notification only makes the shop
 * re-fetch the payment, which is harmless, while a tolerance could refuse the provider's own late retries.
 */
export function verifyWebhookSignature(
  notification: WebhookNotification,
  secret: string,
): WebhookVerification {
  if (!notification.signature) return { valid: false, reason: "missing_signature" };
  try {
    WebhookSignatureValidator.validate({
      xSignature: notification.signature,
      xRequestId: notification.requestId,
      dataId: notification.dataId,
      secret,
    });
  } catch (err) {
    if (err instanceof InvalidWebhookSignatureError) return { valid: false, reason: "bad_signature" };
    throw err;
  }
  if (notification.type !== undefined && notification.type !== "payment") {
    return { valid: false, reason: "not_a_payment" };
  }
  // Payment ids are digits; anything else must not reach a provider URL.
  if (!notification.dataId || !/^\d{1,20}$/.test(notification.dataId))
    return { valid: false, reason: "bad_payment_id" };
  return { valid: true, paymentId: notification.dataId };
}

type HeaderValue = string | string[] | undefined;

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === "number") return String(v);
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

/** The parts of an incoming webhook request that its verification needs (for the shop's endpoint). */
export function webhookNotificationFrom(request: {
  headers: Record<string, HeaderValue>;
  query: unknown;
  body: unknown;
}): WebhookNotification {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as { type?: unknown; data?: { id?: unknown } };
  return {
    signature: first(request.headers["x-signature"]),
    requestId: first(request.headers["x-request-id"]),
    dataId: first(query["data.id"]) ?? first(body.data?.id),
    type: first(query.type) ?? first(body.type),
  };
}
