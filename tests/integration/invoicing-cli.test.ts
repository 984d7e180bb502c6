/** `npm run invoicing:queue`: the approved sales that have no invoice get theirs queued, once. */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { jobs, payments, vouchers } from "#server/db/schema/index.ts";
import { VOUCHER_JOB } from "#server/modules/invoicing/queue.ts";
import { ENGINE, createPostgresDatabase } from "../support/database.ts";
import { approvedSale, branchOf } from "../support/invoicing.ts";
import { PROCESS_TEST_LIMIT } from "../support/server-process.ts";
import { templates } from "../support/templates.ts";

const run = promisify(execFile);
const TSX = path.join("node_modules", ".bin", "tsx");
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the seeded demo shop's database. */
async function seededShop(): Promise<{ env: Record<string, string>; database: () => Promise<Database> }> {
  if (ENGINE === "postgres") {
    const { url, drop } = await createPostgresDatabase("shop_test", templates().postgres!.seeded);
    cleanups.push(drop);
    return { env: { DATABASE_URL: url }, database: () => openDatabase({ url, dataDir: "" }) };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-invoicing-cli-"));
  cpSync(templates().pglite!.seeded, dataDir, { recursive: true });
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir }, database: () => openDatabase({ url: undefined, dataDir }) };
}

const queue = (env: Record<string, string>) =>
  run(TSX, ["server/modules/invoicing/cli.ts"], {
    env: { ...process.env, NODE_ENV: "", DATABASE_URL: "", ...env },
  });

it(
  "queues an invoice for each approved sale without one, and nothing the second time",
  async () => {
    const shop = await seededShop();
    const countWithout = async () => {
      const database = await shop.database();
      try {
        const [row] = await database.db
          .select({ n: count() })
          .from(payments)
          .leftJoin(vouchers, and(eq(vouchers.paymentId, payments.id), eq(vouchers.kind, "invoice")))
          .where(
            and(
              inArray(payments.status, ["approved", "in_mediation", "refunded", "charged_back"]),
              isNull(vouchers.id),
            ),
          );
        return row!.n;
      } finally {
        await database.close();
      }
    };
    // Three sales approved before the shop invoiced: their vouchers and jobs were never written.
    const database = await shop.database();
    try {
      const { store } = await branchOf(database.db, "Candela Casa Central S.A.");
      for (let i = 0; i < 3; i++) await approvedSale(database.db, store.id);
      await database.db.delete(jobs).where(eq(jobs.kind, VOUCHER_JOB));
      await database.db.delete(vouchers);
    } finally {
      await database.close();
    }
    const missing = await countWithout();
    expect(missing).toBeGreaterThanOrEqual(3);

    const first = await queue(shop.env);
    expect(first.stdout.trim()).toBe(`Facturas en cola: ${missing} ventas sin factura.`);
    expect(await countWithout()).toBe(0);

    const second = await queue(shop.env);
    expect(second.stdout.trim()).toBe("Todas las ventas aprobadas ya tienen su factura.");
  },
  PROCESS_TEST_LIMIT,
);
