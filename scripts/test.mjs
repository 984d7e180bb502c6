// The whole test suite, in two stages: type check, lint and production build; then two lanes side by side, unit,
// integration and security tests (vitest) with part of the reliability tests (vitest, whole server processes)
// after them, and the rest of the reliability tests followed by the browser journeys (Playwright). Stops after
// the first stage with a failing step; ends with the ten slowest test files and one summary line.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { slowestFiles } from "./slowest-files.mjs";

const VITEST_REPORT = "test-results/vitest.json";
const E2E_REPORT = "test-results/e2e.json";
const RELIABILITY_REPORTS = ["test-results/reliability.json", "test-results/reliability-2.json"];

/** Runs one step; its output as it comes when `live`, else whole when it ends. True when it passed. */
function runStep([label, command, args], live) {
  return new Promise((resolve) => {
    if (live) console.log(`\n▶ ${label}`);
    const child = spawn(command, args, { env: process.env, stdio: live ? "inherit" : "pipe" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!live) {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) console.error(`\n✖ Falló: ${label}`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs the lanes side by side, each lane's steps one after another; a lane stops at its first failing step,
 * and what it did not run is added to `notRun`. The first lane's output comes as it runs, the others' whole
 * when each step ends. True when every step passed.
 */
async function runLanes(lanes, notRun) {
  const results = await Promise.all(
    lanes.map(async (lane, index) => {
      for (const [i, step] of lane.entries()) {
        if (!(await runStep(step, index === 0))) {
          notRun.push(...lane.slice(i + 1).map(([label]) => label));
          return false;
        }
      }
      return true;
    }),
  );
  return results.every(Boolean);
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}

rmSync("test-results", { recursive: true, force: true });
const vitest = [
  "Unitarias e integración (vitest)",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`],
];
// The reliability tests run whole server processes on PostgreSQL databases of their own, one file at a time, in
// two parts: these files after vitest, the others before the journeys, so that both lanes end about together.
const RELIABILITY_AFTER_VITEST = [
  "tests/reliability/sigkill-payments.test.ts",
  "tests/reliability/three-processes.test.ts",
  "tests/reliability/smtp-down.test.ts",
  "tests/reliability/sigkill-invoicing.test.ts",
];
const reliabilityPart = (label, report, files) => [
  label,
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "vitest.reliability.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...files,
  ],
];
const [reliabilityBeforeJourneys, reliabilityAfterVitest] = process.env.TEST_DATABASE_URL
  ? [
      [
        reliabilityPart(
          "Fiabilidad: carga, carreras y fallas (vitest)",
          RELIABILITY_REPORTS[0],
          RELIABILITY_AFTER_VITEST.map((file) => `--exclude=${file}`),
        ),
      ],
      [
        reliabilityPart(
          "Fiabilidad: procesos terminados y correo caído (vitest)",
          RELIABILITY_REPORTS[1],
          RELIABILITY_AFTER_VITEST,
        ),
      ],
    ]
  : [[], []];
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "Sin TEST_DATABASE_URL: las pruebas de fiabilidad (npm run test:reliability) necesitan PostgreSQL.",
  );
}
const journeys = ["Recorridos en el navegador (Playwright)", "npx", ["playwright", "test"]];
// Lanes in one stage run side by side; each stage starts once the one before has passed (the tests run the
// build). The type check, lint and build read the sources only. vitest alone keeps about one core and a fifth
// busy, so the reliability tests and the journeys (each journey worker on a shop of its own) run beside it
// (decision 0058).
const stages = [
  [
    [["Tipos (tsc)", "npm", ["run", "--silent", "typecheck"]]],
    [["Lint (eslint)", "npm", ["run", "--silent", "lint"]]],
    [["Build de producción", "npm", ["run", "--silent", "build"]]],
  ],
  [
    [vitest, ...reliabilityAfterVitest],
    [...reliabilityBeforeJourneys, journeys],
  ],
];
// What did not run is named in the summary line, so a green line never hides a skipped suite.
const skipped = process.env.TEST_DATABASE_URL
  ? []
  : ["the PostgreSQL variants of vitest", "the reliability suite"];

let ok = true;
const notRun = [];
for (const stage of stages) {
  if (!ok) {
    notRun.push(...stage.flat().map(([label]) => label));
    continue;
  }
  ok = await runLanes(stage, notRun);
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const unit = counts(VITEST_REPORT, vitestCounts);
const reliability = RELIABILITY_REPORTS.map((file) => counts(file, vitestCounts)).reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
}));
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
const slowest = slowestFiles({ vitest: [VITEST_REPORT, ...RELIABILITY_REPORTS], playwright: [E2E_REPORT] });
if (slowest.length) {
  console.log("\nLos diez archivos de prueba más lentos:");
  for (const { file, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
}
const notRunNote = notRun.length ? `; not run after the failure: ${notRun.join(", ")}` : "";
console.log(`\n${passed} passed, ${failed} failed${skippedNote}${notRunNote}`);
process.exit(ok ? 0 : 1);
