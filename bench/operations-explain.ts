// The SQL of the hot paths, as the shop's own services issue it (captured through Drizzle's logger), run under
// EXPLAIN (ANALYZE, BUFFERS) on the benchmark database. Writes are explained inside a rolled-back transaction.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "#server/db/client.ts";
import * as schema from "#server/db/schema/index.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { CatalogService } from "#server/modules/catalog/service.ts";
import { ContentService } from "#server/modules/content/service.ts";
import { CouponService } from "#server/modules/coupons/service.ts";
import { GeoService } from "#server/modules/geo/service.ts";
import { PaymentService } from "#server/modules/payments/service.ts";
import { StoresService } from "#server/modules/stores/service.ts";
import { SessionService } from "#server/modules/accounts/sessions.ts";
import { offlineSandboxPayments } from "#server/payments/index.ts";
import { SandboxPaymentProvider } from "#server/payments/sandbox/provider.ts";
import { MercadoPagoSandbox } from "#server/payments/sandbox/sandbox.ts";
import { CART_AREAS, type Fixture } from "./operations-setup.ts";

/**
 * Tables that grow with the catalogue, the branches, the customers or their purchases. The rest hold one row
 * (settings) or a handful the team edits by hand (categories, provinces, franchises, discount codes).
 */
const GROWING = new Set([
  "products",
  "product_categories",
  "stores",
  "accounts",
  "account_sessions",
  "carts",
  "cart_items",
  "cart_coupons",
  "coupon_redemptions",
  "payments",
  "payment_items",
  "sandbox_card_tokens",
  "sandbox_payments",
  "sandbox_idempotency_keys",
  "sandbox_charges",
  "sandbox_notifications",
  "mail_outbox",
]);

export interface ExplainedQuery {
  operation: string;
  sql: string;
  plan: string[];
  executionMs: number;
  scans: string[];
  /** Sequential scans on tables that grow. */
  growingSeqScans: string[];
}

interface Captured {
  operation: string;
  sql: string;
  params: unknown[];
}

/**
 * Runs each hot operation once through the real services over a logging connection, then explains every
 * distinct statement it issued.
 */
export async function explainHotQueries(url: string, fx: Fixture): Promise<ExplainedQuery[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const captured: Captured[] = [];
  let operation = "";
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ operation, sql, params }) },
  }) as unknown as Db;
  try {
    const cart = new CartService(db);
    const coupons = new CouponService(db);
    const config = offlineSandboxPayments();
    // Not started: no worker, no notification is delivered from here.
    const sandbox = new MercadoPagoSandbox({
      db,
      publicKey: config.publicKey,
      accessToken: config.accessToken,
      webhookSecret: config.webhookSecret,
      notificationUrl: config.sandbox.notificationUrl,
      pendingDelayMs: null,
    });
    const paymentService = new PaymentService({
      db,
      cart,
      coupons,
      provider: new SandboxPaymentProvider(sandbox),
      publicUrl: "http://localhost:3000",
    });
    const page = fx.customers.page[0]!;
    const payer = fx.customers.pay[0]!;
    const steps: [string, () => Promise<unknown>][] = [
      ["session (every signed-in request)", () => new SessionService(db).resolve(page.token)],
      ["layout (every page)", () => new ContentService(db).layout()],
      ["catalogue listing", () => new CatalogService(db).publicProducts()],
      ["category listing", () => new CatalogService(db).categories()],
      ["area detail by slug", () => new CatalogService(db).product(CART_AREAS[0]!)],
      ["branch list", () => new StoresService(db).list()],
      ["cart badge (lines)", () => cart.lines(page.accountId)],
      ["cart read (view)", () => cart.view(page.accountId)],
      [
        "add to cart",
        () => cart.add(fx.customers.add[0]!.accountId, { productId: fx.productIds[0]!, quantity: 1 }),
      ],
      [
        "coupon by code",
        () => coupons.check("BIENVENIDA10", { accountId: page.accountId, subtotal: 1_000_000 }),
      ],
      ["billing place names", () => new GeoService(db).placeNames(fx.countryId, fx.stateId)],
      [
        "payment",
        async () => {
          await cart.add(payer.accountId, { productId: fx.cartProductIds[0]!, quantity: 1 });
          await cart.add(payer.accountId, { productId: fx.cartProductIds[1]!, quantity: 1 });
          const token = await sandbox.createCardToken({
            card_number: "4509953566233704",
            security_code: "123",
            expiration_month: "11",
            expiration_year: "30",
            cardholder: { name: "APRO", identification: { type: "DNI", number: payer.identifire } },
          });
          const outcome = await paymentService.pay(payer.accountId, {
            token: token.id,
            payment_method_id: "visa",
            installments: 3,
            email: payer.email,
            mobile_phone: "1145678901",
            identification_type: "DNI",
            identification_number: payer.identifire,
            attempt_key: `explain-${Date.now()}-attempt`,
          } as never);
          if (!outcome.ok) throw new Error(`explain: the payment was refused (${outcome.code})`);
        },
      ],
    ];
    for (const [name, run] of steps) {
      operation = name;
      await run();
    }
    operation = "";

    const seen = new Set<string>();
    const out: ExplainedQuery[] = [];
    for (const q of captured) {
      const key = `${q.operation}\n${q.sql}`;
      if (seen.has(key) || !/^\s*(select|update|delete|with)\b/i.test(q.sql)) continue;
      seen.add(key);
      out.push({ operation: q.operation, sql: q.sql, ...(await explain(pool, q.sql, q.params)) });
    }
    return out;
  } finally {
    await pool.end();
  }
}

async function explain(pool: pg.Pool, sql: string, params: unknown[]) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const res = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${sql}`, params);
    const plan = res.rows.map((r) => r["QUERY PLAN"]);
    const scans = plan.flatMap((line) => {
      const m =
        /(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using (\S+))? on (\S+)/.exec(
          line,
        );
      return m ? [`${m[1]}${m[2] ? ` ${m[2]}` : ""} on ${m[3]}`] : [];
    });
    const growingSeqScans = scans
      .filter((s) => s.startsWith("Seq Scan"))
      .map((s) => s.split(" on ")[1]!)
      .filter((t) => GROWING.has(t));
    const executionMs = Number(/Execution Time: ([\d.]+)/.exec(plan.join("\n"))?.[1] ?? 0);
    return { plan, executionMs, scans, growingSeqScans };
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
}
