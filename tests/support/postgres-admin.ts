import { randomBytes } from "node:crypto";
import pg from "pg";

/** Names this process's databases, so that a run's leftovers are told from another run's. */
export const runId = randomBytes(4).toString("hex");

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** Runs one statement on the TEST_DATABASE_URL server, on a connection of its own. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the TEST_DATABASE_URL server (empty, or a copy of `template`), and a way to drop it. */
export async function createPostgresDatabase(
  prefix = "shop_test",
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ""}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}
