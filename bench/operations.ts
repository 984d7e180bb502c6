// Shop operations on PostgreSQL under load (add to cart, coupon, cart page, sandbox payment), the server's
// memory, and the same at 10 times the demo catalogue and branches, with the hot queries' plans.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { coupons as couponsTable } from "#server/db/schema/index.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { CONNECTIONS } from "./lib.ts";
import { explainHotQueries, type ExplainedQuery } from "./operations-explain.ts";
import {
  addToCart,
  cartPage,
  closeAgent,
  coupons,
  payments,
  rssMb,
  sampleRss,
  serverPid,
  type OperationResult,
} from "./operations-load.ts";
import {
  createDatabase,
  dropDatabase,
  prepareCustomers,
  seedAtScale,
  tableSizes,
  type Fixture,
} from "./operations-setup.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const IDLE_S = 10;
const half = (requestsPerSecond: number) => Math.max(1, Math.floor(requestsPerSecond / 2));

interface ScaleRun {
  scale: number;
  counts: Fixture["counts"];
  results: OperationResult[];
  rss: { start: number; peak: number; mean: number; after: number };
  rows: Record<string, number>;
  plans: ExplainedQuery[];
}

/**
 * Forgets every rate-limit count: the code look-up's limits (per address and per account, over 10 minutes)
 * would otherwise refuse a run that follows another on the same customers.
 */
export async function clearRateLimits(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await pool.query("delete from rate_limits");
  } finally {
    await pool.end();
  }
}

export async function couponId(url: string, code: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const [row] = await drizzle(pool)
      .select({ id: couponsTable.id })
      .from(couponsTable)
      .where(eq(couponsTable.code, code));
    if (!row) throw new Error(`no coupon ${code}`);
    return row.id;
  } finally {
    await pool.end();
  }
}

/** One fresh database at `scale`, the production server on it, the four operations and the plans. */
async function runAtScale(scale: number): Promise<ScaleRun> {
  const name = scale === 1 ? "shop_bench" : `shop_bench_x${scale}`;
  const url = await createDatabase(name);
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-bench-ops-${scale}-`));
  try {
    // The server migrates and seeds an empty database at scale 1; a larger scale is seeded beforehand.
    if (scale > 1) seedAtScale(url, dataDir, scale);
    const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    try {
      const pid = serverPid(server.child.pid!);
      const fx = await prepareCustomers(url, `bench-x${scale}`);
      const codeId = await couponId(url, "BIENVENIDA10");
      // Warm-up: the routes' modules and the pool's connections.
      await fetch(`${server.url}/shop/checkout`, {
        headers: { cookie: `token=${fx.customers.page[0]!.token}` },
      });
      const start = rssMb(pid);
      const load = await sampleRss(pid, async () => {
        const add = await addToCart(server.url, fx, DURATION_S);
        const coupon = await coupons(server.url, fx, DURATION_S, codeId);
        const page = await cartPage(server.url, fx, DURATION_S);
        const pay = await payments(server.url, fx, DURATION_S);
        // The same at half the rate the server sustained: the latency of a busy shop that is not saturated.
        return [
          add,
          await addToCart(server.url, fx, DURATION_S, half(add.requestsPerSecond)),
          ...coupon,
          ...(await coupons(server.url, fx, DURATION_S, codeId, half(coupon[0]!.requestsPerSecond))),
          page,
          await cartPage(server.url, fx, DURATION_S, half(page.requestsPerSecond)),
          ...pay,
          ...(await payments(server.url, fx, DURATION_S, half(pay[0]!.requestsPerSecond))),
        ];
      });
      await new Promise((r) => setTimeout(r, IDLE_S * 1000));
      const after = rssMb(pid);
      const results = load.value;
      const unexpected = results.some((r) => r.non2xx + r.errors > 0) ? server.output().slice(-2000) : "";
      if (unexpected) console.error(`server output (scale ${scale}):\n${unexpected}`);
      const plans = scale > 1 ? await explainHotQueries(url, fx) : [];
      return {
        scale,
        counts: fx.counts,
        results,
        rss: { start, peak: load.peak, mean: load.mean, after },
        rows: await tableSizes(url),
        plans,
      };
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(name);
  }
}

function resultsTable(run: ScaleRun): string {
  const rows = run.results.map((r) => {
    const measured = r.targetMs && !/refill|removal|card token/.test(r.name);
    const verdict = measured
      ? r.p99 < r.targetMs && r.errors + r.non2xx + r.refused === 0
        ? "met"
        : "**missed**"
      : "-";
    return `| ${r.name} | ${r.how} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.refused} | ${measured ? `p99 < ${r.targetMs} ms` : "(helper)"} | ${verdict} |`;
  });
  return `### Scale ${run.scale}: ${run.counts.products} areas, ${run.counts.stores} branches

| operation | load | requests | req/s | p50 ms | p99 ms | errors | non-2xx | refused | target | result |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|
${rows.join("\n")}

Server memory (RSS of the node process): ${run.rss.start} MB before the load, ${run.rss.mean} MB mean and
${run.rss.peak} MB peak under it, ${run.rss.after} MB after ${IDLE_S} s idle.
Rows afterwards: ${Object.entries(run.rows)
    .map(([t, n]) => `${t} ${n}`)
    .join(", ")}.
`;
}

const shorten = (sql: string, max = 110) => {
  const flat = sql.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Plans shown in full (shortened): the first statement of each of these operations. */
const SHOWN = [
  "catalogue listing",
  "area detail by slug",
  "branch list",
  "cart read (view)",
  "coupon by code",
  "session (every signed-in request)",
];

function plansSection(plans: ExplainedQuery[]): string {
  const rows = plans.map(
    (p) =>
      `| ${p.operation} | \`${shorten(p.sql).replace(/\|/g, "\\|")}\` | ${p.scans.join("; ") || "(no table)"} | ${p.executionMs} |`,
  );
  const seq = plans.filter((p) => p.growingSeqScans.length > 0);
  const shown = SHOWN.flatMap((op) => plans.filter((p) => p.operation === op).slice(0, 1));
  const details = shown
    .map((p) => {
      const lines = p.plan.length > 18 ? [...p.plan.slice(0, 16), "  …", ...p.plan.slice(-2)] : p.plan;
      return `**${p.operation}**: \`${shorten(p.sql, 160)}\`\n\n\`\`\`\n${lines.join("\n")}\n\`\`\``;
    })
    .join("\n\n");
  return `### Hot queries at scale 10: EXPLAIN (ANALYZE, BUFFERS)

Every statement the shop's own services issue for each operation (captured through Drizzle's logger, run once
after the load on the scale-10 database, writes inside a rolled-back transaction); inserts are left out (they
go through the primary key and unique indexes only).

| operation | statement | scans | ms |
|---|---|---|---:|
${rows.join("\n")}

Sequential scans on tables that grow: ${
    seq.length === 0
      ? "none."
      : `${seq.map((p) => `${p.operation} (${p.growingSeqScans.join(", ")})`).join("; ")}. These statements read every enabled branch by design (the footer's branch names and the checkout's branch picker list them all), so a sequential scan is the plan for them at any size: their cost grows with the number of branches, not through a missing index.`
  } Sequential scans on categories, provinces, franchises, discount codes and settings are the planner's choice for
tables of one or two pages; their look-ups by key have indexes (primary keys, \`coupons_code_idx\`).

${details}
`;
}

export async function operationsSection(): Promise<string> {
  const runs: ScaleRun[] = [];
  try {
    for (const scale of [1, 10]) runs.push(await runAtScale(scale));
  } finally {
    closeAgent();
  }
  const x10 = runs.find((r) => r.scale === 10);
  return `## Shop operations on PostgreSQL (${CONNECTIONS} connections, ${DURATION_S} s each)

Each scale gets a fresh PostgreSQL database and the production server on it (default pool of 10 database
connections). The customers are verified accounts with a session each, made in the database; every request goes
through HTTP as the hydrated pages send it: the \`token\` cookie, an \`Origin\` header and form-encoded bodies
posted to the routes' data endpoints. Add to cart and the cart page run under autocannon at saturation and
at an even pace at half that rate (a random customer and area per request); the coupon and the payment need a sequence per customer, so they run in an own loop of
${CONNECTIONS} concurrent workers over keep-alive connections, timing each request (p50/p99 by nearest rank).
The coupon look-up applies BIENVENIDA10 to a cart of two areas and then takes it off again (measured apart), as a
cart holds one code at a time. Each payment first puts the two areas back in the cart (the last payment emptied
it) and makes a card token with a card number of its own (so that the sandbox's duplicate check does not refuse
it), then posts 'Confirmar Pago' (visa, 3 instalments, cardholder APRO): "refused" counts answers that were not
an approved payment. The load generator shares the 2 cores with the server and PostgreSQL.

Each operation runs twice: at saturation (each connection sends its next request as soon as the last one is
answered, so the latency is mostly queueing: about ${CONNECTIONS} ÷ throughput), then at half the rate it sustained,
offered on a fixed schedule over the same ${CONNECTIONS} connections: the latency of a busy shop that is not
saturated. The targets are judged on both rows.

${runs.map(resultsTable).join("\n")}
${x10 ? plansSection(x10.plans) : ""}`;
}
