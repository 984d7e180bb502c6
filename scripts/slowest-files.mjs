// The test files that took longest, from the JSON reports of vitest and Playwright: seconds per file.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

/** Seconds per file of a vitest JSON report (from its first test's start to its last one's end). */
function vitestFiles(report) {
  return (report?.testResults ?? []).map((r) => ({
    file: path.relative(process.cwd(), r.name),
    seconds: (r.endTime - r.startTime) / 1000,
  }));
}

/** Seconds per spec file of a Playwright JSON report: the sum of its tests' runs. */
function playwrightFiles(report) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      const file = path.join("tests/e2e", spec.file);
      byFile.set(file, (byFile.get(file) ?? 0) + ms / 1000);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

/** The `count` slowest files of the reports given, slowest first. */
export function slowestFiles({ vitest = [], playwright = [] }, count = 10) {
  return [
    ...vitest.flatMap((file) => vitestFiles(read(file))),
    ...playwright.flatMap((file) => playwrightFiles(read(file))),
  ]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}
