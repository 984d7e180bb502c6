/**
 * The server-side provider over the sandbox: the same requests the Mercado Pago adapter sends, handled
 * in-process (no HTTP round trip to the shop itself), and the same resource conversion.
 */
import {
  fromPaymentResource,
  fromRefundResource,
  toPaymentBody,
  toPesos,
} from "#server/payments/mercadopago-rest.ts";
import {
  PaymentProviderError,
  errorKindForStatus,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type WebhookNotification,
  type WebhookVerification,
} from "#server/payments/provider.ts";
import { verifyWebhookSignature } from "#server/payments/webhook-signature.ts";
import { SandboxError } from "./errors.ts";
import type { MercadoPagoSandbox } from "./sandbox.ts";

function providerError(err: unknown): unknown {
  if (!(err instanceof SandboxError)) return err;
  return new PaymentProviderError(errorKindForStatus(err.status), err.body.message, {
    status: err.status,
    causes: err.body.cause.map((c) => ({ code: String(c.code), description: c.description })),
  });
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox" as const;

  constructor(private readonly sandbox: MercadoPagoSandbox) {}

  async createPayment(
    request: CreatePaymentRequest,
    options: { idempotencyKey: string },
  ): Promise<ProviderPayment> {
    try {
      const { payment } = await this.sandbox.createPayment(toPaymentBody(request), options.idempotencyKey);
      return fromPaymentResource(payment);
    } catch (err) {
      throw providerError(err);
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    try {
      return fromPaymentResource(await this.sandbox.getPayment(id));
    } catch (err) {
      throw providerError(err);
    }
  }

  async findByExternalReference(externalReference: string): Promise<ProviderPayment | null> {
    const payment = await this.sandbox.findPaymentByReference(externalReference);
    return payment ? fromPaymentResource(payment) : null;
  }

  async refundPayment(
    paymentId: string,
    request: { amount?: number },
    options: { idempotencyKey: string },
  ): Promise<ProviderRefund> {
    try {
      const body = request.amount === undefined ? {} : { amount: toPesos(request.amount) };
      return fromRefundResource(await this.sandbox.refund(paymentId, body, options.idempotencyKey));
    } catch (err) {
      throw providerError(err);
    }
  }

  verifyWebhook(notification: WebhookNotification): WebhookVerification {
    return verifyWebhookSignature(notification, this.sandbox.webhookSecret);
  }
}
