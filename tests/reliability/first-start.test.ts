import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { clientConfig, payments, staffAccounts, vouchers } from "#server/db/schema/index.ts";
import { seedIfEmpty } from "#server/first-start.ts";
import { createPostgresDatabase } from "../support/database.ts";

const PROCESSES = 3;
const ROUNDS = 3;
const uploadsDir = mkdtempSync(path.join(tmpdir(), "shop-first-start-"));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

describe("processes starting together on one empty PostgreSQL database", () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    "migrate it and load the demo once (round %i)",
    async () => {
      const { url, drop } = await createPostgresDatabase("shop_first_start");
      try {
        // Each pool is a session of its own, as each server process has.
        const starts = await Promise.all(
          Array.from({ length: PROCESSES }, async () => {
            const database = await openDatabase({ url, dataDir: uploadsDir, poolSize: 2 });
            try {
              return await seedIfEmpty(database, { uploadsDir, production: false });
            } finally {
              await database.close();
            }
          }),
        );
        expect(starts.filter((s) => s.seeded)).toHaveLength(1);

        const check = await openDatabase({ url, dataDir: uploadsDir, poolSize: 1 });
        try {
          const rows = async (table: typeof clientConfig | typeof staffAccounts) =>
            (await check.db.select({ n: count() }).from(table))[0]!.n;
          expect(await rows(clientConfig)).toBe(1);
          expect(await rows(staffAccounts)).toBe(1);
          // The demo's sales are invoiced like any other: each approved one has its invoice queued once.
          const [sales] = await check.db
            .select({ n: count() })
            .from(payments)
            .where(eq(payments.status, "approved"));
          const [invoices] = await check.db
            .select({ n: count() })
            .from(vouchers)
            .innerJoin(payments, eq(payments.id, vouchers.paymentId))
            .where(and(eq(vouchers.kind, "invoice"), eq(payments.status, "approved")));
          expect(sales!.n).toBeGreaterThan(0);
          expect(invoices!.n).toBe(sales!.n);
        } finally {
          await check.close();
        }
      } finally {
        await drop();
      }
    },
  );
});
