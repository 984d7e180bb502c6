/**
 * The production provider: Mercado Pago's Checkout API through the official `mercadopago` package (v3).
 *
 * - A new client per call: the SDK merges `requestOptions` into the shared config (sdk-nodejs #481), so a
 *   reused client would replay the first idempotency key on later payments.
 * - The idempotency key is always passed explicitly; the SDK sends it as X-Idempotency-Key and reuses it on
 *   its own retries (429 and 5xx, honouring Retry-After), so a retried create never charges twice.
 * - The shop's notification URL is sent only when Mercado Pago accepts it (notification-url.ts).
 */
import { MercadoPagoConfig, Payment, PaymentRefund } from "mercadopago";
import {
  fromPaymentResource,
  fromRefundResource,
  toPaymentBody,
  toPesos,
  type MpPaymentResource,
  type MpRefundResource,
} from "#server/payments/mercadopago-rest.ts";
import type {
  CreatePaymentRequest,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  WebhookNotification,
  WebhookVerification,
} from "#server/payments/provider.ts";
import { verifyWebhookSignature } from "#server/payments/webhook-signature.ts";
import { toProviderError } from "./errors.ts";
import { acceptedNotificationUrl } from "./notification-url.ts";

export interface MercadoPagoProviderOptions {
  accessToken: string;
  webhookSecret: string;
  /** Per attempt; the checkout waits on it, so well below the SDK's 60 s. */
  timeoutMs?: number;
  /** Retries after the first attempt, on 429 and 5xx. */
  maxRetries?: number;
  /** First back-off delay; doubles on each retry. */
  initialRetryDelayMs?: number;
  /** Longest wait between attempts, Retry-After included. */
  maxRetryDelayMs?: number;
}

export class MercadoPagoProvider implements PaymentProvider {
  readonly name = "mercadopago" as const;

  constructor(private readonly opts: MercadoPagoProviderOptions) {}

  private config(): MercadoPagoConfig {
    return new MercadoPagoConfig({
      accessToken: this.opts.accessToken,
      options: {
        timeout: this.opts.timeoutMs ?? 20_000,
        maxRetries: this.opts.maxRetries ?? 2,
        initialDelay: this.opts.initialRetryDelayMs ?? 500,
        maxDelay: this.opts.maxRetryDelayMs ?? 5_000,
      },
    });
  }

  private client(): Payment {
    return new Payment(this.config());
  }

  async createPayment(
    request: CreatePaymentRequest,
    options: { idempotencyKey: string },
  ): Promise<ProviderPayment> {
    if (!options.idempotencyKey) throw new Error("createPayment needs an idempotency key");
    const body = toPaymentBody({
      ...request,
      notificationUrl: acceptedNotificationUrl(request.notificationUrl),
    });
    try {
      const payment = await this.client().create({
        body,
        requestOptions: { idempotencyKey: options.idempotencyKey },
      });
      return fromPaymentResource(payment as unknown as MpPaymentResource);
    } catch (err) {
      throw toProviderError(err);
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    if (!/^\d{1,20}$/.test(id)) throw new Error(`not a Mercado Pago payment id: ${id}`);
    try {
      const payment = await this.client().get({ id });
      return fromPaymentResource(payment as unknown as MpPaymentResource);
    } catch (err) {
      throw toProviderError(err);
    }
  }

  async findByExternalReference(externalReference: string): Promise<ProviderPayment | null> {
    try {
      const found = await this.client().search({
        options: { external_reference: externalReference, sort: "date_created", criteria: "desc", limit: 1 },
      });
      const id = found.results?.[0]?.id;
      // The search answers a summary: the payment itself is fetched for every field the shop reads.
      return id === undefined ? null : await this.getPayment(String(id));
    } catch (err) {
      throw toProviderError(err);
    }
  }

  async refundPayment(
    paymentId: string,
    request: { amount?: number },
    options: { idempotencyKey: string },
  ): Promise<ProviderRefund> {
    if (!options.idempotencyKey) throw new Error("refundPayment needs an idempotency key");
    if (!/^\d{1,20}$/.test(paymentId)) throw new Error(`not a Mercado Pago payment id: ${paymentId}`);
    try {
      const refunds = new PaymentRefund(this.config());
      const requestOptions = { idempotencyKey: options.idempotencyKey };
      const refund =
        request.amount === undefined
          ? await refunds.total({ payment_id: paymentId, requestOptions })
          : await refunds.create({
              payment_id: paymentId,
              body: { amount: toPesos(request.amount) },
              requestOptions,
            });
      return fromRefundResource(refund as unknown as MpRefundResource);
    } catch (err) {
      throw toProviderError(err);
    }
  }

  verifyWebhook(notification: WebhookNotification): WebhookVerification {
    return verifyWebhookSignature(notification, this.opts.webhookSecret);
  }
}
