/**
 * A production server, logging as much as it can, taken through a customer's whole journey over HTTP: its
 * cookies are HttpOnly, SameSite and Secure, and nothing secret it handled (passwords, session and mailed
 * tokens, card data, credentials) ever reaches its output.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PUBLIC_KEY } from "#server/config.ts";
import { PROCESS_TEST_LIMIT, startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";

const PUBLIC_URL = "https://tienda.example";
const secret = (prefix: string) => `${prefix}${randomBytes(24).toString("hex")}`;
const SESSION_SECRET = secret("sess-");
const MP_ACCESS_TOKEN = secret("APP_USR-");
const MP_WEBHOOK_SECRET = secret("whsec-");
// The password rule allows 6 to 10 characters: a fixed upper, lower and digit around random ones.
const FIRST_PASSWORD = `Vx${randomBytes(3).toString("hex")}9k`;
const SECOND_PASSWORD = `Qw${randomBytes(3).toString("hex")}7z`;
const CARD_NUMBER = "4509953566233704";
const SECURITY_CODE = "739";
const EMAIL = `registro-${randomBytes(4).toString("hex")}@example.com`;
const DOCUMENT = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
const CLIENT_IP = "203.0.113.77";

/** What the browser holds: its cookies by name, and every Set-Cookie it was sent. */
const jar = new Map<string, string>();
const setCookies: string[] = [];

interface Sent {
  status: number;
  body: string;
  location: string | null;
}

let server: ServerProcess;
let smtp: TestSmtp;
let dataDir: string;

/** A request as a browser behind the shop's TLS proxy sends it: same-origin, with its cookies. */
async function send(
  url: string,
  opts: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const body = opts.form
    ? new URLSearchParams(opts.form).toString()
    : opts.json !== undefined
      ? JSON.stringify(opts.json)
      : undefined;
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const res = await fetch(`${server.url}${url}`, {
    method: body === undefined ? "GET" : "POST",
    redirect: "manual",
    body,
    headers: {
      "x-forwarded-for": CLIENT_IP,
      "x-forwarded-proto": "https",
      ...(body !== undefined ? { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" } : {}),
      ...(opts.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(opts.json !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...opts.headers,
    },
  });
  for (const raw of res.headers.getSetCookie()) {
    setCookies.push(raw);
    const [pair] = raw.split(";");
    const eq = pair!.indexOf("=");
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    if (value === "" || /;\s*Max-Age=0\b/i.test(raw)) jar.delete(name);
    else jar.set(name, value);
  }
  return { status: res.status, body: await res.text(), location: res.headers.get("location") };
}

/** The path of the first link to `prefix` mailed to the customer after the `after` first mails, and its token. */
async function mailedLink(after: number, prefix: string): Promise<{ path: string; token: string }> {
  const pattern = new RegExp(`${PUBLIC_URL.replace(/[.]/g, "\\.")}(${prefix}[^\\s]+)`);
  const mail = await smtp.waitFor(
    (m) => m.to.includes(EMAIL) && smtp.mails.indexOf(m) >= after && pattern.test(m.text),
  );
  const linkPath = pattern.exec(mail.text)![1]!;
  return { path: linkPath, token: linkPath.split("/").at(-1)! };
}

const firstMatch = (html: string, re: RegExp, what: string) => {
  const m = re.exec(html);
  if (!m) throw new Error(`no ${what} in the page`);
  return m[1]!;
};

describe("secrets in a production server's logs", { timeout: PROCESS_TEST_LIMIT }, () => {
  const sessionTokens = new Set<string>();
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-secrets-"));
    server = await startServerProcess({
      NODE_ENV: "production",
      LOG_LEVEL: "trace",
      PUBLIC_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET,
      PAYMENTS_PROVIDER: "sandbox",
      ALLOW_SANDBOX_PAYMENTS: "1",
      SANDBOX_PENDING_DELAY_SECONDS: "0",
      MP_ACCESS_TOKEN,
      MP_WEBHOOK_SECRET,
      SMTP_URL: smtp.url,
      MAIL_TRANSPORT: "",
    });
  }, PROCESS_TEST_LIMIT);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await smtp?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("walks a customer from registration to a paid order, and a forged webhook", async () => {
    const rememberSession = () => {
      const token = jar.get("token");
      expect(token).toBeTruthy();
      sessionTokens.add(token!);
    };

    // An anonymous visitor puts an area in the cart (kept in the `cart` cookie).
    const shopPage = await send("/shop");
    expect(shopPage.status).toBe(200);
    const productId = firstMatch(shopPage.body, /name="productId" value="([^"]+)"/, "area to add");
    const added = await send("/shop/cart", { form: { intent: "add", productId } });
    expect(added.status).toBe(200);
    expect(jar.has("cart")).toBe(true);

    const registered = await send("/account-register", {
      form: {
        name: "Valentina",
        surname: "Sosa",
        email: EMAIL,
        identifire: DOCUMENT,
        mobile_phone: "1155556666",
        password: FIRST_PASSWORD,
        newsletter: "on",
        terms: "on",
      },
    });
    expect(registered.status).toBe(200);
    const verification = await mailedLink(0, "/account-verify/");
    secrets.verificationToken = verification.token;
    expect((await send(verification.path)).status).toBe(200);

    const login = await send("/account-login", {
      form: { intent: "login", email: EMAIL, password: FIRST_PASSWORD },
    });
    expect(login.status).toBe(302);
    rememberSession();

    const logout = await send("/account-logout", { form: {} });
    expect(logout.status).toBe(302);
    expect(jar.has("token")).toBe(false);

    const mailsBefore = smtp.mails.length;
    const requested = await send("/account-login", { form: { intent: "reset-request", email: EMAIL } });
    expect(requested.status).toBe(200);
    const reset = await mailedLink(mailsBefore, "/account-password/");
    secrets.resetToken = reset.token;
    expect((await send(reset.path)).status).toBe(200);
    const restored = await send(reset.path, {
      form: { token: reset.token, password: SECOND_PASSWORD, password_confirm: SECOND_PASSWORD },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toContain("Tu contraseña fue restablecida de manera correcta.");

    const again = await send("/account-login", {
      form: { intent: "login", email: EMAIL, password: SECOND_PASSWORD },
    });
    expect(again.status).toBe(302);
    rememberSession();

    expect((await send("/shop/cart", { form: { intent: "add", productId } })).status).toBe(200);
    // The branch grid, unfolded as without scripts ('Ver todas las sucursales').
    const checkout = await send("/shop/checkout?sucursales=todas");
    expect(checkout.status).toBe(200);
    const storeId = firstMatch(checkout.body, /value="([^"]+)"[^>]*name="storeId"/, "branch");
    expect((await send("/shop/checkout", { form: { intent: "store", storeId } })).status).toBeLessThan(400);
    await send("/shop/checkout", { form: { intent: "pay" } });
    const payStep = await send("/shop/checkout");
    expect(payStep.status).toBe(200);
    const country = firstMatch(payStep.body, /<option value="([^"]+)" selected="">/, "default country");
    const state = firstMatch(
      payStep.body,
      /name="state"[^>]*>(?:<option[^>]*value="-1"[^>]*>[^<]*<\/option>)?<option value="([^"]+)"/,
      "state of the default country",
    );

    // The total the payment step shows, which 'Confirmar Pago' confirms (pesos, as the page posts it).
    const shownTotal = firstMatch(payStep.body, />Total<\/dt><dd[^>]*>([^<]+)<\/dd>/, "total shown");
    const confirmedTotal = (Number(shownTotal.replace(/[^\d]/g, "")) / 100).toFixed(2);

    const tokenRes = await send(`/sandbox/mercadopago/v1/card_tokens?public_key=${SANDBOX_PUBLIC_KEY}`, {
      json: {
        card_number: CARD_NUMBER,
        security_code: SECURITY_CODE,
        expiration_month: "11",
        expiration_year: "30",
        cardholder: { name: "APRO", identification: { type: "DNI", number: DOCUMENT } },
      },
    });
    expect(tokenRes.status).toBe(201);
    const cardToken = (JSON.parse(tokenRes.body) as { id: string }).id;
    secrets.cardToken = cardToken;

    const paid = await send("/shop/checkout", {
      form: {
        intent: "confirm",
        attempt_key: randomBytes(16).toString("hex"),
        token: cardToken,
        payment_method_id: "visa",
        installments: "1",
        email: EMAIL,
        mobile_phone: "1145678901",
        identification_type: "DNI",
        identification_number: DOCUMENT,
        transaction_amount: confirmedTotal,
        "billing.name": "Valentina",
        "billing.surname": "Sosa",
        "billing.email": EMAIL,
        "billing.address": "Av. Santa Fe 1234",
        "billing.address_information": "3° B",
        "billing.city": "Ciudad Autónoma de Buenos Aires",
        "billing.zip": "C1425",
        "billing.country": country,
        "billing.state": state,
      },
    });
    expect(paid.status, paid.body.slice(0, 500)).toBe(200);
    expect(paid.body).toMatch(/CND-[0-9A-Z]{8}/);

    // A notification forged without the shop's webhook secret is refused.
    const requestId = randomBytes(8).toString("hex");
    const ts = String(Math.floor(Date.now() / 1000));
    const forged = createHmac("sha256", "not-the-secret")
      .update(`id:123456;request-id:${requestId};ts:${ts};`)
      .digest("hex");
    const webhook = await fetch(`${server.url}/api/payments/webhook?data.id=123456&type=payment`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-request-id": requestId,
        "x-signature": `ts=${ts},v1=${forged}`,
      },
      body: JSON.stringify({ type: "payment", action: "payment.updated", data: { id: "123456" } }),
    });
    expect(webhook.status).toBe(401);
  });

  it("sets its cookies HttpOnly, SameSite and Secure", () => {
    const names = new Set(setCookies.map((c) => c.split("=")[0]));
    expect(names).toContain("token");
    expect(names).toContain("cart");
    for (const raw of setCookies) {
      const attributes = raw
        .split(";")
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes, raw).toContain("httponly");
      expect(attributes, raw).toContain("secure");
      expect(
        attributes.some((a) => a === "samesite=lax" || a === "samesite=strict"),
        raw,
      ).toBe(true);
    }
  });

  it("prints request logs, and no secret among them", async () => {
    // Stopped first, so that everything it had to say has been written.
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const output = server.output();
    const jsonLines = output
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // Logging is on: every request above was logged, so a leak would have shown.
    expect(jsonLines.filter((l) => l.msg === "incoming request").length).toBeGreaterThanOrEqual(15);
    expect(jsonLines.filter((l) => l.msg === "request completed").length).toBeGreaterThanOrEqual(15);
    expect(jsonLines.some((l) => l.msg === "payment webhook refused")).toBe(true);
    // The requests that carried the mailed tokens were logged, with the token masked.
    const urls = jsonLines.map((l) => (l.req as { url?: string } | undefined)?.url);
    expect(urls).toContain("/account-verify/[redacted]");
    expect(urls).toContain("/account-password/[redacted]");

    const forbidden: Record<string, string> = {
      FIRST_PASSWORD,
      SECOND_PASSWORD,
      CARD_NUMBER,
      SESSION_SECRET,
      MP_ACCESS_TOKEN,
      MP_WEBHOOK_SECRET,
      ...secrets,
      ...Object.fromEntries([...sessionTokens].map((t, i) => [`session token ${i + 1}`, t])),
    };
    expect(Object.keys(secrets)).toEqual(["verificationToken", "resetToken", "cardToken"]);
    expect(sessionTokens.size).toBe(2);
    for (const [name, value] of Object.entries(forbidden))
      expect(value.length, name).toBeGreaterThanOrEqual(8);
    const leaked = Object.entries(forbidden).flatMap(([name, value]) =>
      output.includes(value) ? [`${name}: ${output.split("\n").find((l) => l.includes(value))}`] : [],
    );
    expect(leaked).toEqual([]);
    // Three digits are too common to look for alone: no logged field carries the code, or names card data.
    expect(output).not.toMatch(/security_?code|securityCode|card_?number|cardNumber|cvv/i);
    expect(output).not.toMatch(new RegExp(`["=:]${SECURITY_CODE}["&,}]`));
  });
});
