// Throughput of pages under load (autocannon), each against a static file of its size served by the same server.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONNECTIONS, load, type LoadResult } from "./lib.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const PAGES = ["/", "/areas/tratamientos-mujer/", "/areas/tratamientos-mujer/axilas"];
/** The encodings a page is loaded with: none (autocannon's default), and what browsers ask for. */
const ENCODINGS: { label: string; headers: Record<string, string>; pages: string[] }[] = [
  { label: "identity", headers: {}, pages: PAGES },
  { label: "br", headers: { "accept-encoding": "br" }, pages: ["/"] },
  { label: "gzip, br", headers: { "accept-encoding": "gzip, deflate, br" }, pages: ["/"] },
];
/** The static twin of a page lives here, under the server's uploads. */
const UPLOADS_URL = "/uploads";

interface Pair {
  page: LoadResult;
  staticFile: LoadResult;
  bytes: number;
  cache: string;
  encoding: string;
}

/** The page as autocannon gets it (no accept-encoding): its bytes and whether the cache answered. */
async function probe(baseUrl: string, urlPath: string) {
  const res = await fetch(`${baseUrl}${urlPath}`, { headers: { "accept-encoding": "identity" } });
  if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}`);
  return { body: Buffer.from(await res.arrayBuffer()), cache: res.headers.get("x-cache") ?? "none" };
}

/** Loads a page, then a file of the same bytes that the server sends from disk. */
async function measurePair(
  baseUrl: string,
  uploadsDir: string,
  urlPath: string,
  encoding: (typeof ENCODINGS)[number],
): Promise<Pair> {
  await probe(baseUrl, urlPath); // rendered once, so the load measures the steady state
  const { body, cache } = await probe(baseUrl, urlPath);
  const name = `bench-${urlPath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.html`;
  const file = path.join(uploadsDir, name);
  writeFileSync(file, body);
  try {
    const staticBody = await probe(baseUrl, `${UPLOADS_URL}/${name}`);
    if (staticBody.body.length !== body.length) throw new Error(`static twin of ${urlPath} differs in size`);
    const page = await load(baseUrl, urlPath, DURATION_S, encoding.headers);
    const staticFile = await load(baseUrl, `${UPLOADS_URL}/${name}`, DURATION_S, encoding.headers);
    return { page, staticFile, bytes: body.length, cache, encoding: encoding.label };
  } finally {
    rmSync(file, { force: true });
  }
}

const row = (r: LoadResult, extra: string) =>
  `| \`${r.path}\` | ${extra} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`;

export async function throughputSection(baseUrl: string, uploadsDir: string): Promise<string> {
  const pairs: Pair[] = [];
  for (const encoding of ENCODINGS) {
    for (const urlPath of encoding.pages)
      pairs.push(await measurePair(baseUrl, uploadsDir, urlPath, encoding));
  }
  const health = await load(baseUrl, "/api/health", DURATION_S);

  const loadRows = pairs.flatMap((p) => [
    row(p.page, `page, ${p.encoding}, cache ${p.cache}`),
    row(p.staticFile, `static twin, ${p.encoding}`),
  ]);
  const ratioRows = pairs.map((p) => {
    const ratio = p.page.requestsPerSecond / Math.max(1, p.staticFile.requestsPerSecond);
    return `| \`${p.page.path}\` | ${p.encoding} | ${(p.bytes / 1024).toFixed(1)} KB | ${p.page.requestsPerSecond} | ${p.staticFile.requestsPerSecond} | **${ratio.toFixed(2)}** |`;
  });
  return `## Throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)

Each page is loaded, then a file of exactly the page's bytes written under \`DATA_DIR/uploads\` and served by the
same server from disk (its "static twin"); the ratio is the page's requests/s divided by its twin's, so 1 means
rendering costs nothing beyond sending the bytes (target: at least 0.5). \`identity\` rows send no
accept-encoding, as autocannon does by default. With \`br\` the kept page is compressed per response, as the
static file is; with \`gzip, br\` (what browsers send) the page goes out as the gzip kept with it while the
static file is still compressed per response. \`cache\` is the \`x-cache\` header of the page just before the
run.

| path | what | requests/s | p50 ms | p99 ms | errors | non-2xx |
|---|---|---:|---:|---:|---:|---:|
${loadRows.join("\n")}
${row(health, "reference")}

| page | encoding | bytes | page req/s | static req/s | ratio |
|---|---|---:|---:|---:|---:|
${ratioRows.join("\n")}
`;
}
