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
