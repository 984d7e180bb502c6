// Shared pieces of the benchmarks: the load generator and the units of the figures.
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
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${urlPath}`,
    connections: CONNECTIONS,
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
