// The whole test suite, in order: type check, lint, production build, unit, integration and security tests
// (vitest), the browser journeys (Playwright), then the reliability tests (vitest, whole server processes).
// Stops at the first failing step; ends with the ten slowest test files and one summary line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { slowestFiles } from "./slowest-files.mjs";

const VITEST_REPORT = "test-results/vitest.json";
const E2E_REPORT = "test-results/e2e.json";
const RELIABILITY_REPORT = "test-results/reliability.json";

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status === 0;
}

/** Runs the steps side by side, printing each one's output whole when it ends; true when all passed. */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            console.log(`\n▶ ${label}`);
            process.stdout.write(Buffer.concat(output));
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}

rmSync("test-results", { recursive: true, force: true });
// The type check and lint read the sources only: they run side by side, one per core.
const checks = [
  ["Tipos (tsc)", "npm", ["run", "--silent", "typecheck"]],
  ["Lint (eslint)", "npm", ["run", "--silent", "lint"]],
];
const steps = [
  ["Build de producción", "npm", ["run", "--silent", "build"]],
  [
    "Unitarias e integración (vitest)",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`],
  ],
  ["Recorridos en el navegador (Playwright)", "npx", ["playwright", "test"]],
];
// The reliability tests run whole server processes on PostgreSQL databases of their own.
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    "Fiabilidad: carga, carreras y fallas (vitest)",
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "vitest.reliability.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${RELIABILITY_REPORT}`,
    ],
  ]);
} else {
  console.log(
    "Sin TEST_DATABASE_URL: las pruebas de fiabilidad (npm run test:reliability) necesitan PostgreSQL.",
  );
}
// What did not run is named in the summary line, so a green line never hides a skipped suite.
const skipped = process.env.TEST_DATABASE_URL
  ? []
  : ["the PostgreSQL variants of vitest", "the reliability suite"];

let ok = await runTogether(checks);
if (!ok) console.error("\n✖ Falló: tipos o lint");
const notRun = [];
for (const [label, command, args] of steps) {
  if (!ok) {
    notRun.push(label);
    continue;
  }
  if (!run(label, command, args)) {
    ok = false;
    console.error(`\n✖ Falló: ${label}`);
  }
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const unit = counts(VITEST_REPORT, vitestCounts);
const reliability = counts(RELIABILITY_REPORT, vitestCounts);
const e2e = counts(E2E_REPORT, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
}));
const passed = unit.passed + e2e.passed + reliability.passed;
const counted = unit.failed + e2e.failed + reliability.failed;
const failed = counted + (ok || counted > 0 ? 0 : 1);
const skippedNote = skipped.length
  ? `, ${skipped.length} suites skipped: no TEST_DATABASE_URL (${skipped.join(", ")})`
  : "";
const slowest = slowestFiles({ vitest: [VITEST_REPORT, RELIABILITY_REPORT], playwright: [E2E_REPORT] });
if (slowest.length) {
  console.log("\nLos diez archivos de prueba más lentos:");
  for (const { file, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
}
const notRunNote = notRun.length ? `; not run after the failure: ${notRun.join(", ")}` : "";
console.log(`\n${passed} passed, ${failed} failed${skippedNote}${notRunNote}`);
process.exit(ok ? 0 : 1);
