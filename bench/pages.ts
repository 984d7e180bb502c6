// Pages: the JavaScript each loads and its Lighthouse audit (mobile).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { kb } from "./lib.ts";

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

/** The JavaScript and Lighthouse sections for the server at `baseUrl`. */
export async function pagesSection(baseUrl: string): Promise<string> {
  const js = await pageJavaScript(baseUrl, "/");
  const areaJs = await pageJavaScript(baseUrl, AUDITED[1]!.path);
  // Lighthouse goes through "localhost", the host of the server's default public address, so canonical and
  // Open Graph addresses match the audited page.
  const local = baseUrl.replace("127.0.0.1", "localhost");
  const audits = AUDITED.map((page) => lighthouse(`${local}${page.path}`, page.name));
  return `## JavaScript loaded by the page (entry and module preloads, gzip -9)

| page | files | raw | gzip |
|---|---:|---:|---:|
| \`/\` | ${js.files} | ${kb(js.raw)} | **${kb(js.gzip)}** |
| \`${AUDITED[1]!.path}\` | ${areaJs.files} | ${kb(areaJs.raw)} | **${kb(areaJs.gzip)}** |

${lighthouseSection(audits)}`;
}
