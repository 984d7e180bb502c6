/**
 * POST /api/payments/webhook: the provider's payment notifications. The signature is checked, the answer
 * goes out at once (Mercado Pago waits 22 s and retries otherwise), and the payment is then fetched from the
 * provider and applied: the notification's body is never trusted for the status. Repeated and out-of-order
 * deliveries are harmless (see transitions.ts).
 *
 * The CSRF check (server/http/csrf.ts) lets it through without an exemption: it refuses only requests that a
 * browser marks as cross-site (Origin / Sec-Fetch-Site), and a provider's server sends neither.
 */
import type { FastifyInstance } from "fastify";
import { apiError } from "./api.ts";
import { webhookNotificationFrom } from "#server/payments/webhook-signature.ts";
import type { PaymentService } from "#server/modules/payments/service.ts";

export const WEBHOOK_MESSAGES = {
  invalidSignature: "La firma de la notificación no es válida.",
  badPaymentId: "La notificación no indica un pago válido.",
} as const;

export async function paymentsApi(app: FastifyInstance, opts: { payments: PaymentService }) {
  app.addHook("onClose", async () => opts.payments.idle());

  app.post("/payments/webhook", async (request, reply) => {
    const verification = opts.payments.verifyWebhook(webhookNotificationFrom(request));
    if (!verification.valid) {
      switch (verification.reason) {
        case "missing_signature":
        case "bad_signature":
          request.log.warn({ reason: verification.reason }, "payment webhook refused");
          return reply.status(401).send(apiError("invalid_signature", WEBHOOK_MESSAGES.invalidSignature));
        case "bad_payment_id":
          return reply.status(400).send(apiError("bad_payment_id", WEBHOOK_MESSAGES.badPaymentId));
        case "not_a_payment":
          // Other topics (merchant orders, …) are signed too; refusing them would only make them repeat.
          return reply.status(200).send({ status: "ignored" });
      }
    }
    opts.payments.syncInBackground(verification.paymentId, request.log);
    return reply.status(200).send({ status: "received" });
  });
}
