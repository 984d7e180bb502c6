/**
 * What the fault tests share: a PostgreSQL database of their own, HTTP forms and sign-up against a whole
 * server process (the verification link read from a real SMTP server), and polling.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { registration, PASSWORD } from "../support/accounts.ts";
import { createPostgresDatabase } from "../support/database.ts";
import { linkIn } from "../support/mail-parse.ts";
import type { ServerProcess } from "../support/server-process.ts";
import type { TestSmtp } from "../support/smtp.ts";
import { templates } from "../support/templates.ts";

export interface FaultsDatabase {
  url: string;
  /** One statement on the test's database (its own connection). */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/** A new database `rel_faults_<random>` on the TEST_DATABASE_URL server: empty, or a copy of the demo shop. */
export async function createFaultsDatabase(opts: { seeded?: boolean } = {}): Promise<FaultsDatabase> {
  const template = opts.seeded ? templates().postgres?.seeded : undefined;
  if (opts.seeded && !template) throw new Error("TEST_DATABASE_URL is not set");
  const database = await createPostgresDatabase("rel_faults", template);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on("error", () => {});
  return {
    url: database.url,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    drop: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

/** A temporary directory, removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "rel-faults-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Stops a server started by a test (SIGTERM), if it still runs. */
export async function stopShop(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

let ipCounter = 1;
/** A client address of its own per call, so the address rate limits never mix two customers. */
export const nextIp = () => `10.77.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export interface FormAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/** Posts a form as the browser does (no redirects followed). */
export async function postForm(
  base: string,
  url: string,
  fields: Record<string, string>,
  opts: { cookie?: string; ip?: string } = {},
): Promise<FormAnswer> {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": opts.ip ?? nextIp(),
      ...(opts.cookie ? { cookie: `token=${opts.cookie}` } : {}),
    },
  });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Registers through the form (the page answers once the account and its mail are stored). */
export async function register(base: string, email: string, ip = nextIp()) {
  const answer = await postForm(base, "/account-register", registration(email), { ip });
  expect(answer.status).toBe(200);
  return answer;
}

/** Registers, follows the verification link mailed to the SMTP server, signs in: the session cookie. */
export async function signUp(base: string, smtp: TestSmtp, email: string): Promise<string> {
  const ip = nextIp();
  await register(base, email, ip);
  const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
  const link = new URL(linkIn(mail.text, "/account-verify/"));
  const verify = await fetch(`${base}${link.pathname}${link.search}`);
  expect(verify.status).toBe(200);
  const login = await postForm(
    base,
    "/account-login",
    { intent: "login", email, password: PASSWORD },
    { ip },
  );
  expect(login.status).toBe(302);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("token="))
    ?.slice("token=".length)
    .split(";")[0];
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: not reached within ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ""}`,
      );
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
