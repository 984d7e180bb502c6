// `npm run bench`: starts the production build on a fresh embedded database, measures it section by section and
// writes the figures to bench/RESULTS.md. `npm run bench -- --only abuse` measures one section (throughput,
// pages, abuse, operations, admin, sales-export, booking, supply-chain, targets) and replaces just that section
// of the file. `--profile` makes the targets section profile the server during the loads whose target it missed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../tests/support/server-process.ts";
import { abuseSection } from "./abuse.ts";
import { adminSection } from "./admin.ts";
import { bookingSection } from "./booking.ts";
import { operationsSection } from "./operations.ts";
import { pagesSection } from "./pages.ts";
import { salesExportSection } from "./sales-export.ts";
import { supplyChainSection } from "./supply-chain.ts";
import { targetsSection } from "./targets.ts";
import { throughputSection } from "./throughput.ts";

if (!existsSync("build/app/main.js")) {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}

const onlyAt = process.argv.indexOf("--only");
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
const wanted = (name: string) => !only || only === name;

const sections: string[] = [];
if (["throughput", "pages", "abuse"].some(wanted)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  try {
    await fetch(`${server.url}/`); // warm up
    if (wanted("throughput"))
      sections.push(await throughputSection(server.url, path.join(dataDir, "uploads")));
    if (wanted("pages")) sections.push(await pagesSection(server.url));
    if (wanted("abuse")) sections.push(await abuseSection(server.url, server.child.pid!));
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (wanted("operations")) sections.push(await operationsSection());
if (wanted("admin")) sections.push(await adminSection());
if (wanted("sales-export")) sections.push(await salesExportSection());
if (wanted("booking")) sections.push(await bookingSection());
if (wanted("supply-chain")) sections.push(supplyChainSection());
if (wanted("targets")) sections.push(await targetsSection({ profile: process.argv.includes("--profile") }));

if (only) {
  writeFileSync("bench/RESULTS.md", replaceSections(readFileSync("bench/RESULTS.md", "utf8"), sections));
  console.log(sections.join("\n"));
  process.exit(0);
}

/** The file with each section swapped for the new one of the same `## ` heading (or appended). */
function replaceSections(file: string, fresh: string[]): string {
  let out = file;
  for (const section of fresh) {
    const heading = section.split("\n")[0]!;
    const start = out.indexOf(`${heading}\n`);
    if (start < 0) {
      out = `${out.trimEnd()}\n\n${section}`;
      continue;
    }
    // A section may hold several `## ` headings ('pages': the scripts, then Lighthouse): all of them go.
    const headings = section.split("\n").filter((line) => line.startsWith("## ")).length;
    let next = start;
    for (let i = 0; i < headings && next >= 0; i++) next = out.indexOf("\n## ", next + 1);
    out = `${out.slice(0, start)}${section.trimEnd()}\n${next < 0 ? "" : out.slice(next)}`;
  }
  return out;
}

const date = new Date().toISOString().slice(0, 10);
const md = `# Benchmark results

Measured by \`npm run bench\` on ${date}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version},
production build. Unless a section says otherwise, the server runs on the embedded database (PGlite) with the demo
data, and the load generator shares the machine with it.

${sections.join("\n")}`;
writeFileSync("bench/RESULTS.md", md);
console.log(md);
