// Pages: the JavaScript each loads and its Lighthouse audit (mobile).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { kb } from "./lib.ts";
import { shopperWithArea } from "./shopper.ts";

/** The scripts a page loads (entry and module preloads), fetched and gzipped. */
export async function pageJavaScript(baseUrl: string, urlPath: string, cookie?: string) {
  const html = await (await fetch(`${baseUrl}${urlPath}`, { headers: cookie ? { cookie } : {} })).text();
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

export const AREA_PATH = "/areas/tratamientos-mujer/axilas";

/** Pages audited with Lighthouse; the checkout as a signed-in customer with one area in the cart. */
const AUDITED = [
  { name: "home", path: "/" },
  { name: "area", path: AREA_PATH },
  { name: "locales", path: "/locales" },
  { name: "checkout", path: "/shop/checkout", signedIn: true },
] as const;

/** The budget: Lighthouse scores at least these, CLS at most 0.02, home's JavaScript at most 120 KB gzip. */
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as const;
const MAX_CLS = 0.02;
const HOME_JS_BUDGET = 120 * 1024;
export const LIGHTHOUSE = "lighthouse@12.8.2";
export const LIGHTHOUSE_DIR = "bench/.lighthouse";
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

export interface Audit {
  name: string;
  path: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  scripts: { files: number; transfer: number; resource: number };
  metrics: { fcp: string; lcp: string; tbt: string; cls: string };
  cls: number;
  /** Ids of the failed audits that weigh on the accessibility, best-practices and SEO scores. */
  failed: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
}

/**
 * One Lighthouse run (mobile, its default) through npx: Lighthouse stays out of the project's dependencies, whose
 * install it would break. The report is kept in bench/.lighthouse/.
 */
export function lighthouse(url: string, name: string, cookie?: string): Audit | string {
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
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
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
  const failed = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  );
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
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    failed,
  };
}

/** The targets an audit misses, in words. */
function missed(a: Audit): string[] {
  const misses = (Object.keys(TARGETS) as (keyof typeof TARGETS)[])
    .filter((category) => a.scores[category] < TARGETS[category])
    .map((category) => `${category} ${a.scores[category]} < ${TARGETS[category]}`);
  if (a.cls > MAX_CLS) misses.push(`CLS ${a.cls.toFixed(3)} > ${MAX_CLS}`);
  return misses;
}

function lighthouseSection(audits: (Audit | string)[]): string {
  const done = audits.filter((a): a is Audit => typeof a !== "string");
  const failed = audits.filter((a): a is string => typeof a === "string");
  const rows = done
    .map(
      (a) =>
        `| \`${a.path}\` | ${a.scores.performance} | ${a.scores.accessibility} | ${a.scores["best-practices"]} | ${a.scores.seo} | ${kb(a.scripts.transfer)} (${a.scripts.files} files, ${kb(a.scripts.resource)} uncompressed) | ${a.metrics.fcp} | ${a.metrics.lcp} | ${a.metrics.tbt} | ${a.metrics.cls} | ${missed(a).join("; ") || "none"} |`,
    )
    .join("\n");
  const failedAudits = done
    .filter((a) => a.failed.length > 0)
    .map((a) => `- \`${a.path}\`: ${a.failed.join(", ")}`)
    .join("\n");
  return `## Lighthouse (${LIGHTHOUSE}, mobile: simulated slow 4G and CPU slowdown)

Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS["best-practices"]}, SEO ${TARGETS.seo}, CLS ≤ ${MAX_CLS}.

| page | performance | accessibility | best practices | SEO | JavaScript transferred | FCP | LCP | TBT | CLS | missed |
|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---|
${rows}
${failed.map((f) => `\n${f}\n`).join("")}
${failedAudits ? `Failed audits (accessibility, best practices, SEO):\n\n${failedAudits}\n` : ""}
The checkout is audited signed in (a customer made for the run, one area in the cart, its session cookie sent
with every request). It is marked \`noindex\` on purpose, so Lighthouse's "is-crawlable" audit fails there and
its SEO score cannot reach 100. Performance scores depend on the machine's CPU: Lighthouse's simulated throttling
multiplies the measured main-thread work, so a busy machine shows a longer TBT and LCP than a quiet one.
JavaScript transferred is every script the page fetched during the audit (lazy ones included), as sent over the
wire. Full reports: \`${LIGHTHOUSE_DIR}/\` (not committed).
`;
}

/** The JavaScript and Lighthouse sections for the server at `baseUrl`. */
export async function pagesSection(baseUrl: string): Promise<string> {
  const cookie = await shopperWithArea(baseUrl, AREA_PATH);
  const cookieOf = (page: (typeof AUDITED)[number]) => ("signedIn" in page ? cookie : undefined);
  const js = [];
  for (const page of AUDITED)
    js.push({ page, ...(await pageJavaScript(baseUrl, page.path, cookieOf(page))) });
  // Lighthouse goes through "localhost", the host of the server's default public address, so canonical and
  // Open Graph addresses match the audited page.
  const local = baseUrl.replace("127.0.0.1", "localhost");
  const audits = AUDITED.map((page) => lighthouse(`${local}${page.path}`, page.name, cookieOf(page)));
  const jsRows = js
    .map(
      (j) =>
        `| \`${j.page.path}\`${"signedIn" in j.page ? " (signed in, one area in the cart)" : ""} | ${j.files} | ${kb(j.raw)} | **${kb(j.gzip)}** |`,
    )
    .join("\n");
  const home = js[0]!;
  const budget =
    home.gzip <= HOME_JS_BUDGET
      ? `Home is within its budget of ${kb(HOME_JS_BUDGET)} gzip.`
      : `**Home is over its budget of ${kb(HOME_JS_BUDGET)} gzip.**`;
  return `## JavaScript loaded by the page (entry and module preloads, gzip -9)

| page | files | raw | gzip |
|---|---:|---:|---:|
${jsRows}

${budget} Scripts a page loads later (the carousel engine when it nears the viewport, the menu drawer when opened,
the WhatsApp widget's clock after hydration) are not counted here; Lighthouse's column below includes them.

${lighthouseSection(audits)}`;
}
