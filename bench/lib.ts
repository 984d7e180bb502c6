// Shared pieces of the benchmarks: the load generator and the units of the figures.
import http from "node:http";
import autocannon from "autocannon";

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 50;

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  baseUrl: string,
  urlPath: string,
  durationS = DURATION_S,
  headers: Record<string, string> = {},
  /** Requests per second offered on a fixed schedule; without it each connection sends as fast as answered. */
  rate?: number,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${urlPath}`,
    connections,
    duration: durationS,
    headers,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    path: urlPath,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const pacedAgent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Calls `send` rate × durationS times, one every 1000/rate ms whatever earlier calls take (an open loop), and
 * waits for them all; answers the seconds that took.
 */
export async function atEvenPace(
  rate: number,
  durationS: number,
  send: () => Promise<unknown>,
): Promise<number> {
  const sent: Promise<unknown>[] = [];
  const total = Math.round(rate * durationS);
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sent.push(send());
  }
  await Promise.all(sent);
  return (performance.now() - start) / 1000;
}

/**
 * GETs sent at an even pace, one every 1000/rate ms whatever earlier ones take (open loop, at most CONNECTIONS
 * sockets): the latency a shop sees at that rate. autocannon's own rate sends each second's share in a burst.
 */
export async function paced(
  baseUrl: string,
  urlPath: string,
  rate: number,
  durationS = DURATION_S,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const url = new URL(urlPath, baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent: pacedAgent, headers, timeout: 30_000 }, (res) => {
        res.resume();
        res.on("end", () => {
          latencies.push(performance.now() - started);
          if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  const elapsedS = await atEvenPace(rate, durationS, one);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    path: urlPath,
    requestsPerSecond: Math.round(latencies.length / elapsedS),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors,
    non2xx,
  };
}
