// The whole test suite, in order: type check, lint, production build, unit, integration and security tests
// (vitest), the browser journeys (Playwright), then the reliability tests (vitest, whole server processes).
// Stops at the first failing step; ends with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const VITEST_REPORT = "test-results/vitest.json";
const E2E_REPORT = "test-results/e2e.json";
const RELIABILITY_REPORT = "test-results/reliability.json";

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status === 0;
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}

rmSync("test-results", { recursive: true, force: true });
const steps = [
  ["Tipos (tsc)", "npm", ["run", "--silent", "typecheck"]],
  ["Lint (eslint)", "npm", ["run", "--silent", "lint"]],
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

let ok = true;
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
const notRunNote = notRun.length ? `; not run after the failure: ${notRun.join(", ")}` : "";
console.log(`\n${passed} passed, ${failed} failed${skippedNote}${notRunNote}`);
process.exit(ok ? 0 : 1);
