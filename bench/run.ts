// `npm run bench`: starts the production build on a fresh embedded database, loads pages with autocannon, audits
// pages with Lighthouse (mobile) and writes the figures to bench/RESULTS.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** Pages audited with Lighthouse: the home page and an area detail. */
const AUDITED = [
  { name: "home", path: "/" },
  { name: "area", path: "/areas/tratamientos-mujer/axilas" },
];
const LIGHTHOUSE = "lighthouse@12.8.2";
const LIGHTHOUSE_DIR = "bench/.lighthouse";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

interface Audit {
  name: string;
  path: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  scripts: { files: number; transfer: number; resource: number };
  metrics: { fcp: string; lcp: string; tbt: string; cls: string };
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; details?: { items?: Record<string, unknown>[] } }>;
}

/**
 * One Lighthouse run (mobile, its default) through npx: Lighthouse stays out of the project's dependencies, whose
 * install it would break. The report is kept in bench/.lighthouse/.
 */
function lighthouse(url: string, name: string): Audit | string {
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const output = path.join(LIGHTHOUSE_DIR, `${name}.json`);
  rmSync(output, { force: true });
  const run = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
      timeout: 300_000,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  if (run.status !== 0 || !existsSync(output)) {
    return `Lighthouse did not run (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr?.trim().split("\n").slice(-3).join(" ")}`;
  }
  const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter(
    (i) => i.resourceType === "Script",
  );
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.displayValue ?? "-";
  return {
    name,
    path: new URL(url).pathname,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    scripts: {
      files: scripts.length,
      transfer: scripts.reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0),
      resource: scripts.reduce((sum, i) => sum + Number(i.resourceSize ?? 0), 0),
    },
    metrics: {
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    },
  };
}

function lighthouseSection(audits: (Audit | string)[]): string {
  const done = audits.filter((a): a is Audit => typeof a !== "string");
  const failed = audits.filter((a): a is string => typeof a === "string");
  const rows = done
    .map(
      (a) =>
        `| \`${a.path}\` | ${a.scores.performance} | ${a.scores.accessibility} | ${a.scores["best-practices"]} | ${a.scores.seo} | ${kb(a.scripts.transfer)} (${a.scripts.files} files, ${kb(a.scripts.resource)} uncompressed) | ${a.metrics.fcp} | ${a.metrics.lcp} | ${a.metrics.tbt} | ${a.metrics.cls} |`,
    )
    .join("\n");
  return `## Lighthouse (${LIGHTHOUSE}, mobile: simulated slow 4G and CPU slowdown)

| page | performance | accessibility | best practices | SEO | JavaScript transferred | FCP | LCP | TBT | CLS |
|---|---:|---:|---:|---:|---|---:|---:|---:|---:|
${rows}
${failed.map((f) => `\n${f}\n`).join("")}
JavaScript transferred is every script the page fetched during the audit (lazy ones included), as sent over the
wire. Full reports: \`${LIGHTHOUSE_DIR}/\` (not committed).
`;
}

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
  const areaJs = await pageJavaScript(server.url, AUDITED[1]!.path);
  // Lighthouse goes through "localhost", the host of the server's default public address, so canonical and
  // Open Graph addresses match the audited page.
  const local = server.url.replace("127.0.0.1", "localhost");
  const audits = AUDITED.map((page) => lighthouse(`${local}${page.path}`, page.name));

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

## JavaScript loaded by the page (entry and module preloads, gzip -9)

| page | files | raw | gzip |
|---|---:|---:|---:|
| \`/\` | ${js.files} | ${kb(js.raw)} | **${kb(js.gzip)}** |
| \`${AUDITED[1]!.path}\` | ${areaJs.files} | ${kb(areaJs.raw)} | **${kb(areaJs.gzip)}** |

${lighthouseSection(audits)}`;
  writeFileSync("bench/RESULTS.md", md);
  console.log(md);
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
