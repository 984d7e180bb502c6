import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { listMailbox } from "#server/mail/transports/mailbox.ts";

type Inject = FastifyInstance["inject"];
interface App {
  inject: Inject;
}

let ipCounter = 0;
/** A fresh client address per call, so the address rate limits of one test do not reach the next. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export async function postForm(
  app: App,
  url: string,
  fields: Record<string, string | undefined>,
  opts: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
  return app.inject({
    method: "POST",
    url,
    payload: body.toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": opts.ip ?? freshIp(),
      ...(opts.cookie ? { cookie: `token=${opts.cookie}` } : {}),
      ...opts.headers,
    },
  });
}

/** The text of HTML with its common entities decoded. */
export const decodeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The message shown under each field of a server-rendered form, by field name. */
export function fieldErrors(html: string, formId: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = new RegExp(`id="${formId}-([\\w.\\[\\]]+)-error"[^>]*>([^<]+)<`, "g");
  for (const m of html.matchAll(re)) out[m[1]!] = decodeHtml(m[2]!);
  return out;
}

/** The texts of the page's alerts. */
export function alerts(html: string): string[] {
  return [...html.matchAll(/role="(?:alert|status)"[^>]*>(?:<div[^>]*>)?([^<]+)</g)].map((m) =>
    decodeHtml(m[1]!),
  );
}

/** The session cookie a response sets (value and attributes), or null. */
export function sessionCookie(res: {
  headers: Record<string, unknown>;
}): { value: string; raw: string } | null {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const raw = all.find((c) => c.startsWith("token="));
  if (!raw) return null;
  return { value: raw.slice("token=".length).split(";")[0]!, raw };
}

/** Waits for a mail to `to` in the local mailbox and returns the path of its link that starts with `prefix`. */
export async function mailedLink(mailboxDir: string, to: string, prefix: string, after = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${prefix.replace(/[/.]/g, "\\$&")}[^\\s]*)`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await listMailbox(mailboxDir)).filter((m) => m.to === to).reverse();
    const link = mails
      .slice(after)
      .map((m) => pattern.exec(m.text)?.[1])
      .find(Boolean);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${prefix} link`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const PASSWORD = "Clave123";

export function registration(email: string, over: Record<string, string | undefined> = {}) {
  return {
    name: "Julieta",
    surname: "O'Connor",
    email,
    identifire: String(30_000_000 + Math.floor(Math.random() * 9_000_000)),
    mobile_phone: "1155556666",
    password: PASSWORD,
    newsletter: "on",
    terms: "on",
    ...over,
  };
}

/** Registers through the form, follows the mailed verification link, and signs in: the session cookie. */
export async function signUp(app: App, mailboxDir: string, email: string): Promise<string> {
  const reg = await postForm(app, "/account-register", registration(email));
  expect(reg.statusCode).toBe(200);
  const verify = await app.inject({ url: await mailedLink(mailboxDir, email, "/account-verify/") });
  expect(verify.statusCode).toBe(200);
  return signIn(app, email, PASSWORD);
}

export async function signIn(app: App, email: string, password: string): Promise<string> {
  const res = await postForm(app, "/account-login", { intent: "login", email, password });
  expect(res.statusCode).toBe(302);
  const cookie = sessionCookie(res);
  expect(cookie).not.toBeNull();
  return cookie!.value;
}
