// The shop operations under load, as a browser makes them: the session cookie, an Origin header (CSRF) and
// form-encoded bodies posted to the routes' data endpoints, as the hydrated pages' fetchers post them.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import { SANDBOX_PUBLIC_KEY } from "#server/config.ts";
import { CONNECTIONS, atEvenPace } from "./lib.ts";
import type { Customer, Fixture } from "./operations-setup.ts";

export interface OperationResult {
  name: string;
  how: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Answers that were 2xx but not the expected outcome (e.g. a payment not approved). */
  refused: number;
  targetMs: number;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * The page's origin as the browser sends it: the server's public address (http://localhost:PORT by default),
 * which React Router's own check compares with the action's URL.
 */
const pageOrigin = (base: string) => base.replace("//127.0.0.1:", "//localhost:");

/**
 * Each simulated customer comes from an address of its own (behind the proxy the server trusts), as real
 * shoppers do: the per-address rate limits then count one shopper, not the whole benchmark.
 */
function customerAddress(token: string): string {
  const [a, b, c] = createHash("sha256").update(token).digest();
  return `10.${a}.${b}.${c! || 1}`;
}

export function browserHeaders(base: string, token: string, body?: string): Record<string, string> {
  return {
    cookie: `token=${token}`,
    "x-forwarded-for": customerAddress(token),
    origin: pageOrigin(base),
    "sec-fetch-site": "same-origin",
    ...(body !== undefined ? { "content-type": "application/x-www-form-urlencoded" } : {}),
  };
}

/** 'Lo quiero ya!': a random area into a random customer's cart (autocannon). */
export async function addToCart(
  base: string,
  fx: Fixture,
  durationS: number,
  rate?: number,
): Promise<OperationResult> {
  return cannon(base, durationS, rate, "add to cart (POST /shop/cart.data)", 50, () => {
    const customer = pick(fx.customers.add);
    const body = form({ intent: "add", productId: pick(fx.productIds), quantity: "1" });
    return {
      method: "POST",
      path: "/shop/cart.data",
      headers: browserHeaders(base, customer.token, body),
      body,
    };
  });
}

/** The checkout page (step 0) of a customer with two areas and a branch chosen (autocannon). */
export async function cartPage(
  base: string,
  fx: Fixture,
  durationS: number,
  rate?: number,
): Promise<OperationResult> {
  return cannon(base, durationS, rate, "cart page (GET /shop/checkout)", 50, () => {
    const customer = pick(fx.customers.page);
    return { method: "GET", path: "/shop/checkout", headers: { cookie: `token=${customer.token}` } };
  });
}

type Req = { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string };

/** How the load was offered: as fast as the server answers, or at a fixed overall rate. */
const offered = (rate: number | undefined, tool: string) =>
  rate ? `${tool}, ${rate}/s offered` : `${tool}, ${CONNECTIONS} connections, saturation`;

async function cannon(
  base: string,
  durationS: number,
  rate: number | undefined,
  name: string,
  targetMs: number,
  next: () => Req,
): Promise<OperationResult> {
  if (rate) return evenlyPaced(base, durationS, rate, name, targetMs, next);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [{ method: "GET", path: "/", setupRequest: (req) => ({ ...req, ...next() }) }],
  });
  return {
    name,
    how: offered(rate, "autocannon"),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refused: 0,
    targetMs,
  };
}

// ——— own load loop: operations that need a sequence of requests per customer ———

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 });

interface Answer {
  status: number;
  body: string;
}

function send(base: string, req: Req): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(req.path, base);
    const headers = {
      ...req.headers,
      ...(req.body ? { "content-length": String(Buffer.byteLength(req.body)) } : {}),
    };
    const r = http.request(url, { method: req.method, headers, agent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    r.on("timeout", () => r.destroy(new Error("timeout")));
    r.on("error", reject);
    r.end(req.body);
  });
}

/** Latencies of one measured request kind, and its failures. */
class Samples {
  readonly ms: number[] = [];
  errors = 0;
  non2xx = 0;
  refused = 0;

  async time(base: string, req: Req, ok: (a: Answer) => boolean = () => true): Promise<Answer | null> {
    const start = performance.now();
    try {
      const answer = await send(base, req);
      this.ms.push(performance.now() - start);
      if (answer.status < 200 || answer.status >= 400) this.non2xx++;
      else if (!ok(answer)) this.refused++;
      return answer;
    } catch {
      this.errors++;
      return null;
    }
  }

  result(name: string, elapsedS: number, targetMs: number, rate?: number): OperationResult {
    const sorted = [...this.ms].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
    return {
      name,
      how: offered(rate, "own loop"),
      requests: sorted.length,
      requestsPerSecond: Math.round(sorted.length / elapsedS),
      p50: Math.round(at(0.5)),
      p99: Math.round(at(0.99)),
      errors: this.errors,
      non2xx: this.non2xx,
      refused: this.refused,
      targetMs,
    };
  }
}

/**
 * Requests sent at an even pace, one every 1000/rate ms whatever earlier ones take (open loop): the latency a
 * shop sees at that rate. autocannon's own rate sends each second's share at once, and times that burst's queue.
 */
async function evenlyPaced(
  base: string,
  durationS: number,
  rate: number,
  name: string,
  targetMs: number,
  next: () => Req,
): Promise<OperationResult> {
  const samples = new Samples();
  const elapsedS = await atEvenPace(rate, durationS, () => samples.time(base, next()));
  return samples.result(name, elapsedS, targetMs, rate);
}

/**
 * CONNECTIONS workers, each going round its own share of `customers`, until the time is up: back to back, or,
 * given a rate (iterations per second in all), each iteration starting at its own slot of that schedule.
 */
async function workers(
  customers: readonly Customer[],
  durationS: number,
  rate: number | undefined,
  iteration: (customer: Customer) => Promise<void>,
): Promise<number> {
  const start = performance.now();
  const deadline = start + durationS * 1000;
  const slot = (w: number, k: number) => start + ((k * CONNECTIONS + w) * 1000) / rate!;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      const own = customers.filter((_, i) => i % CONNECTIONS === w);
      for (let k = 0; performance.now() < deadline; k++) {
        if (rate) {
          const wait = slot(w, k) - performance.now();
          if (slot(w, k) >= deadline) break;
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        await iteration(own[k % own.length]!);
      }
    }),
  );
  return (performance.now() - start) / 1000;
}

/**
 * The discount code form of the checkout: BIENVENIDA10 looked up and applied (measured), then taken off
 * again ('Quitar', measured apart) so that the next look-up of the same cart is a real one.
 */
export async function coupons(base: string, fx: Fixture, durationS: number, couponId: string, rate?: number) {
  const apply = new Samples();
  const remove = new Samples();
  const elapsed = await workers(fx.customers.coupon, durationS, rate, async (c) => {
    const body = form({ intent: "coupon", code: "BIENVENIDA10" });
    await apply.time(
      base,
      { method: "POST", path: "/shop/checkout.data", headers: browserHeaders(base, c.token, body), body },
      (a) => a.body.includes(`"ok",true`),
    );
    const off = form({ intent: "coupon-remove", couponId });
    await remove.time(base, {
      method: "POST",
      path: "/shop/checkout.data",
      headers: browserHeaders(base, c.token, off),
      body: off,
    });
  });
  return [
    apply.result("coupon look-up and apply (POST /shop/checkout.data, intent coupon)", elapsed, 50, rate),
    remove.result("coupon removal (intent coupon-remove, to repeat the look-up)", elapsed, 50, rate),
  ];
}

/** A Luhn-valid visa number of its own per payment: the sandbox's duplicate check and card lock see no repeats. */
function freshVisa(): string {
  const body = `4509${Array.from(randomBytes(11), (b) => String(b % 10)).join("")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * 'Confirmar Pago' in the sandbox: per iteration the customer's two areas go back into the cart (the last
 * payment emptied it), the browser SDK's card token is made, and the payment request is posted (measured).
 */
export async function payments(base: string, fx: Fixture, durationS: number, rate?: number) {
  const refill = new Samples();
  const tokens = new Samples();
  const pay = new Samples();
  const elapsed = await workers(fx.customers.pay, durationS, rate, async (c) => {
    for (const productId of fx.cartProductIds) {
      const body = form({ intent: "add", productId, quantity: "1" });
      await refill.time(base, {
        method: "POST",
        path: "/shop/cart.data",
        headers: browserHeaders(base, c.token, body),
        body,
      });
    }
    const card = JSON.stringify({
      card_number: freshVisa(),
      security_code: "123",
      expiration_month: "11",
      expiration_year: "30",
      cardholder: { name: "APRO", identification: { type: "DNI", number: c.identifire } },
    });
    const token = await tokens.time(base, {
      method: "POST",
      path: `/sandbox/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(SANDBOX_PUBLIC_KEY)}`,
      headers: {
        "content-type": "application/json",
        origin: pageOrigin(base),
        "x-forwarded-for": customerAddress(c.token),
      },
      body: card,
    });
    const tokenId = token && token.status === 201 ? (JSON.parse(token.body) as { id: string }).id : null;
    if (!tokenId) return;
    const body = form({
      intent: "confirm",
      attempt_key: randomBytes(16).toString("hex"),
      token: tokenId,
      payment_method_id: "visa",
      installments: "3",
      email: c.email,
      mobile_phone: "1145678901",
      identification_type: "DNI",
      identification_number: c.identifire,
      "billing.name": "Lucía",
      "billing.surname": "Pérez",
      "billing.email": c.email,
      "billing.address": "Av. Santa Fe 1234",
      "billing.address_information": "3° B",
      "billing.city": "Ciudad Autónoma de Buenos Aires",
      "billing.zip": "C1425",
      "billing.country": fx.countryId,
      "billing.state": fx.stateId,
    });
    await pay.time(
      base,
      { method: "POST", path: "/shop/checkout.data", headers: browserHeaders(base, c.token, body), body },
      (a) => a.body.includes("approved"),
    );
  });
  return [
    pay.result("sandbox payment (POST /shop/checkout.data, intent confirm)", elapsed, 250, rate),
    tokens.result("card token (POST /sandbox/mercadopago/v1/card_tokens)", elapsed, 250, rate),
    refill.result("refill the cart between payments (POST /shop/cart.data)", elapsed, 50, rate),
  ];
}

/** The resident memory of a process, in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The node process that serves: the launcher's pid, or its node child if it spawned one. */
export function serverPid(launcherPid: number): number {
  try {
    const children = readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, "utf8")
      .trim()
      .split(/\s+/);
    for (const child of children.filter(Boolean)) {
      const cmd = readFileSync(`/proc/${child}/cmdline`, "utf8");
      if (cmd.includes("node")) return serverPid(Number(child));
    }
  } catch {
    // no /proc children file: the launcher is the server
  }
  return launcherPid;
}

/** Samples the RSS every half second while `work` runs: peak and mean. */
export async function sampleRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ value: T; peak: number; mean: number }> {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), 500);
  try {
    const value = await work();
    return {
      value,
      peak: Math.max(...samples, rssMb(pid)),
      mean: Math.round(samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length)),
    };
  } finally {
    clearInterval(timer);
  }
}

export function closeAgent(): void {
  agent.destroy();
}
