// `npm run bench`: starts the production build on a fresh embedded database, measures it section by section and
// writes the figures to bench/RESULTS.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../tests/support/server-process.ts";
import { operationsSection } from "./operations.ts";
import { pagesSection } from "./pages.ts";
import { supplyChainSection } from "./supply-chain.ts";
import { throughputSection } from "./throughput.ts";

if (!existsSync("build/app/main.js")) {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}

const sections: string[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
try {
  await fetch(`${server.url}/`); // warm up
  sections.push(await throughputSection(server.url, path.join(dataDir, "uploads")));
  sections.push(await pagesSection(server.url));
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
sections.push(await operationsSection());
sections.push(supplyChainSection());

const date = new Date().toISOString().slice(0, 10);
const md = `# Benchmark results

Measured by \`npm run bench\` on ${date}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version},
production build. Unless a section says otherwise, the server runs on the embedded database (PGlite) with the demo
data, and the load generator shares the machine with it.

${sections.join("\n")}`;
writeFileSync("bench/RESULTS.md", md);
console.log(md);
