// `npm run bench`: starts the production build on a fresh embedded database, loads pages with autocannon and
// writes the figures to bench/RESULTS.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServerProcess } from "../tests/support/server-process.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(baseUrl: string, urlPath: string): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
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

/** The scripts a page loads (entry and module preloads), fetched and gzipped. */
async function pageJavaScript(baseUrl: string, urlPath: string) {
  const html = await (await fetch(`${baseUrl}${urlPath}`)).text();
  const urls = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!),
  );
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync("build/app/main.js")) {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
try {
  await fetch(`${server.url}/`); // warm up
  const results = [await load(server.url, "/"), await load(server.url, "/api/health")];
  const js = await pageJavaScript(server.url, "/");

  const date = new Date().toISOString().slice(0, 10);
  const rows = results
    .map(
      (r) => `| \`${r.path}\` | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    )
    .join("\n");
  const md = `# Benchmark results

Measured by \`npm run bench\` on ${date}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version},
production build on the embedded database (PGlite) with the demo data. Load generator and server share the machine.

## Throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)

| path | requests/s | p50 ms | p99 ms | errors | non-2xx |
|---|---:|---:|---:|---:|---:|
${rows}

## JavaScript loaded by the home page

${js.files} files, ${kb(js.raw)} raw, **${kb(js.gzip)} gzip**.
`;
  writeFileSync("bench/RESULTS.md", md);
  console.log(md);
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
