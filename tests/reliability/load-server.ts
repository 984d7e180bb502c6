/**
 * A production server process on a PostgreSQL database of its own (created for the test file and dropped
 * afterwards), with the sandbox payments, and a direct connection to the same database for the checks.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "#server/db/client.ts";
import * as schema from "#server/db/schema/index.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

export const SANDBOX_ACCESS_TOKEN = "TEST-reliability-access-token";
export const SANDBOX_PUBLIC_KEY = "TEST-reliability-public-key";

export interface LoadShop {
  server: ServerProcess;
  url: string;
  /** The shop's database, for a second process on it. */
  databaseUrl: string;
  /** The environment the process was started with. */
  env: Record<string, string>;
  db: Db;
  /** Plain SQL on the shop's database. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("The reliability tests run on PostgreSQL: set TEST_DATABASE_URL.");
  return url;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const BUILD_FILES = ["build/app/main.js", "build/server/index.js", "build/app/migrations/meta/_journal.json"];

/** Waits a little for a build being remade to be complete, then insists on one. */
async function buildPresent(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!BUILD_FILES.every((f) => existsSync(path.resolve(f)))) {
    if (Date.now() > deadline) throw new Error("No build found: run `npm run build` first.");
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Starts the shop on a new database `<prefix>_<random>`; `stop()` ends the process and drops the database. */
export async function startLoadShop(prefix: string, env: Record<string, string> = {}): Promise<LoadShop> {
  await buildPresent();
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  const stop = async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      const timer = setTimeout(() => server?.child.kill("SIGKILL"), 20_000);
      await server.exited;
      clearTimeout(timer);
    }
    await pool?.end();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PAYMENTS_PROVIDER: "sandbox",
      MP_PUBLIC_KEY: SANDBOX_PUBLIC_KEY,
      MP_ACCESS_TOKEN: SANDBOX_ACCESS_TOKEN,
      ...env,
    };
    server = await startServerProcess(started);
    pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
    pool.on("error", () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    const client = pool;
    return {
      server,
      url: server.url,
      databaseUrl: url.toString(),
      env: started,
      db,
      query: async (text, values) => (await client.query(text, values)).rows,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
