/**
 * An offline emulation of Mercado Pago's Checkout API (card tokens, payments, webhooks), with its state in
 * the shop's database. The HTTP face is plugin.ts; the server-side provider calls it in-process.
 *
 * - Card tokens: validated with SPEC.md §8 cause codes; single use; expire after `tokenTtlMs`.
 * - Payments: the outcome follows the token's cardholder name (data/outcomes.ts); the instalments must be
 *   among the payer costs of the card and amount; X-Idempotency-Key is required and the same key answers
 *   with the same payment; the same card, amount and payer again within a minute is refused with 801.
 * - CONT payments stay in_process and settle as approved after `pendingDelayMs` (or `settle()`).
 * - Every change queues a signed webhook notification, delivered by a job of the app's job runner (jobs.ts);
 *   `runDue()` settles and delivers what is due by the sandbox's own clock.
 */
import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sandboxCardTokens, sandboxIdempotencyKeys, sandboxPayments } from "#server/db/schema/index.ts";
import { payerCostsFor, ratesFor } from "./catalogue.ts";
import { cardTokenResource, newCardTokenRow } from "./card-token-resource.ts";
import { validateCard, type CardTokenBody } from "./card-tokens.ts";
import { ALL_INSTALLMENTS, financedAmounts } from "./data/installments.ts";
import { methodById } from "./data/payment-methods.ts";
import { outcomeFor } from "./data/outcomes.ts";
import {
  SandboxError,
  alreadyPosted,
  badRequest,
  cardTokenNotFound,
  notFound,
  unauthorized,
} from "./errors.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { notificationJobs } from "./notification-jobs.ts";
import type { DeliveryOptions } from "./notifications.ts";
import { afterTransition, charge, notify, settleDue } from "./payment-effects.ts";
import { parsePaymentRequest } from "./payment-request.ts";
import { paymentResource, refundResource } from "./payment-resource.ts";
import { recordPanelRefund, refundInTx, refundsOf } from "./refunds.ts";

export interface SandboxOptions {
  db: Db;
  /** What the browser endpoints accept as `public_key`. */
  publicKey: string;
  /** What the server endpoints accept as `Authorization: Bearer …`. */
  accessToken: string;
  /** Signs the webhook notifications. */
  webhookSecret: string;
  /** Where notifications go when the payment names no notification_url (the "panel" URL). */
  notificationUrl: string;
  /** How long a CONT payment stays in_process before it settles as approved; null: only on request. */
  pendingDelayMs: number | null;
  /** Card token lifetime; Mercado Pago documents 7 days. */
  tokenTtlMs?: number;
  /**
   * The seller account's cuotas "sin interés" (a Mercado Pago account setting): the seller absorbs their
   * financing. The shop charges its own plan interest in the transaction amount (SPEC.md §9), so its account
   * absorbs every plan, the default; an empty list gives the buyer-pays rates of the reference capture.
   */
  interestFreeInstallments?: readonly number[];
  /** The window of duplicate detection (801). */
  duplicateWindowMs?: number;
  delivery?: Partial<DeliveryOptions>;
  /** How often the app's job runner looks for due settlements and runs the notifications; 0 leaves both to `runDue()`. */
  pollMs?: number;
  now?: () => Date;
  fetch?: typeof fetch;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export type PaymentAction = "settle" | "refund" | "cancel" | "chargeback";

const TRANSITIONS: Record<PaymentAction, { from: string[]; status: string; statusDetail: string }> = {
  settle: { from: ["in_process"], status: "approved", statusDetail: "accredited" },
  refund: { from: ["approved"], status: "refunded", statusDetail: "refunded" },
  cancel: { from: ["in_process", "pending"], status: "cancelled", statusDetail: "by_collector" },
  chargeback: { from: ["approved"], status: "charged_back", statusDetail: "settled" },
};

const DAY = 24 * 3600_000;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class MercadoPagoSandbox {
  readonly publicKey: string;
  readonly webhookSecret: string;
  private readonly db: Db;
  private readonly opts: SandboxOptions;
  private readonly now: () => Date;
  private readonly notifications: ReturnType<typeof notificationJobs>;
  private log: SandboxOptions["log"];

  get interestFreeInstallments(): readonly number[] {
    return this.opts.interestFreeInstallments ?? ALL_INSTALLMENTS;
  }

  constructor(opts: SandboxOptions) {
    this.opts = opts;
    this.db = opts.db;
    this.publicKey = opts.publicKey;
    this.webhookSecret = opts.webhookSecret;
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log;
    this.notifications = notificationJobs(opts.db, {
      secret: opts.webhookSecret,
      delivery: opts.delivery,
      now: this.now,
      fetch: opts.fetch ?? ((input, init) => fetch(input, init)),
      log: () => this.log,
    });
  }

  /** The job that delivers each notification, on `jobs`. */
  registerNotifications(jobs: JobRunner): void {
    this.notifications.register(jobs);
  }

  /** Where the worker reports failed deliveries (the HTTP plugin hands over the app's logger). */
  useLog(log: NonNullable<SandboxOptions["log"]>): void {
    this.log = log;
  }

  /** `Authorization: Bearer <access token>`, as every server-side Mercado Pago endpoint requires. */
  checkAccessToken(authorization: string | undefined): void {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
    if (!token || !sameSecret(token, this.opts.accessToken)) throw unauthorized("invalid access token");
  }

  /** The browser endpoints take the public key in the query (or an access token, like Mercado Pago). */
  checkPublicKey(publicKey: string | undefined, authorization: string | undefined): void {
    if (publicKey !== undefined && publicKey === this.publicKey) return;
    if (authorization) return this.checkAccessToken(authorization);
    throw unauthorized("invalid public_key");
  }

  // ——— card tokens ———

  async createCardToken(body: CardTokenBody) {
    const now = this.now();
    const card = validateCard(body ?? {}, now);
    const [token] = await this.db
      .insert(sandboxCardTokens)
      .values(
        newCardTokenRow(card, {
          fingerprintKey: this.opts.accessToken,
          now,
          ttlMs: this.opts.tokenTtlMs ?? 7 * DAY,
        }),
      )
      .returning();
    return cardTokenResource(token!, this.publicKey, now);
  }

  async getCardToken(id: string) {
    const token = await this.db.query.sandboxCardTokens.findFirst({ where: eq(sandboxCardTokens.id, id) });
    if (!token) throw cardTokenNotFound();
    return cardTokenResource(token, this.publicKey, this.now());
  }

  // ——— payments ———

  /**
   * POST /v1/payments. `created` is false when the idempotency key had already made this payment.
   * Everything happens in one transaction: a refused request consumes neither the token nor the key.
   */
  async createPayment(rawBody: unknown, idempotencyKey: string | undefined) {
    // ⚠ Mercado Pago makes the header mandatory for new integrations; the sandbox refuses without it.
    if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw badRequest("X-Idempotency-Key header is required", [
        { code: "idempotency_key_required", description: "Header X-Idempotency-Key is required" },
      ]);
    }
    const request = parsePaymentRequest(rawBody);
    const method = methodById(request.paymentMethodId);
    if (!method) {
      throw badRequest("payment_method_id not found", [
        { code: 2030, description: "payment_method_id not found" },
      ]);
    }
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(sandboxIdempotencyKeys)
        .values({ key: idempotencyKey, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) {
        const existing = await tx.query.sandboxIdempotencyKeys.findFirst({
          where: eq(sandboxIdempotencyKeys.key, idempotencyKey),
        });
        if (!existing?.paymentId) {
          throw new SandboxError(409, "conflict", "a request with this X-Idempotency-Key is in progress");
        }
        return { created: false, paymentId: existing.paymentId };
      }

      const [token] = await tx
        .update(sandboxCardTokens)
        .set({ status: "used", dateUsed: now })
        .where(
          and(
            eq(sandboxCardTokens.id, request.token),
            eq(sandboxCardTokens.status, "active"),
            gt(sandboxCardTokens.dateDue, now),
          ),
        )
        .returning();
      if (!token) throw cardTokenNotFound();
      if (token.paymentMethodId !== method.id) {
        throw badRequest("payment_method_id does not match the card", [
          { code: "diff_param_bins", description: "payment_method_id does not match the card token" },
        ]);
      }

      // One payment at a time per card, so that two racing requests with different keys still see each other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${token.cardFingerprint}))`);
      const since = new Date(now.getTime() - (this.opts.duplicateWindowMs ?? 60_000));
      const duplicate = await tx
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.cardFingerprint, token.cardFingerprint),
            eq(sandboxPayments.transactionAmount, request.amount),
            eq(sandboxPayments.payerEmail, request.payer.email),
            gt(sandboxPayments.dateCreated, since),
            ne(sandboxPayments.status, "rejected"),
          ),
        )
        .limit(1);
      if (duplicate.length > 0) throw alreadyPosted();

      const interestFree = this.interestFreeInstallments;
      const cost = payerCostsFor(method, request.amount, interestFree).find(
        (c) => c.installments === request.installments,
      );
      const row = cost
        ? ratesFor(method, interestFree).find((r) => r.installments === cost.installments)!
        : undefined;
      const result = row
        ? outcomeFor(token.cardholderName, request.binaryMode)
        : { status: "rejected" as const, statusDetail: "cc_rejected_invalid_installments" };
      const amounts = row
        ? financedAmounts(row, request.amount)
        : { total: request.amount, perInstalment: request.amount };
      const delay = this.opts.pendingDelayMs;

      const [payment] = await tx
        .insert(sandboxPayments)
        .values({
          status: result.status,
          statusDetail: result.statusDetail,
          transactionAmount: request.amount,
          totalPaidAmount: amounts.total,
          installmentAmount: amounts.perInstalment,
          installments: request.installments,
          installmentRateBasisPoints: row ? Math.round(row.rate * 100) : 0,
          paymentMethodId: method.id,
          paymentTypeId: method.paymentTypeId,
          issuerId: request.issuerId,
          tokenId: token.id,
          cardFingerprint: token.cardFingerprint,
          firstSixDigits: token.firstSixDigits,
          lastFourDigits: token.lastFourDigits,
          expirationMonth: token.expirationMonth,
          expirationYear: token.expirationYear,
          cardholderName: token.cardholderName,
          cardholderIdentificationType: token.identificationType,
          cardholderIdentificationNumber: token.identificationNumber,
          payerEmail: request.payer.email,
          payerFirstName: request.payer.firstName,
          payerLastName: request.payer.lastName,
          payerIdentificationType: request.payer.identificationType,
          payerIdentificationNumber: request.payer.identificationNumber,
          description: request.description,
          externalReference: request.externalReference,
          statementDescriptor: request.statementDescriptor,
          notificationUrl: request.notificationUrl,
          binaryMode: request.binaryMode,
          metadata: request.metadata,
          idempotencyKey,
          settleAt: result.status === "in_process" && delay !== null ? new Date(now.getTime() + delay) : null,
          dateCreated: now,
          dateApproved: result.status === "approved" ? now : null,
          dateLastUpdated: now,
        })
        .returning();
      if (result.status === "approved") await charge(tx, payment!, now);
      await tx
        .update(sandboxIdempotencyKeys)
        .set({ paymentId: payment!.id })
        .where(eq(sandboxIdempotencyKeys.key, idempotencyKey));
      await notify(tx, payment!, "payment.created", now, this.opts.notificationUrl);
      return { created: true, paymentId: payment!.id };
    });
    return { created: outcome.created, payment: await this.getPayment(String(outcome.paymentId)) };
  }

  /** GET /v1/payments/:id */
  async getPayment(id: string) {
    const numeric = /^\d{1,18}$/.test(id) ? Number(id) : null;
    const row =
      numeric === null
        ? undefined
        : await this.db.query.sandboxPayments.findFirst({ where: eq(sandboxPayments.id, numeric) });
    if (!row) throw notFound("Payment not found", [{ code: 2000, description: "Payment not found" }]);
    return paymentResource(row, await this.refundsOf(row.id));
  }

  /** GET /v1/payments/:id/refunds */
  async listRefunds(id: string) {
    const payment = await this.getPayment(id);
    return (await this.refundsOf(payment.id)).map(refundResource);
  }

  private refundsOf(paymentId: number) {
    return refundsOf(this.db, paymentId);
  }

  /** POST /v1/payments/:id/refunds (refunds.ts). */
  async refund(id: string, body: unknown, idempotencyKey: string | undefined) {
    const now = this.now();
    const refund = await this.db.transaction((tx) =>
      refundInTx(tx, { id, body, idempotencyKey, now }, (t, payment) =>
        afterTransition(t, payment, now, this.opts.notificationUrl),
      ),
    );
    return refundResource(refund.row);
  }

  /** GET /v1/payments/search?external_reference=…: the latest payment made with that reference, or null. */
  async findPaymentByReference(externalReference: string) {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.externalReference, externalReference))
      .orderBy(desc(sandboxPayments.id))
      .limit(1);
    return row ? paymentResource(row, await this.refundsOf(row.id)) : null;
  }

  /** Moves a payment on, as the provider's back office would: settle, refund, cancel or charge back. */
  async transition(id: string, action: PaymentAction) {
    const rule = TRANSITIONS[action];
    const current = await this.getPayment(id);
    const now = this.now();
    const changed = await this.db.transaction(async (tx) => {
      const [payment] = await tx
        .update(sandboxPayments)
        .set({
          status: rule.status,
          statusDetail: rule.statusDetail,
          settleAt: null,
          dateLastUpdated: now,
          ...(rule.status === "approved" ? { dateApproved: now } : {}),
          ...(action === "refund" ? { amountRefunded: sql`${sandboxPayments.transactionAmount}` } : {}),
        })
        .where(and(eq(sandboxPayments.id, current.id), inArray(sandboxPayments.status, rule.from)))
        .returning();
      if (!payment) return false;
      if (action === "refund") {
        const left = payment.transactionAmount - Math.round(current.transaction_amount_refunded * 100);
        await recordPanelRefund(tx, payment, left, now);
      }
      await afterTransition(tx, payment, now, this.opts.notificationUrl);
      return true;
    });
    if (!changed) {
      throw badRequest(`payment ${current.id} is ${current.status}: cannot ${action}`, [
        { code: "invalid_status", description: `cannot ${action} a payment in status ${current.status}` },
      ]);
    }
    return this.getPayment(id);
  }

  /** Settles the in_process payments whose time has come; returns how many. */
  settleDue(): Promise<number> {
    return settleDue(this.db, this.now(), this.opts.notificationUrl);
  }

  // ——— due work ———

  /** Settles and delivers everything that is due now by the sandbox's clock (tests move it by hand). */
  async runDue(): Promise<{ settled: number; delivered: number }> {
    const settled = await this.settleDue();
    const delivered = await this.notifications.runDue();
    return { settled, delivered };
  }

  /** How often the app's job runner looks for due settlements; 0: only when `runDue()` is called. */
  get pollMs(): number {
    return this.opts.pollMs ?? 0;
  }
}
