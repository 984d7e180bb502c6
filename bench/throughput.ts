// Throughput of pages under load (autocannon).
import { CONNECTIONS, DURATION_S, load } from "./lib.ts";

export async function throughputSection(baseUrl: string): Promise<string> {
  const results = [await load(baseUrl, "/"), await load(baseUrl, "/api/health")];
  const rows = results
    .map(
      (r) => `| \`${r.path}\` | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    )
    .join("\n");
  return `## Throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)

| path | requests/s | p50 ms | p99 ms | errors | non-2xx |
|---|---:|---:|---:|---:|---:|
${rows}
`;
}
