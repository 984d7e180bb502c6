// The sales CSV export of a 100,000-payment database on PostgreSQL, downloaded from the production server while
// its resident memory is sampled: the file streams in batches, so memory stays flat whatever the row count.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { hashToken, randomToken } from "#server/modules/accounts/tokens.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { createDatabase, dropDatabase, seedAtScale } from "./operations-setup.ts";

const PAYMENTS = 100_000;
const CUSTOMERS = 10_000;

async function run(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** Customers, then approved payments spread over a year, each with one or two areas; an owner's session. */
async function fill(url: string): Promise<string> {
  await run(
    url,
    `insert into accounts (name, surname, email, identifire, mobile_phone, password_hash, verified_at)
     select 'Cliente', 'Número ' || i, 'venta' || i || '@example.com', (30000000 + i)::text, '11' || (50000000 + i), 'x', now()
     from generate_series(1, $1) i`,
    [CUSTOMERS],
  );
  await run(
    url,
    `insert into payments (id, account_id, payment_code, idempotency_key, status, provider, subtotal, discount, total,
       installments, interest_percentage, total_financed, installment_amount, tea, cft, payment_method_id, store_id,
       store_name, store_address, fiserv_id, payer_email, payer_mobile_phone, payer_identification_type,
       payer_identification_number, approved_at, created_at, updated_at)
     select gen_random_uuid(), a.id, 'CND-' || lpad(i::text, 8, '0'), 'bench-' || i, 'approved', 'sandbox', 2700000, 0, 2700000,
       1, 0, 2700000, 2700000, 0, 0, 'visa', s.id, s.name, 'Av. Siempre Viva 742', 'FSV-000101',
       a.email, a.mobile_phone, 'DNI', a.identifire, now() - (i || ' minutes')::interval,
       now() - (i || ' minutes')::interval, now()
     from generate_series(1, $1) i
     join lateral (select * from accounts order by id offset (i % $2) limit 1) a on true
     join lateral (select * from stores where enabled order by id limit 1) s on true`,
    [PAYMENTS, CUSTOMERS],
  );
  await run(
    url,
    `insert into payment_items (payment_id, product_id, title, sessions, unit_price, quantity, position)
     select p.id, pr.id, pr.title, '6', 2700000, 1, 0
     from payments p join lateral (select id, title from products order by id limit 1) pr on true`,
  );
  const token = randomToken();
  const owner = await run(
    url,
    `insert into staff_accounts (email, name, role, password_hash) values ('bench@candela.test', 'Bench', 'owner', 'x') returning id`,
  );
  await run(
    url,
    `insert into staff_sessions (staff_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [(owner.rows[0] as { id: string }).id, hashToken(token)],
  );
  await run(url, "analyze");
  return token;
}

export async function salesExportSection(): Promise<string> {
  const name = "shop_bench_sales";
  const url = await createDatabase(name);
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-sales-"));
  let result = { rows: 0, bytes: 0, seconds: 0, rssBefore: 0, rssPeak: 0, rssAfter: 0, firstByteMs: 0 };
  try {
    seedAtScale(url, dataDir, 1);
    const token = await fill(url);
    const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    try {
      const pid = server.child.pid!;
      const rssBefore = rssMb(pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 50);
      const started = performance.now();
      const res = await fetch(`${server.url}/admin/ventas/exportar`, {
        headers: { cookie: `staff_token=${token}` },
      });
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      const reader = res.body!.getReader();
      let bytes = 0;
      let lines = 0;
      let firstByteMs = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!firstByteMs) firstByteMs = performance.now() - started;
        bytes += value.byteLength;
        for (const b of value) if (b === 0x0a) lines++;
      }
      clearInterval(sampler);
      result = {
        rows: lines - 1,
        bytes,
        seconds: (performance.now() - started) / 1000,
        rssBefore,
        rssPeak,
        rssAfter: rssMb(pid),
        firstByteMs,
      };
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(name);
  }
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  return `## Sales CSV export on PostgreSQL (${PAYMENTS.toLocaleString("en")} payments)

A fresh PostgreSQL database with the demo data, ${CUSTOMERS.toLocaleString("en")} customers and
${PAYMENTS.toLocaleString("en")} approved payments. An owner downloads \`/admin/ventas/exportar\` (no filter) from the
production server while its resident memory is sampled every 50 ms; the file is read in batches of 1,000 rows as
the download asks for more.

| rows | size | first byte | whole file | server RSS before | peak | after |
|---:|---:|---:|---:|---:|---:|---:|
| ${result.rows.toLocaleString("en")} | ${(result.bytes / 1024 / 1024).toFixed(1)} MB | ${result.firstByteMs.toFixed(0)} ms | ${result.seconds.toFixed(1)} s | ${mb(result.rssBefore)} | ${mb(result.rssPeak)} | ${mb(result.rssAfter)} |
`;
}
