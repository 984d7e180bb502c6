/**
 * A browser-like HTTP client for the reliability tests: a fixed pool of keep-alive connections, form posts
 * with the page's Origin, cookies by name, and a tally of every answer by kind of request.
 */
import { Agent, request, type IncomingHttpHeaders } from "node:http";

export interface Answer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}

export interface RequestOptions {
  form?: Record<string, string | undefined>;
  json?: unknown;
  cookies?: Record<string, string | undefined>;
  /** The client address (X-Forwarded-For; the server trusts its proxy): spreads the address limits. */
  ip?: string;
}

/** Answers by kind of request, and every 5xx with what was asked. */
export class Tally {
  readonly byKind = new Map<string, Map<number | "error", number>>();
  readonly serverErrors: string[] = [];

  record(kind: string, path: string, outcome: Answer | Error): void {
    const key = outcome instanceof Error ? "error" : outcome.status;
    const counts = this.byKind.get(kind) ?? new Map<number | "error", number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    this.byKind.set(kind, counts);
    if (outcome instanceof Error) {
      this.serverErrors.push(`${kind} ${path}: ${outcome.message}`);
    } else if (outcome.status >= 500) {
      this.serverErrors.push(`${kind} ${path}: ${outcome.status} ${outcome.body.slice(0, 300)}`);
    }
  }

  total(): number {
    let n = 0;
    for (const counts of this.byKind.values()) for (const c of counts.values()) n += c;
    return n;
  }

  /** One line per kind: `kind  total  status×count …`. */
  report(): string {
    return [...this.byKind]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, counts]) => {
        const total = [...counts.values()].reduce((a, b) => a + b, 0);
        const detail = [...counts]
          .sort(([a], [b]) => String(a).localeCompare(String(b)))
          .map(([status, n]) => `${status}×${n}`)
          .join(" ");
        return `${kind.padEnd(22)} ${String(total).padStart(6)}  ${detail}`;
      })
      .join("\n");
  }
}

let ipCounter = 0;
/** A fresh client address per call. */
export const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export class LoadClient {
  private readonly agent: Agent;
  private readonly base: URL;
  readonly origin: string;

  /**
   * `baseUrl` is where to connect; the requests name the shop's public address (PUBLIC_URL, by default
   * http://localhost:PORT) as their Host and Origin, as a browser on the shop's pages does.
   */
  constructor(
    baseUrl: string,
    connections: number,
    readonly tally = new Tally(),
  ) {
    this.base = new URL(baseUrl);
    this.origin = `http://localhost:${this.base.port}`;
    this.agent = new Agent({ keepAlive: true, maxSockets: connections, maxTotalSockets: connections });
  }

  get(kind: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
    return this.send(kind, "GET", path, opts);
  }

  post(kind: string, path: string, opts: RequestOptions): Promise<Answer> {
    return this.send(kind, "POST", path, opts);
  }

  /** Sends a request and records its answer; a transport error is recorded and thrown. */
  async send(kind: string, method: string, path: string, opts: RequestOptions): Promise<Answer> {
    try {
      const answer = await this.raw(method, path, opts);
      this.tally.record(kind, path, answer);
      return answer;
    } catch (err) {
      this.tally.record(kind, path, err as Error);
      throw err;
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private raw(method: string, path: string, opts: RequestOptions): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8",
      "accept-language": "es-AR,es;q=0.9",
      "user-agent": "Mozilla/5.0 (reliability test)",
      host: new URL(this.origin).host,
      "x-forwarded-for": opts.ip ?? nextIp(),
    };
    let payload: string | undefined;
    if (opts.form) {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.form)) if (v !== undefined) body.append(k, v);
      payload = body.toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    } else if (opts.json !== undefined) {
      payload = JSON.stringify(opts.json);
      headers["content-type"] = "application/json";
    }
    if (method !== "GET") {
      headers.origin = this.origin;
      headers["sec-fetch-site"] = "same-origin";
    }
    const cookie = Object.entries(opts.cookies ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    if (cookie) headers.cookie = cookie;
    if (payload !== undefined) headers["content-length"] = String(Buffer.byteLength(payload));

    return new Promise((resolve, reject) => {
      const req = request(
        new URL(path, this.base),
        { method, headers, agent: this.agent, timeout: 120_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              headers: res.headers,
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error("request timed out")));
      req.on("error", reject);
      req.end(payload);
    });
  }
}

/** The value a response sets for a cookie (`undefined` when it does not set it, "" when it clears it). */
export function setCookieValue(answer: Answer, name: string): string | undefined {
  for (const line of answer.headers["set-cookie"] ?? []) {
    if (!line.startsWith(`${name}=`)) continue;
    if (/max-age=0/i.test(line)) return "";
    return line.slice(name.length + 1).split(";")[0];
  }
  return undefined;
}

/** Runs `task` over `items`, at most `limit` at a time, in order of the results. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
