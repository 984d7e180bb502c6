/**
 * The payment service over a seeded test database and the offline sandbox (no worker: tests run due work by
 * hand). The sandbox's webhooks are delivered to the shop's real /api/payments/webhook route, mounted on a
 * bare Fastify instance and reached with `inject`; every delivery is kept so a test can deliver it again.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import type { PaymentRequestInput } from "#domain/payments/payment-request.ts";
import {
  couponRedemptions,
  franchises,
  mailOutbox,
  payments,
  sandboxCharges,
  sandboxPayments,
  stores,
} from "#server/db/schema/index.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { apiPlugin } from "#server/http/api.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { CouponService } from "#server/modules/coupons/service.ts";
import { paymentsApi } from "#server/http/payments-webhook.ts";
import { PaymentOrders } from "#server/modules/payments/orders.ts";
import { PaymentService } from "#server/modules/payments/service.ts";
import {
  type PaymentProviderError,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
  type WebhookNotification,
} from "#server/payments/provider.ts";
import { SandboxPaymentProvider } from "#server/payments/sandbox/provider.ts";
import { MercadoPagoSandbox } from "#server/payments/sandbox/sandbox.ts";
import { createTestDatabase, type TestDatabase } from "../support/database.ts";
import { demoProducts, insertAccount } from "../support/fixtures.ts";
import { shownCharge } from "../support/shown-charge.ts";

export const SHOP_URL = "http://shop.test";
const PUBLIC_KEY = "TEST-public-key-for-tests";
export const ACCESS_TOKEN = "TEST-access-token-for-tests";
export const WEBHOOK_SECRET = "webhook-secret-for-tests";

/** Test card numbers (Mercado Pago's Argentine ones) by payment method. */
export const CARDS = {
  visa: { number: "4509953566233704", securityCode: "123" },
  master: { number: "5031755734530604", securityCode: "123" },
  amex: { number: "371180303257522", securityCode: "1234" },
  debvisa: { number: "4002768694395619", securityCode: "123" },
  maestro: { number: "5010418654321075", securityCode: "123" },
  naranja: { number: "5895627823453005", securityCode: "123" },
} as const;

/** The sandbox provider, with failures a test can queue for the next create calls. */
export class ScriptedProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  /** Thrown, one per call, before the sandbox is asked. */
  readonly failures: PaymentProviderError[] = [];
  /** Thrown, one per call, after the sandbox made the payment (the answer got lost on the way back). */
  readonly lostAnswers: PaymentProviderError[] = [];
  readonly createKeys: string[] = [];
  /** Run, one per refund, after the sandbox made it and before its answer comes back (a webhook first). */
  readonly afterRefund: (() => Promise<void>)[] = [];
  /** Thrown, one per call, instead of reading a payment. */
  readonly readFailures: PaymentProviderError[] = [];

  constructor(private readonly inner: SandboxPaymentProvider) {}

  async createPayment(request: CreatePaymentRequest, options: { idempotencyKey: string }) {
    this.createKeys.push(options.idempotencyKey);
    const failure = this.failures.shift();
    if (failure) throw failure;
    const payment = await this.inner.createPayment(request, options);
    const lost = this.lostAnswers.shift();
    if (lost) throw lost;
    return payment;
  }

  getPayment(id: string): Promise<ProviderPayment> {
    const failure = this.readFailures.shift();
    if (failure) return Promise.reject(failure);
    return this.inner.getPayment(id);
  }

  findByExternalReference(externalReference: string) {
    return this.inner.findByExternalReference(externalReference);
  }

  async refundPayment(paymentId: string, request: { amount?: number }, options: { idempotencyKey: string }) {
    const refund = await this.inner.refundPayment(paymentId, request, options);
    await this.afterRefund.shift()?.();
    return refund;
  }

  verifyWebhook(notification: WebhookNotification) {
    return this.inner.verifyWebhook(notification);
  }
}

export interface Delivery {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

/** `provider`: what the payment service calls instead of the scripted sandbox (e.g. the Mercado Pago adapter). */
export async function startPaymentsHarness(
  engine: "pglite" | "postgres",
  opts: { provider?: PaymentProvider } = {},
) {
  const database: TestDatabase = await createTestDatabase(engine);
  const uploads = mkdtempSync(path.join(tmpdir(), "shop-uploads-"));
  await seedDemoData(database.db, { uploadsDir: uploads });
  const db = database.db;

  const deliveries: Delivery[] = [];
  let shop: FastifyInstance | null = null;
  const inject = async (d: Omit<Delivery, "status">) => {
    const res = await shop!.inject({
      method: d.method as "POST",
      url: d.url,
      headers: d.headers,
      payload: d.body,
    });
    return res.statusCode;
  };
  const forward: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const delivery = {
      url: `${url.pathname}${url.search}`,
      method: init?.method ?? "GET",
      headers: { ...(init?.headers as Record<string, string>) },
      body: String(init?.body ?? ""),
    };
    const status = await inject(delivery);
    deliveries.push({ ...delivery, status });
    return new Response(null, { status });
  };

  const sandbox = new MercadoPagoSandbox({
    db,
    publicKey: PUBLIC_KEY,
    accessToken: ACCESS_TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    notificationUrl: `${SHOP_URL}/api/payments/webhook`,
    pendingDelayMs: null,
    pollMs: 0,
    fetch: forward,
  });
  const provider = new ScriptedProvider(new SandboxPaymentProvider(sandbox));
  const cart = new CartService(db);
  const coupons = new CouponService(db);
  const service = new PaymentService({
    db,
    cart,
    coupons,
    provider: opts.provider ?? provider,
    publicUrl: SHOP_URL,
  });
  const orders = new PaymentOrders(db);

  shop = Fastify({ logger: false });
  await shop.register(apiPlugin, {
    prefix: "/api",
    database,
    routes: [(api) => paymentsApi(api, { payments: service })],
  });
  await shop.ready();

  const products = await demoProducts(db);
  const allStores = await db
    .select({ id: stores.id, name: stores.name, street: stores.addressStreet, fiservId: franchises.fiservId })
    .from(stores)
    .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
    .where(eq(stores.enabled, true));
  const payableStore = allStores.find((s) => s.fiservId && s.street)!;
  const unpayableStore = allStores.find((s) => !s.fiservId)!;

  /** A product of the demo catalogue by slug. */
  const product = (slug: string) => {
    const found = products.available.find((p) => p.slug === slug);
    if (!found) throw new Error(`no available demo product ${slug}`);
    return found;
  };

  /** A signed-in customer with the given areas in the cart and a payable branch chosen. */
  async function customer(slugs: string[] = ["axilas"]) {
    const account = await insertAccount(db);
    for (const slug of slugs) await cart.add(account.id, { productId: product(slug).id, quantity: 1 });
    await cart.chooseStore(account.id, payableStore.id);
    if (slugs.length > 0) await cart.goToPayment(account.id);
    return account;
  }

  /** A single-use card token; the cardholder name picks the sandbox outcome (APRO, CONT, OTHE, …). */
  async function cardToken(name: string, card: keyof typeof CARDS = "visa"): Promise<string> {
    const token = await sandbox.createCardToken({
      card_number: CARDS[card].number,
      security_code: CARDS[card].securityCode,
      expiration_month: "11",
      expiration_year: "30",
      cardholder: { name, identification: { type: "DNI", number: "12345678" } },
    });
    return token.id;
  }

  /** The payment request the checkout page would post, with the total it shows for the plan. */
  async function request(
    account: { id: string; email: string },
    token: string,
    over: Partial<PaymentRequestInput> = {},
  ): Promise<PaymentRequestInput> {
    const paymentMethodId = over.payment_method_id ?? "visa";
    const installments = Number(over.installments ?? 1);
    return {
      token,
      payment_method_id: paymentMethodId,
      installments,
      email: account.email,
      mobile_phone: "1155550000",
      identification_type: "DNI",
      identification_number: "12345678",
      attempt_key: randomUUID(),
      transaction_amount: await shownCharge(db, cart, account.id, paymentMethodId, installments),
      ...over,
    };
  }

  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;

  return {
    database,
    db,
    sandbox,
    provider,
    cart,
    coupons,
    service,
    orders,
    deliveries,
    payableStore,
    unpayableStore,
    product,
    customer,
    cardToken,
    request,
    /** Delivers a recorded webhook again, as a provider's retry would. */
    redeliver: (d: Delivery) => inject(d),
    /** Runs the sandbox's due work (settlements, webhooks) and waits for the notifications to be applied. */
    async runDue() {
      for (let round = 0; round < 10; round++) {
        const done = await sandbox.runDue();
        await service.idle();
        if (done.delivered === 0) break;
      }
    },
    purchaseMails: (to: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "purchase"), eq(mailOutbox.recipient, to))),
    redemptions: (paymentId: string) =>
      db.select().from(couponRedemptions).where(eq(couponRedemptions.paymentRef, paymentId)),
    paymentRows: (accountId: string) => db.select().from(payments).where(eq(payments.accountId, accountId)),
    /** The sandbox's own record of payments and charges made for a shop payment. */
    sandboxPaymentsFor: (paymentId: string) =>
      db.select().from(sandboxPayments).where(eq(sandboxPayments.externalReference, paymentId)),
    sandboxChargesFor: (paymentId: string) =>
      count(
        db
          .select({ n })
          .from(sandboxCharges)
          .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxCharges.paymentId))
          .where(eq(sandboxPayments.externalReference, paymentId)),
      ),
    async close() {
      await shop?.close();
      await database.destroy();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

export type PaymentsHarness = Awaited<ReturnType<typeof startPaymentsHarness>>;
