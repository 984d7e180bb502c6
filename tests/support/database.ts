import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "#server/db/client.ts";
import { createPostgresDatabase } from "./postgres-admin.ts";

export { createPostgresDatabase };
import { templates } from "./templates.ts";

export type Engine = "pglite" | "postgres";

export interface TestDatabase extends Database {
  /** Closes the database and removes everything the test made. */
  destroy(): Promise<void>;
}

/**
 * Both engines, for tests of what depends on the engine (SQL, constraints, locks, races, migrations):
 * the embedded one always, and PostgreSQL too when TEST_DATABASE_URL is set. Such a test's title names the
 * engine it ran on ("… on pglite", "… on postgres").
 */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The one engine for a test whose behaviour does not depend on it: PostgreSQL, which production uses, when
 * TEST_DATABASE_URL is set, else the embedded one.
 */
export const ENGINE: Engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A fresh, migrated database (a copy of the run's template): a PGlite directory of its own, or a new
 * database on the PostgreSQL server. `seeded` copies the demo shop too (its images: `copySeededUploads`).
 */
export async function createTestDatabase(
  engine: Engine,
  opts: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const kind = opts.seeded ? "seeded" : "migrated";
  if (engine === "pglite") {
    const template = templates().pglite?.[kind];
    if (!template) throw new Error("this suite runs on PostgreSQL only: it made no embedded database");
    const dir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
    cpSync(template, dir, { recursive: true });
    const database = closeOnce(await openDatabase({ dataDir: dir }));
    return {
      ...database,
      destroy: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const template = templates().postgres?.[kind];
  if (!template) throw new Error("TEST_DATABASE_URL is not set");
  const { url, drop } = await createPostgresDatabase("shop_test", template);
  const database = closeOnce(await openDatabase({ url, dataDir: tmpdir() }));
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Lets a test close the database early (to see the shop without it) and still destroy it afterwards. */
function closeOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}
