/**
 * Card payments of the checkout (SPEC.md §3, §4, §8): one attempt per idempotency key, amounts computed from
 * the server cart, the provider called once per attempt, and its answers and notifications applied
 * idempotently. How and why: docs/decisions/0015-checkout-payments.md.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { formatAddress } from "#domain/address.ts";
import { documentNeedsUpdate } from "#domain/cart/store-choice.ts";
import { checkoutReadiness } from "#domain/cart/readiness.ts";
import { productField } from "#domain/catalog.ts";
import { acceptsCard, cardNotAcceptedMessage } from "#domain/payments/card-brands.ts";
import {
  installmentOption,
  offeredPlans,
  ratesApply,
  type InstallmentSettings,
} from "#domain/payments/installments.ts";
import { DEBIT_PAYMENT_METHODS, paymentMethodName } from "#domain/payments/payment-methods.ts";
import { buyerPays } from "#domain/payments/financing.ts";
import {
  paymentRequestErrors,
  paymentRequestSchema,
  type PaymentRequest,
  type PaymentRequestInput,
} from "#domain/payments/payment-request.ts";
import type { TokenFieldError } from "#domain/payments/errors.ts";
import { formatMoney } from "#domain/money.ts";
import { effectivePrice } from "#domain/pricing.ts";
import type { Db } from "#server/db/client.ts";
import {
  accounts,
  carts,
  couponRedemptions,
  franchises,
  paymentItems,
  payments,
  provinces,
  shopSettings,
  stores,
} from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import {
  PaymentProviderError,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
  type WebhookNotification,
  type WebhookVerification,
} from "#server/payments/provider.ts";
import type { CartService } from "#server/modules/cart/service.ts";
import { CouponError, type CouponService } from "#server/modules/coupons/service.ts";
import { CHECKOUT_MESSAGES, CheckoutRefusal, type CheckoutRefusalCode } from "./errors.ts";
import { newPaymentCode } from "./payment-code.ts";
import {
  NOT_CHARGED,
  REQUEST_REFUSED,
  refusalExplanation,
  toPaymentResult,
  type PaymentResult,
} from "./result.ts";
import { acceptsTransition, couponOutcome, takesTheCart } from "./transitions.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/**
 * Why `pay()` did not end in a provider decision:
 * - the CheckoutRefusalCode ones: refused before anything was stored or charged (`fields` for invalid_request);
 * - `card_data`: the provider refused the card data (SPEC.md §8 field codes, listed in `cardErrors`);
 * - `payment_error`: the provider refused the request (SPEC.md §8 general codes);
 * - `payment_pending`: the provider did not answer; sending the same attempt key again is safe.
 */
export type PayFailureCode = CheckoutRefusalCode | "card_data" | "payment_error" | "payment_pending";

/**
 * What `pay()` answers. `ok: true`: the provider decided (approved, in process or rejected) and the result
 * screen shows it. `ok: false`: the checkout shows `message` ('Atención' dialog), or for `card_data` the
 * list headed by `message`. After any answer but `payment_pending` the page makes a new attempt key.
 */
export type PayOutcome =
  | { ok: true; payment: PaymentResult }
  | {
      ok: false;
      code: PayFailureCode;
      message: string;
      /** Field name → message (invalid_request); empty otherwise. */
      fields: Record<string, string>;
      /** One line per refused card field (card_data); empty otherwise. */
      cardErrors: TokenFieldError[];
      /** The stored attempt, when there is one (card_data, payment_error, payment_pending). */
      payment: PaymentResult | null;
    };

export interface PaymentServiceOptions {
  db: Db;
  cart: CartService;
  coupons: CouponService;
  provider: PaymentProvider;
  /** The shop's public address, for the provider's notification URL. */
  publicUrl: string;
  now?: () => Date;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: Logger = { info() {}, warn() {}, error() {} };

/** Another attempt of the same account still waiting for the provider blocks a new one for this long. */
const IN_FLIGHT_WINDOW_MS = 10 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_MAX = 250;

export class PaymentService {
  private readonly db: Db;
  private readonly cart: CartService;
  private readonly coupons: CouponService;
  private readonly provider: PaymentProvider;
  private readonly notificationUrl: string | undefined;
  private readonly now: () => Date;
  private readonly background = new Set<Promise<void>>();

  constructor(opts: PaymentServiceOptions) {
    this.db = opts.db;
    this.cart = opts.cart;
    this.coupons = opts.coupons;
    this.provider = opts.provider;
    // `source_news=webhooks`: Mercado Pago then sends only webhooks to it, not the legacy IPN.
    // ⚠ Failing safe: Mercado Pago refuses a notification_url it deems invalid (cause 4020), so a non-HTTPS
    // address (localhost during development) is not sent and the panel's webhook URL applies instead.
    // The sandbox posts wherever it is told.
    const base = opts.publicUrl.replace(/\/$/, "");
    this.notificationUrl =
      opts.provider.name === "sandbox" || base.startsWith("https://")
        ? `${base}/api/payments/webhook?source_news=webhooks`
        : undefined;
    this.now = opts.now ?? (() => new Date());
  }

  /**
   * Pays the account's cart. The same `attempt_key` always means the same attempt: a repeated or concurrent
   * submission gets the same payment and the provider is asked with the same idempotency key, so the card is
   * charged at most once. Never throws for a refusal or a provider failure.
   */
  async pay(accountId: string, input: PaymentRequestInput, log: Logger = silent): Promise<PayOutcome> {
    const parsed = paymentRequestSchema.safeParse(input);
    if (!parsed.success) {
      return failure("invalid_request", CHECKOUT_MESSAGES.invalidRequest, {
        fields: paymentRequestErrors(parsed.error),
      });
    }
    const request = parsed.data;

    let row = await this.byKey(request.attempt_key);
    if (!row) {
      try {
        row = await this.open(accountId, request);
      } catch (err) {
        if (err instanceof SameAttempt) return this.pay(accountId, request, log);
        if (err instanceof CheckoutRefusal) return failure(err.code, err.message);
        if (err instanceof CouponError) return failure("coupon_unavailable", err.message);
        throw err;
      }
    }
    if (row.accountId !== accountId) {
      return failure("attempt_key_taken", CHECKOUT_MESSAGES.attemptKeyTaken);
    }
    // Only an attempt the provider has not answered yet is sent (again, with its key).
    if (row.providerPaymentId || row.status !== "pending") return this.outcome(row);
    return this.charge(row, request.token, log);
  }

  /** The account's latest payment, for the result screen; null when it has none. */
  async result(accountId: string): Promise<PaymentResult | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row ? this.toResult(row) : null;
  }

  /** One payment by id (of that account when `accountId` is given). */
  async byId(paymentId: string, accountId?: string): Promise<PaymentResult | null> {
    const row = await this.row(paymentId);
    if (!row || (accountId !== undefined && row.accountId !== accountId)) return null;
    return this.toResult(row);
  }

  /**
   * Asks the provider for the payment's current state and applies it. A payment the provider never
   * answered for has no provider id yet: it is returned as it is (its notification will link it).
   */
  async reconcile(
    paymentId: string,
    opts: { accountId?: string; log?: Logger } = {},
  ): Promise<PaymentResult | null> {
    const row = await this.row(paymentId);
    if (!row || (opts.accountId !== undefined && row.accountId !== opts.accountId)) return null;
    if (!row.providerPaymentId) return this.toResult(row);
    try {
      await this.applyProviderUpdate(await this.provider.getPayment(row.providerPaymentId), opts.log);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      (opts.log ?? silent).warn({ err, paymentId }, "payment reconcile: provider unavailable");
    }
    return this.byId(paymentId);
  }

  /** Checks a webhook notification's signature (the provider's own scheme). */
  verifyWebhook(notification: WebhookNotification): WebhookVerification {
    return this.provider.verifyWebhook(notification);
  }

  /**
   * Re-fetches a provider payment named by a notification and applies it, without making the caller wait;
   * failures are logged (the provider notifies again on the next change, and `reconcile` can be called).
   */
  syncInBackground(providerPaymentId: string, log: Logger = silent): void {
    const task = this.provider
      .getPayment(providerPaymentId)
      .then((payment) => this.applyProviderUpdate(payment, log))
      .then(
        (applied) => {
          if (!applied)
            log.warn({ providerPaymentId }, "payment notification for a payment the shop does not know");
        },
        (err: unknown) => log.error({ err, providerPaymentId }, "payment notification could not be applied"),
      );
    this.background.add(task);
    void task.finally(() => this.background.delete(task));
  }

  /** Resolves when the notifications being applied in the background are done (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.all([...this.background]);
  }

  /**
   * Applies the provider's view of a payment: links it to the stored attempt (by provider id, or by the
   * external reference the shop sent), moves its status forward if the update is not stale, and sets off
   * what the new status means, each effect once. Returns null for a payment the shop does not know.
   */
  async applyProviderUpdate(update: ProviderPayment, log: Logger = silent): Promise<PaymentResult | null> {
    const applied = await this.db.transaction(async (tx) => {
      const byReference = update.externalReference && UUID.test(update.externalReference);
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          or(
            and(eq(payments.provider, this.provider.name), eq(payments.providerPaymentId, update.id)),
            byReference
              ? and(eq(payments.id, update.externalReference!), isNull(payments.providerPaymentId))
              : undefined,
          ),
        )
        .limit(1)
        .for("update");
      if (!row) return null;
      // The provider charges what the shop asked for; a payment for another amount approves nothing here.
      if (update.transactionAmount !== row.totalFinanced) {
        log.error(
          { paymentId: row.id, expected: row.totalFinanced, got: update.transactionAmount },
          "provider payment amount does not match the attempt; update ignored",
        );
        return row;
      }
      const linking = row.providerPaymentId === null;
      // An attempt recorded as refused outright (or as never charged) has, after all, a payment: the
      // provider's word wins.
      const refusedAfterAll =
        linking && (row.statusDetail === REQUEST_REFUSED || row.statusDetail === NOT_CHARGED);
      if (refusedAfterAll) {
        log.error(
          { paymentId: row.id, status: update.status },
          "a payment exists for an attempt refused earlier",
        );
      }
      const accepted = refusedAfterAll || acceptsTransition(row.status, update.status);
      if (!accepted && !linking) return row;
      const status = accepted ? update.status : row.status;
      const now = this.now();
      const [updated] = await tx
        .update(payments)
        .set({
          providerPaymentId: update.id,
          paymentTypeId: update.paymentTypeId || row.paymentTypeId,
          issuerId: update.issuerId ?? row.issuerId,
          cardLastFour: update.card?.lastFourDigits ?? row.cardLastFour,
          paidAmount: update.totalPaidAmount,
          ...(accepted ? { status, statusDetail: update.statusDetail, errorCodes: null } : {}),
          ...(status === "approved" && !row.approvedAt ? { approvedAt: approvedAt(update, now) } : {}),
          updatedAt: now,
        })
        .where(eq(payments.id, row.id))
        .returning();
      return this.settle(tx, updated!, now);
    });
    return applied ? this.toResult(applied) : null;
  }

  // ——— the attempt ———

  private async byKey(key: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    return row;
  }

  private async row(paymentId: string): Promise<PaymentRow | undefined> {
    if (!UUID.test(paymentId)) return undefined;
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    return row;
  }

  /**
   * Stores the attempt: everything recomputed from the server cart, the plan checked against the rules,
   * one use of each applied code held, the lines copied. One transaction, before the provider is called.
   * A concurrent attempt with the same key waits on the cart row and then finds this one.
   */
  private async open(accountId: string, request: PaymentRequest): Promise<PaymentRow> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ accountId: carts.accountId })
        .from(carts)
        .where(eq(carts.accountId, accountId))
        .for("update");
      const [same] = await tx.select().from(payments).where(eq(payments.idempotencyKey, request.attempt_key));
      if (same) return same;

      const now = this.now();
      const [inFlight] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.accountId, accountId),
            eq(payments.status, "pending"),
            gt(payments.createdAt, new Date(now.getTime() - IN_FLIGHT_WINDOW_MS)),
          ),
        )
        .limit(1);
      if (inFlight) throw refusal("payment_in_progress", CHECKOUT_MESSAGES.paymentInProgress);

      const view = await this.cart.view(accountId, tx);
      const readiness = checkoutReadiness(view);
      if (!readiness.ready) throw refusal(readiness.code, readiness.message);
      const store = await this.payableStore(tx, readiness.store.id);

      const [account] = await tx
        .select({ identifire: accounts.identifire })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account || documentNeedsUpdate(account.identifire)) {
        throw refusal("document_update_required", CHECKOUT_MESSAGES.documentUpdateRequired);
      }

      const [settings] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1));
      if (!settings?.mercadopagoEnabled)
        throw refusal("payments_disabled", CHECKOUT_MESSAGES.paymentsDisabled);
      if (!acceptsCard(settings.cardBrands, request.payment_method_id)) {
        throw refusal(
          "card_not_accepted",
          cardNotAcceptedMessage(request.payment_method_id, settings.cardBrands),
        );
      }
      const rules: InstallmentSettings = {
        maxInstallments: settings.maxInstallments,
        interestRatesEnabled: settings.interestRatesEnabled,
        installmentPlans: settings.installmentPlans,
      };
      const products = view.lines.map((l) => ({ fields: l.product.fields }));
      const card = {
        paymentMethodId: request.payment_method_id,
        paymentTypeId: DEBIT_PAYMENT_METHODS.has(request.payment_method_id) ? "debit_card" : "credit_card",
      };
      const plan = offeredPlans(rules, products, card).find((p) => p.installments === request.installments);
      if (!plan) throw refusal("installments_not_allowed", CHECKOUT_MESSAGES.installmentsNotAllowed);

      const id = randomUUID();
      // The amounts are the order summary's, so the customer is charged the discount the page showed.
      const { subtotal, discount, total } = view.summary;
      await this.coupons.hold(tx, {
        accountId,
        couponIds: view.coupons.map((c) => c.id),
        paymentRef: id,
        subtotal,
      });
      if (total <= 0) throw refusal("nothing_to_pay", CHECKOUT_MESSAGES.nothingToPay);
      const option = installmentOption(total, plan, ratesApply(rules, products));
      // A price or the cart changed after the customer saw the total: charge nothing, show the new one.
      if (request.transaction_amount !== undefined && request.transaction_amount !== option.totalAmount) {
        throw refusal("total_changed", CHECKOUT_MESSAGES.totalChanged(formatMoney(option.totalAmount)));
      }

      const values: typeof payments.$inferInsert = {
        id,
        accountId,
        paymentCode: newPaymentCode(),
        idempotencyKey: request.attempt_key,
        status: "pending",
        provider: this.provider.name,
        subtotal,
        discount,
        total,
        installments: option.installments,
        interestPercentage: option.percentage,
        totalFinanced: option.totalAmount,
        installmentAmount: option.installmentAmount,
        tea: option.tea,
        cft: option.cft,
        paymentMethodId: request.payment_method_id,
        issuerId: request.issuer ?? null,
        storeId: store.id,
        storeName: store.name,
        storeAddress: store.address,
        storePhone: store.phone,
        fiservId: store.fiservId,
        payerEmail: request.email.toLowerCase(),
        payerMobilePhone: request.mobile_phone,
        payerIdentificationType: request.identification_type,
        payerIdentificationNumber: request.identification_number,
        createdAt: now,
        updatedAt: now,
      };
      const row = await this.insertAttempt(tx, values);
      await tx.insert(paymentItems).values(
        view.lines.map((l, position) => ({
          paymentId: id,
          productId: l.product.id,
          title: l.product.title,
          sessions: productField(l.product.fields, "sessions") ?? null,
          unitPrice: effectivePrice(l.product),
          quantity: l.quantity,
          position,
          createdAt: now,
        })),
      );
      return row;
    });
  }

  /** Inserts the attempt with a fresh payment code, drawing again in the rare case the code is taken. */
  private async insertAttempt(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    for (let draw = 0; draw < 5; draw++) {
      const [row] = await tx
        .insert(payments)
        .values({ ...values, paymentCode: draw === 0 ? values.paymentCode : newPaymentCode() })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const [same] = await tx
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, values.idempotencyKey));
      // Stored meanwhile by a concurrent submission: roll this one back and answer with that one.
      if (same) throw new SameAttempt();
    }
    throw new Error("could not draw a free payment code");
  }

  private async payableStore(tx: Tx, storeId: string) {
    const [store] = await tx
      .select({ store: stores, province: provinces.name, fiservId: franchises.fiservId })
      .from(stores)
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
      .innerJoin(provinces, eq(provinces.id, stores.provinceId))
      .where(and(eq(stores.id, storeId), eq(stores.enabled, true)));
    if (!store?.fiservId) throw refusal("store_unavailable", CHECKOUT_MESSAGES.storeUnavailable);
    const s = store.store;
    return {
      id: s.id,
      name: s.name,
      phone: s.phone,
      fiservId: store.fiservId,
      address: formatAddress({
        street: s.addressStreet,
        number: s.addressNumber,
        floor: s.addressFloor,
        apartment: s.addressApartment,
        zip: s.zip,
        state: { name: store.province },
      }),
    };
  }

  /** Sends the stored attempt to the provider with its key, and applies the answer. */
  private async charge(row: PaymentRow, token: string, log: Logger): Promise<PayOutcome> {
    let answer: ProviderPayment;
    try {
      answer = await this.provider.createPayment(await this.providerRequest(row, token), {
        idempotencyKey: row.idempotencyKey,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable && err.kind !== "idempotency_conflict") {
        log[err.kind === "bad_request" ? "warn" : "error"](
          { err, paymentId: row.id, codes: err.codes },
          "the payment provider refused the attempt",
        );
        await this.markRefused(row.id, err.codes.length > 0 ? err.codes : [String(err.status)]);
      } else {
        // Unknown whether the provider made the payment: the attempt stays pending, its notification or a
        // retry with the same key settles it.
        log.error(
          { err, paymentId: row.id },
          "the payment provider did not answer; the attempt stays pending",
        );
      }
      return this.outcome((await this.row(row.id))!);
    }
    await this.applyProviderUpdate(answer, log);
    return this.outcome((await this.row(row.id))!);
  }

  private async providerRequest(row: PaymentRow, token: string): Promise<CreatePaymentRequest> {
    const [[account], items] = await Promise.all([
      this.db
        .select({ name: accounts.name, surname: accounts.surname })
        .from(accounts)
        .where(eq(accounts.id, row.accountId)),
      this.items([row.id]),
    ]);
    const description = items.map((i) => i.title).join(", ");
    return {
      transactionAmount: row.totalFinanced,
      token,
      installments: row.installments,
      paymentMethodId: row.paymentMethodId,
      ...(row.issuerId ? { issuerId: row.issuerId } : {}),
      description:
        description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1)}…` : description,
      payer: {
        email: row.payerEmail,
        firstName: account?.name,
        lastName: account?.surname,
        identification: { type: row.payerIdentificationType, number: row.payerIdentificationNumber },
      },
      externalReference: row.id,
      ...(this.notificationUrl ? { notificationUrl: this.notificationUrl } : {}),
      metadata: { payment_code: row.paymentCode, fiserv_id: row.fiservId, store_id: row.storeId ?? "" },
    };
  }

  /** The provider refused the request itself: no payment exists, the codes go back to the customer. */
  private async markRefused(paymentId: string, codes: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ status: "rejected", statusDetail: REQUEST_REFUSED, errorCodes: codes, updatedAt: this.now() })
        .where(
          and(eq(payments.id, paymentId), eq(payments.status, "pending"), isNull(payments.providerPaymentId)),
        )
        .returning();
      if (row) await this.coupons.settle(tx, paymentId, "released");
    });
  }

  private async outcome(row: PaymentRow): Promise<PayOutcome> {
    const payment = await this.toResult(row);
    if (row.status === "rejected" && row.statusDetail === REQUEST_REFUSED) {
      const refused = refusalExplanation(row.errorCodes ?? []);
      return refused.kind === "card_data"
        ? failure("card_data", refused.message, { cardErrors: refused.cardErrors, payment })
        : failure("payment_error", refused.message, { payment });
    }
    if (row.status === "pending" && !row.providerPaymentId) {
      return failure("payment_pending", CHECKOUT_MESSAGES.paymentPending, { payment });
    }
    return { ok: true, payment };
  }

  // ——— effects ———

  /**
   * What the payment's status sets off, each at most once: the cart is emptied when the purchase goes
   * through or is expected to; coupon uses are kept on approval and given back on rejection or
   * cancellation (held while undecided); the purchase e-mail is queued on approval.
   */
  private async settle(tx: Tx, row: PaymentRow, now: Date): Promise<PaymentRow> {
    const marks: Partial<typeof payments.$inferInsert> = {};
    if (takesTheCart(row.status) && !row.cartClearedAt) {
      await this.cart.removePaid(row.accountId, await this.paidForInCart(tx, row.id), tx);
      marks.cartClearedAt = now;
    }
    const coupons = couponOutcome(row.status);
    if (coupons) await this.coupons.settle(tx, row.id, coupons);
    if (row.status === "approved" && !row.purchaseMailAt) {
      await this.queuePurchaseMail(tx, row);
      marks.purchaseMailAt = now;
    }
    if (Object.keys(marks).length === 0) return row;
    const [marked] = await tx.update(payments).set(marks).where(eq(payments.id, row.id)).returning();
    return marked!;
  }

  /** The lines and codes the attempt captured when it was stored: what leaves the cart once it is paid. */
  private async paidForInCart(tx: Tx, paymentId: string) {
    const lines = await tx
      .select({ productId: paymentItems.productId, quantity: paymentItems.quantity })
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, paymentId));
    const codes = await tx
      .select({ couponId: couponRedemptions.couponId })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.paymentRef, paymentId));
    return {
      lines: lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
      couponIds: codes.map((c) => c.couponId),
    };
  }

  private async queuePurchaseMail(tx: Tx, row: PaymentRow): Promise<void> {
    // One statement at a time: a transaction's connection runs queries in sequence anyway.
    const [account] = await tx
      .select({ name: accounts.name, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, row.accountId));
    const items = await tx
      .select()
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, row.id))
      .orderBy(paymentItems.position);
    if (!account) return;
    const paid = buyerPays(row);
    await enqueueMail(tx, {
      template: "purchase",
      to: account.email,
      data: {
        name: account.name,
        paymentCode: row.paymentCode,
        items: items.map((i) => ({ title: i.title, sessions: i.sessions, quantity: i.quantity })),
        store: { name: row.storeName, address: row.storeAddress, phone: row.storePhone },
        total: row.total,
        discount: row.discount,
        totalFinanced: paid.total,
        installments: row.installments,
        installmentAmount: paid.perInstalment,
        paymentMethod: paymentMethodName(row.paymentMethodId),
        cardLastFour: row.cardLastFour,
      },
    });
  }

  // ——— reading ———

  private items(paymentIds: string[]) {
    if (paymentIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(paymentItems)
      .where(inArray(paymentItems.paymentId, paymentIds))
      .orderBy(paymentItems.position);
  }

  private async toResult(row: PaymentRow): Promise<PaymentResult> {
    return toPaymentResult(row, await this.items([row.id]));
  }
}

function failure(
  code: PayFailureCode,
  message: string,
  more: Partial<Pick<Extract<PayOutcome, { ok: false }>, "fields" | "cardErrors" | "payment">> = {},
): PayOutcome {
  return { ok: false, code, message, fields: {}, cardErrors: [], payment: null, ...more };
}

/** The attempt's key was stored by a concurrent transaction. */
class SameAttempt extends Error {}

function refusal(code: CheckoutRefusalCode, message: string): CheckoutRefusal {
  return new CheckoutRefusal(code, message);
}

function approvedAt(update: ProviderPayment, now: Date): Date {
  const at = update.dateApproved ? new Date(update.dateApproved) : null;
  return at && !Number.isNaN(at.getTime()) ? at : now;
}
