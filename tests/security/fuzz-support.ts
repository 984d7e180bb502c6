/**
 * What the fuzz tests share: hostile values and form bodies made by fast-check, a fingerprint of the stored
 * rows a rejected request must leave alone, and the check that every message a form answers is Spanish.
 */
import { sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import fc from "fast-check";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { expect } from "vitest";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { couponRefusalMessage } from "#domain/coupons/rules.ts";
import { INCOMPLETE_FORM_MESSAGE } from "#domain/checkout/card-form.ts";
import { DATE_MESSAGES } from "#domain/validation/account.ts";
import { GENERIC_MESSAGES, MESSAGES } from "#domain/validation/messages.ts";
import type { Db } from "#server/db/client.ts";
import { CART_MESSAGES } from "#server/modules/cart/errors.ts";
import { WEBHOOK_MESSAGES } from "#server/http/payments-webhook.ts";
import { CHECKOUT_MESSAGES } from "#server/modules/payments/errors.ts";

/** Tables whose rows a rejected request must not touch, fingerprinted whole. */
const HASHED_TABLES = [
  "accounts",
  "account_sessions",
  "account_tokens",
  "account_email_changes",
  "carts",
  "cart_items",
  "cart_coupons",
  "coupon_redemptions",
  "contact_messages",
  "sandbox_card_tokens",
] as const;
/** Tables that background workers update after an accepted request: only their row count is compared. */
const COUNTED_TABLES = [
  "payments",
  "payment_items",
  "mail_outbox",
  "sandbox_payments",
  "sandbox_charges",
] as const;

/** One value per table: an md5 of all its rows, or its row count. */
export interface StoredTables {
  hashed: readonly string[];
  counted: readonly string[];
}

export const STORED_TABLES: StoredTables = { hashed: HASHED_TABLES, counted: COUNTED_TABLES };

export async function storedState(
  db: Db,
  tables: StoredTables = STORED_TABLES,
): Promise<Record<string, string>> {
  const parts = [
    ...tables.hashed.map(
      (t) => sql`select ${t} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as value
        from ${sql.identifier(t)} x`,
    ),
    ...tables.counted.map((t) => sql`select ${t} as name, count(*)::text as value from ${sql.identifier(t)}`),
  ];
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { name: string; value: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** Strings that lone surrogates and broken UTF-8 make once percent-encoded: sent as they are. */
const RAW_ENCODED = ["%ED%A0%80", "%ED%B0%80abc", "%C0%AF", "%FF%FE", "%E2%80", "%00", "%", "%zz", "%%%"];

/** A text a browser (or an attacker's script) could put in one form field. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u202eevil\u202c",
    "مرحبا",
    "😀👍🏽",
    "\uD800",
    "\uDC00x",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    '{"__proto__":{"admin":true}}',
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "${7*7}",
    "%00",
    "00000000-0000-0000-0000-000000000000",
    "d3b07384-d9a0-4c9f-8f8e-0123456789ab",
  ),
  fc.constantFrom(
    "0",
    "-1",
    "-0",
    "1.5",
    "0.0001",
    "1e308",
    "-1e308",
    "NaN",
    "Infinity",
    "0x10",
    "99999999999999999999999",
    "2147483648",
    "-2147483649",
  ),
  fc.double().map(String),
  fc.integer().map(String),
  fc
    .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom("a", "ñ", "😀", "\u0000", "1", " "))
    .map(([n, ch]) => ch.repeat(Math.ceil(n / ch.length))),
);

/** One field's value as it goes on the wire: percent-encoded text, or raw broken bytes. */
const encodedValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: hostileText.map((v) => encodeURIComponent(safeForEncoding(v))) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODED) },
);

/** The text with each lone surrogate replaced by U+FFFD: encodeURIComponent and JSON refuse them. */
export function wellFormed(v: string): string {
  return v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
const safeForEncoding = wellFormed;

/** Fields a browser could add to any form to forge what it pays or whose data it touches. */
export const FORGED_FIELDS = [
  "price",
  "total",
  "transaction_amount",
  "unit_price",
  "amount",
  "discount",
  "accountId",
  "account_id",
  "user_id",
  "id",
  "status",
  "role",
  "verified",
  "__proto__",
  "constructor",
] as const;

/**
 * A urlencoded body for a form with these fields: each field missing, once, or repeated (`a=1&a=2`), with a
 * hostile value or a valid one; some forged extra fields. `base` holds each field's valid value.
 */
export function formBody(base: Record<string, string>): fc.Arbitrary<string> {
  const names = Object.keys(base);
  const field = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([] as string[]) },
      { weight: 3, arbitrary: fc.constant([encodeURIComponent(base[name]!)]) },
      { weight: 4, arbitrary: encodedValue.map((v) => [v]) },
      { weight: 1, arbitrary: fc.array(encodedValue, { minLength: 2, maxLength: 3 }) },
    );
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...FORGED_FIELDS), fc.string({ maxLength: 12 })), encodedValue),
    { maxLength: 3 },
  );
  return fc
    .tuple(fc.tuple(...names.map(field)), extra)
    .map(([values, extras]) =>
      [
        ...names.flatMap((name, i) => values[i]!.map((v) => `${encodeURIComponent(name)}=${v}`)),
        ...extras.map(([k, v]) => `${encodeURIComponent(safeForEncoding(k))}=${v}`),
      ].join("&"),
    );
}

/** Content types a request may claim: mostly a form, sometimes something else entirely. */
export const formContentType = fc.oneof(
  { weight: 17, arbitrary: fc.constant("application/x-www-form-urlencoded") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json",
      "text/plain",
      "multipart/form-data; boundary=xyz",
      "multipart/form-data",
      "application/x-www-form-urlencoded; charset=utf-16",
      "",
    ),
  },
);

const sentinel = "\u0001";
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every Spanish message the shop's forms may answer: texts, and templates as patterns. */
function catalogue(): { texts: Set<string>; patterns: RegExp[] } {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  const sources: Record<string, unknown>[] = [
    MESSAGES,
    GENERIC_MESSAGES,
    ACCOUNT_MESSAGES,
    DATE_MESSAGES,
    CART_MESSAGES,
    CHECKOUT_MESSAGES,
    WEBHOOK_MESSAGES,
    { INCOMPLETE_FORM_MESSAGE, genre: "Seleccioná una opción de la lista" },
    // The JSON API's own errors (server/http/api.ts).
    {
      notFound: "No existe ese recurso de la API.",
      badRequest: "La solicitud no es válida.",
      unavailable: "La base de datos no está disponible en este momento.",
    },
  ];
  addSources(sources, texts, patterns);
  for (const reason of [
    "unknown",
    "disabled",
    "not_started",
    "expired",
    "used_up",
    "used_by_account",
  ] as const) {
    texts.add(couponRefusalMessage(reason));
  }
  patterns.push(/^El código de descuento requiere una compra mínima de .+$/);
  return { texts, patterns };
}

function addSources(sources: Record<string, unknown>[], texts: Set<string>, patterns: RegExp[]): void {
  for (const source of sources) {
    for (const value of Object.values(source)) {
      if (typeof value === "string") texts.add(value);
      if (value instanceof RegExp) patterns.push(value);
      if (typeof value === "function") {
        const sample = String((value as (x: string) => unknown)(sentinel));
        patterns.push(new RegExp(`^${escapeRegExp(sample).split(sentinel).join(".+")}$`, "s"));
      }
    }
  }
}

const CATALOGUE = catalogue();

/** Adds the messages of other forms (the back office's) to the catalogue `expectSpanish` accepts. */
export function acceptMessages(...sources: Record<string, unknown>[]): void {
  addSources(sources, CATALOGUE.texts, CATALOGUE.patterns);
}

/** Whether a message is one of the shop's Spanish messages. */
export function inCatalogue(message: string): boolean {
  return CATALOGUE.texts.has(message) || CATALOGUE.patterns.some((p) => p.test(message));
}

/** English words of a validation library's defaults, and the marks of a stack trace. */
export const ENGLISH_OR_STACK =
  /\b(Invalid|Required|Expected|expected|received|Too (big|small)|must be|should be|TypeError|SyntaxError|ReferenceError|Unexpected|undefined)\b|\n\s+at |node_modules|\.tsx?:\d+/;

/** The decoded data of a React Router `.data` response. */
export async function decodeSingleFetch(body: string): Promise<unknown> {
  const stream = new Response(body).body!;
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  return decoded.value;
}

const MESSAGE_KEYS = new Set(["message", "error", "fields", "formErrors", "cardErrors"]);
/** What a form answer echoes back of the input: never a message, whatever its key names. */
const ECHO_KEYS = new Set(["initialValue", "state", "intent", "value", "code"]);

/** Every text found under a message-like key of a decoded answer (`error`, `message`, `fields`…). */
export function messagesIn(value: unknown, under = false, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (under) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) messagesIn(v, under, out);
  } else if (value && typeof value === "object") {
    // A route error (a malformed address, a wrong method): the page shows its Spanish error boundary.
    if ("statusText" in value && "status" in value) return out;
    for (const [k, v] of Object.entries(value)) {
      if (ECHO_KEYS.has(k)) continue;
      // A conform reply's `fields` lists the names of the fields posted, not messages.
      if (k === "fields" && Array.isArray(v)) continue;
      messagesIn(v, under || MESSAGE_KEYS.has(k), out);
    }
  }
  return out;
}

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

/** The texts under the fields of a server-rendered page (`id="…-error"`): form messages. */
export function fieldMessagesInHtml(html: string): string[] {
  return [...html.matchAll(/id="[^"]*-error"[^>]*>([^<]+)</g)].map((m) => decodeHtml(m[1]!)).filter(Boolean);
}

/** The texts of a page's alerts: form messages and the page's own notices. */
export function alertsInHtml(html: string): string[] {
  return [...html.matchAll(/role="alert"[^>]*>(?:<[^>]+>)*([^<]+)</g)]
    .map((m) => decodeHtml(m[1]!))
    .filter(Boolean);
}

/** Asserts that each message is Spanish: from the catalogue, and never a library default or a stack trace. */
export function expectSpanish(messages: readonly string[], where: string): void {
  for (const m of messages) {
    expect(m, `${where}: ${JSON.stringify(m)}`).not.toMatch(ENGLISH_OR_STACK);
    expect(inCatalogue(m), `${where}: not a catalogue message: ${JSON.stringify(m)}`).toBe(true);
  }
}

/** Counts the inputs that the fuzz tests sent, so the total can be asserted. */
export class RunCounter {
  private readonly counts = new Map<string, number>();
  add(route: string): void {
    this.counts.set(route, (this.counts.get(route) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  get byRoute(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
}

/**
 * The run's fuzz seed: new each run, so coverage grows over runs, and printed, so a failure can be replayed
 * with FUZZ_SEED=<seed>.
 */
export function fuzzSeed(suite: string): number {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
  console.log(`${suite}: fuzz seed ${seed} (FUZZ_SEED=${seed} replays it)`);
  return seed;
}

/** fc.assert, with a counterexample cut short: fuzzed values run to 100 KB. */
export async function assertProperty<T>(
  property: fc.IAsyncProperty<T>,
  params: fc.Parameters<T>,
): Promise<void> {
  const details = await fc.check(property, params);
  if (!details.failed) return;
  const example = JSON.stringify(details.counterexample, (_k, v: unknown) =>
    typeof v === "string" && v.length > 300 ? `${v.slice(0, 300)}…(${v.length} chars)` : v,
  );
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `Property failed (seed ${details.seed}, path ${details.counterexamplePath}):\n${example.slice(0, 4_000)}\n${cause.slice(0, 4_000)}`,
  );
}

/** Asserts that an answer shows only Spanish messages, whatever its type: page, `.data` or JSON. */
export async function expectSpanishAnswer(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  where: string,
): Promise<void> {
  const type = String(res.headers["content-type"] ?? "");
  if (type.startsWith("text/x-script")) {
    expectSpanish(messagesIn(await decodeSingleFetch(res.body)), where);
  } else if (type.startsWith("text/html")) {
    expect(res.body, where).not.toMatch(/\n\s+at |node_modules/);
    expectSpanish(fieldMessagesInHtml(res.body), where);
    for (const alert of alertsInHtml(res.body)) expect(alert, where).not.toMatch(ENGLISH_OR_STACK);
  } else if (type.startsWith("application/json")) {
    expectSpanish(messagesIn(JSON.parse(res.body)), where);
  } else if (res.body) {
    expect(res.body, where).not.toMatch(ENGLISH_OR_STACK);
  }
}
