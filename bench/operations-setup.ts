// The shop-operations benchmark's data: a PostgreSQL database of its own (seeded at a scale) and signed-in
// customers with their carts, created straight in the database; the load itself goes through HTTP.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#server/db/schema/index.ts";
import { hashToken } from "#server/modules/accounts/tokens.ts";

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The areas every prepared cart holds (a visa payment in 3 instalments is offered for them). */
export const CART_AREAS = ["axilas", "bozo"];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database; its URL. */
export async function createDatabase(name: string): Promise<string> {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (name: string) => admin(`drop database if exists ${name} with (force)`);

/** Migrates and seeds the demo data `scale` times over with the project's own CLI (`npm run db:seed`). */
export function seedAtScale(url: string, dataDir: string, scale: number): void {
  const run = spawnSync("npx", ["tsx", "server/db/cli.ts", "seed", "--scale", String(scale)], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`seed --scale ${scale} failed: ${run.stderr}`);
}

export interface Customer {
  accountId: string;
  email: string;
  identifire: string;
  /** The `token` cookie's value. */
  token: string;
}

export interface Fixture {
  customers: Record<"add" | "page" | "coupon" | "pay", Customer[]>;
  /** Ids of every area that can go in a cart. */
  productIds: string[];
  /** Ids of CART_AREAS. */
  cartProductIds: string[];
  storeId: string;
  countryId: string;
  stateId: string;
  counts: { products: number; stores: number };
}

const GROUPS = { add: 1000, page: 500, coupon: 100, pay: 100 } as const;

/**
 * Verified accounts with a 30-day session each, in four groups: add to cart (empty carts), cart page,
 * coupon and payment (carts with CART_AREAS and a payable branch chosen).
 */
export async function prepareCustomers(url: string, prefix: string): Promise<Fixture> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    const available = await db
      .select({ id: schema.products.id, slug: schema.products.slug })
      .from(schema.products)
      .where(and(eq(schema.products.enabled, true), eq(schema.products.public, true)));
    const cartProductIds = available.filter((p) => CART_AREAS.includes(p.slug)).map((p) => p.id);
    const [store] = await db
      .select({ id: schema.stores.id })
      .from(schema.stores)
      .innerJoin(schema.franchises, eq(schema.franchises.id, schema.stores.franchiseId))
      .where(and(eq(schema.stores.enabled, true), isNotNull(schema.franchises.fiservId)))
      .limit(1);
    const [country] = await db
      .select({ id: schema.countries.id })
      .from(schema.countries)
      .where(eq(schema.countries.isDefault, true));
    const [state] = await db
      .select({ id: schema.provinces.id })
      .from(schema.provinces)
      .where(eq(schema.provinces.value, "Capital Federal"));
    const storeCount = await db.$count(schema.stores);
    if (!store || !country || !state || cartProductIds.length !== CART_AREAS.length) {
      throw new Error("the demo data lacks the areas, branch or province the benchmark uses");
    }

    const customers = {} as Fixture["customers"];
    let n = 0;
    for (const [group, size] of Object.entries(GROUPS) as [keyof typeof GROUPS, number][]) {
      const rows = Array.from({ length: size }, () => {
        const i = n++;
        return {
          name: "Cliente",
          surname: `Prueba ${i}`,
          email: `${prefix}-${i}@example.com`,
          identifire: String(30_000_000 + i),
          mobilePhone: "1145678901",
          // Never used to sign in: the sessions are made here.
          passwordHash: "bench",
          verifiedAt: new Date(),
        };
      });
      const list: Customer[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        const inserted = await db
          .insert(schema.accounts)
          .values(rows.slice(i, i + 500))
          .returning({
            id: schema.accounts.id,
            email: schema.accounts.email,
            identifire: schema.accounts.identifire,
          });
        const sessions = inserted.map((a) => ({ ...a, token: randomBytes(32).toString("base64url") }));
        await db.insert(schema.accountSessions).values(
          sessions.map((s) => ({
            accountId: s.id,
            tokenHash: hashToken(s.token),
            expiresAt: new Date(Date.now() + 30 * 24 * 3600_000),
          })),
        );
        list.push(
          ...sessions.map((s) => ({
            accountId: s.id,
            email: s.email,
            identifire: s.identifire,
            token: s.token,
          })),
        );
      }
      customers[group] = list;
      if (group !== "add") await fillCarts(db, list, cartProductIds, store.id);
    }
    return {
      customers,
      productIds: available.map((p) => p.id),
      cartProductIds,
      storeId: store.id,
      countryId: country.id,
      stateId: state.id,
      counts: { products: available.length, stores: storeCount },
    };
  } finally {
    await pool.end();
  }
}

type BenchDb = ReturnType<typeof drizzle<typeof schema>>;

async function fillCarts(db: BenchDb, list: Customer[], productIds: string[], storeId: string) {
  await db
    .insert(schema.carts)
    .values(list.map((c) => ({ accountId: c.accountId, storeId })))
    .onConflictDoNothing();
  await db
    .insert(schema.cartItems)
    .values(list.flatMap((c) => productIds.map((productId) => ({ accountId: c.accountId, productId }))))
    .onConflictDoNothing();
}

/** Rows the load left behind, for the report. */
export async function tableSizes(url: string): Promise<Record<string, number>> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, { schema });
  try {
    const tables = {
      products: schema.products,
      stores: schema.stores,
      accounts: schema.accounts,
      account_sessions: schema.accountSessions,
      cart_items: schema.cartItems,
      payments: schema.payments,
      sandbox_payments: schema.sandboxPayments,
      sandbox_card_tokens: schema.sandboxCardTokens,
    };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) out[name] = await db.$count(table);
    return out;
  } finally {
    await pool.end();
  }
}
