import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "#server/db/client.ts";

export interface TestDatabase extends Database {
  /** Closes the database and removes everything the test made. */
  destroy(): Promise<void>;
}

/** The engines a service test runs on: always the embedded one, and PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/** A fresh, migrated database: a PGlite directory of its own, or a new database on the PostgreSQL server. */
export async function createTestDatabase(engine: "pglite" | "postgres"): Promise<TestDatabase> {
  if (engine === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
    const database = closeOnce(await openDatabase({ dataDir: dir }));
    return {
      ...database,
      destroy: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = closeOnce(await openDatabase({ url, dataDir: tmpdir() }));
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server, and a way to drop it. */
export async function createPostgresDatabase(
  prefix = "shop_test",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Lets a test close the database early (to see the shop without it) and still destroy it afterwards. */
function closeOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}
