/**
 * A Fastify app with only the payment sandbox mounted, over a real test database, listening on 127.0.0.1;
 * a webhook receiver standing in for the shop's endpoint; and a clock the test moves by hand.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { RateLimits } from "#server/http/rate-limit.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import { sandboxJobs } from "#server/payments/sandbox/jobs.ts";
import { SANDBOX_PREFIX, sandboxPlugin } from "#server/payments/sandbox/plugin.ts";
import { MercadoPagoSandbox, type SandboxOptions } from "#server/payments/sandbox/sandbox.ts";
import type { Database } from "#server/db/client.ts";

export const PUBLIC_KEY = "TEST-public-key-for-tests";
export const ACCESS_TOKEN = "TEST-access-token-for-tests";
export const WEBHOOK_SECRET = "webhook-secret-for-tests";

export class TestClock {
  constructor(public current = new Date("2026-03-02T15:00:00.000Z")) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface ReceivedWebhook {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A stand-in for the shop's webhook endpoint that records what it gets and answers as told. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Statuses to answer with, in order; 200 once they run out. */
  answers: number[] = [];
  private server: Server;
  private waiters: { count: number; resolve: () => void }[] = [];

  constructor() {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        this.received.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
        res.statusCode = this.answers.shift() ?? 200;
        res.end();
        this.waiters = this.waiters.filter((w) => {
          if (this.received.length < w.count) return true;
          w.resolve();
          return false;
        });
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/payments/webhook`;
  }

  /** Resolves once `count` notifications have arrived. */
  waitFor(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface Harness {
  sandbox: MercadoPagoSandbox;
  base: string;
  clock: TestClock;
  receiver: WebhookReceiver;
  /** The receiver's address, the sandbox's default notification URL. */
  notificationUrl: string;
  close(): Promise<void>;
}

/** `receiver`: keep using one that outlives this sandbox (a restart test); it is then not closed here. */
export async function startSandbox(
  database: Database,
  options: Partial<SandboxOptions> = {},
  shared?: { receiver: WebhookReceiver; notificationUrl: string },
): Promise<Harness> {
  const clock = new TestClock();
  const receiver = shared?.receiver ?? new WebhookReceiver();
  const notificationUrl = shared?.notificationUrl ?? (await receiver.listen());
  const sandbox = new MercadoPagoSandbox({
    db: database.db,
    publicKey: PUBLIC_KEY,
    accessToken: ACCESS_TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    notificationUrl,
    pendingDelayMs: 60_000,
    pollMs: 0,
    delivery: { retryDelayMs: 1000, timeoutMs: 5000, maxAttempts: 3 },
    now: clock.now,
    // The account of the reference capture, where the buyer pays Mercado Pago's financing.
    interestFreeInstallments: [],
    ...options,
  });
  const app = Fastify({ logger: false });
  const rateLimits = new RateLimits(database.db);
  app.addHook("onClose", async () => rateLimits.close());
  await app.register(sandboxPlugin, { prefix: SANDBOX_PREFIX, sandbox, rateLimits });
  // With a poll interval the sandbox's work runs on its own, on a job runner as in the app.
  const jobs = new JobRunner({ db: database.db, log: { info() {}, warn() {}, error() {} }, pollMs: 50 });
  sandboxJobs(jobs, sandbox);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SANDBOX_PREFIX}`;
  return {
    sandbox,
    base,
    clock,
    receiver,
    notificationUrl,
    close: async () => {
      await app.close();
      if (!shared) await receiver.close();
    },
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { cause?: { code: string | number; description: string }[] };
}

/** A JSON request to the sandbox. */
export async function call(
  base: string,
  method: "GET" | "POST",
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(opts.body !== undefined ? { "content-type": "application/json" } : {}), ...opts.headers },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Answer["body"] };
}

export const causeCodes = (answer: Answer) => (answer.body.cause ?? []).map((c) => String(c.code));

/** The card data of a valid Visa test card, with the given overrides. */
export function cardBody(overrides: Record<string, unknown> = {}, name = "APRO") {
  return {
    card_number: "4509953566233704",
    security_code: "123",
    expiration_month: "11",
    expiration_year: "30",
    cardholder: { name, identification: { type: "DNI", number: "12345678" } },
    ...overrides,
  };
}

export async function createToken(base: string, body: unknown = cardBody()): Promise<string> {
  const answer = await call(base, "POST", `/v1/card_tokens?public_key=${PUBLIC_KEY}`, { body });
  if (answer.status !== 201) throw new Error(`token refused: ${JSON.stringify(answer.body)}`);
  return String(answer.body.id);
}

export function paymentBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    transaction_amount: 1850.5,
    token,
    description: "Axilas",
    installments: 1,
    payment_method_id: "visa",
    payer: { email: "comprador@example.com", identification: { type: "DNI", number: "12345678" } },
    external_reference: "order-1",
    ...overrides,
  };
}

export function pay(base: string, body: unknown, key: string | null, token = ACCESS_TOKEN): Promise<Answer> {
  return call(base, "POST", "/v1/payments", {
    body,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key !== null ? { "x-idempotency-key": key } : {}),
    },
  });
}
