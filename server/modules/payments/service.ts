/**
 * The checkout's card payments as the routes see them: pay, show, reconcile, and apply the provider's
 * notifications. Each job lives in its own file (docs/decisions/0015-checkout-payments.md):
 * payment-attempt.ts (the attempt), status-updates.ts (every status change), effects.ts (what each
 * transition sets off), payment-sync.ts (keeping payments in step with the provider), purchase-mail.ts (the
 * purchase e-mail).
 */
import type { PaymentRequestInput } from "#domain/payments/payment-request.ts";
import type { Db } from "#server/db/client.ts";
import type { BillingAddress } from "#server/db/schema/index.ts";
import type {
  PaymentProvider,
  ProviderPayment,
  WebhookNotification,
  WebhookVerification,
} from "#server/payments/provider.ts";
import type { CartService } from "#server/modules/cart/service.ts";
import type { CouponService } from "#server/modules/coupons/service.ts";
import { silentLog, type PaymentLog } from "./log.ts";
import { PaymentAttempt } from "./payment-attempt.ts";
import type { PayOutcome } from "#domain/payments/views.ts";
import { PaymentReads } from "./payment-reads.ts";
import { PaymentSync, type ReconcilePass } from "./payment-sync.ts";
import { PaymentRefunds, type RefundOutcome, type RefundRequest } from "./refunds.ts";
import type { PaymentResult } from "#domain/payments/views.ts";
import { PaymentStatusUpdates } from "./status-updates.ts";

export interface PaymentServiceOptions {
  db: Db;
  cart: CartService;
  coupons: CouponService;
  provider: PaymentProvider;
  /** The shop's public address, for the provider's notification URL. */
  publicUrl: string;
  now?: () => Date;
}

export class PaymentService {
  private readonly provider: PaymentProvider;
  private readonly reads: PaymentReads;
  private readonly updates: PaymentStatusUpdates;
  private readonly attempt: PaymentAttempt;
  private readonly sync: PaymentSync;
  private readonly refunds: PaymentRefunds;

  constructor(opts: PaymentServiceOptions) {
    const { db, cart, coupons, provider } = opts;
    const now = opts.now ?? (() => new Date());
    this.provider = provider;
    this.reads = new PaymentReads(db);
    this.updates = new PaymentStatusUpdates({ db, providerName: provider.name, now });
    // `source_news=webhooks`: Mercado Pago then sends only webhooks to it, not the legacy IPN. Whether the
    // address is sent at all is the provider adapter's decision (Mercado Pago takes HTTPS ones only).
    const notificationUrl = `${opts.publicUrl.replace(/\/$/, "")}/api/payments/webhook?source_news=webhooks`;
    this.attempt = new PaymentAttempt({
      db,
      cart,
      coupons,
      provider,
      providerName: provider.name,
      now,
      reads: this.reads,
      updates: this.updates,
      notificationUrl,
    });
    this.sync = new PaymentSync({ db, provider, reads: this.reads, updates: this.updates });
    this.refunds = new PaymentRefunds({ db, provider, reads: this.reads, updates: this.updates, now });
  }

  /** Gives money back on an approved payment through the provider (PaymentRefunds), once per key. */
  refund(request: RefundRequest): Promise<RefundOutcome> {
    return this.refunds.refund(request);
  }

  /** Pays the account's cart (PaymentAttempt.pay): never throws for a refusal or a provider failure. */
  pay(
    accountId: string,
    input: PaymentRequestInput,
    log: PaymentLog = silentLog,
    billing: BillingAddress | null = null,
  ): Promise<PayOutcome> {
    return this.attempt.pay(accountId, input, log, billing);
  }

  /** The account's latest payment; null when it has none. The result page names its payment (byId). */
  async result(accountId: string): Promise<PaymentResult | null> {
    const row = await this.reads.latestOf(accountId);
    return row ? this.reads.toResult(row) : null;
  }

  /** The billing address of the account's latest payment that has one, or null. */
  lastBillingAddress(accountId: string): Promise<BillingAddress | null> {
    return this.reads.lastBillingAddress(accountId);
  }

  /** One payment by id (of that account when `accountId` is given). */
  async byId(paymentId: string, accountId?: string): Promise<PaymentResult | null> {
    const row = await this.reads.row(paymentId);
    if (!row || (accountId !== undefined && row.accountId !== accountId)) return null;
    return this.reads.toResult(row);
  }

  /**
   * Asks the provider for the payment's current state and applies it. A payment the provider never
   * answered for has no provider id yet: it is returned as it is (its notification will link it).
   */
  async reconcile(
    paymentId: string,
    opts: { accountId?: string; log?: PaymentLog } = {},
  ): Promise<PaymentResult | null> {
    const row = await this.reads.row(paymentId);
    if (!row || (opts.accountId !== undefined && row.accountId !== opts.accountId)) return null;
    await this.sync.reconcile(row, opts.log);
    return this.byId(paymentId);
  }

  /** One reconciliation pass over the payments undecided since `staleBefore` (PaymentSync.reconcileStale). */
  reconcileStale(opts: { staleBefore: Date; batchSize: number; log: PaymentLog }): Promise<ReconcilePass> {
    return this.sync.reconcileStale(opts);
  }

  /** Checks a webhook notification's signature (the provider's own scheme). */
  verifyWebhook(notification: WebhookNotification): WebhookVerification {
    return this.provider.verifyWebhook(notification);
  }

  /** Re-fetches and applies a notified payment without making the caller wait (PaymentSync). */
  syncInBackground(providerPaymentId: string, log: PaymentLog = silentLog): void {
    this.sync.syncInBackground(providerPaymentId, log);
  }

  /** Resolves when the notifications being applied in the background are done (shutdown, tests). */
  idle(): Promise<void> {
    return this.sync.idle();
  }

  /** Applies the provider's view of a payment (PaymentStatusUpdates); null for a payment the shop does not know. */
  async applyProviderUpdate(
    update: ProviderPayment,
    log: PaymentLog = silentLog,
  ): Promise<PaymentResult | null> {
    const applied = await this.updates.applyProviderUpdate(update, log);
    return applied ? this.reads.toResult(applied) : null;
  }
}
