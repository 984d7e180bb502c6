// `npx tsx bench/job-runner.ts`: how fast the job runner (server/jobs/) claims and runs jobs on the embedded
// database and, with TEST_DATABASE_URL set, on PostgreSQL: no-op jobs per second, and the delay from a job's
// run_at to its start with two runners (two connection pools, as two processes would have) competing.
// The figures are quoted in docs/decisions/0026-job-runner.md.
import { performance } from "node:perf_hooks";
import { openDatabase, type Database, type Db } from "#server/db/client.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import { createPostgresDatabase, createTestDatabase } from "../tests/support/database.ts";

const quiet = { info() {}, warn() {}, error() {} };
const JOBS = 1000;
const SCHEDULED = 200;

async function waitUntil(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Queues `JOBS` no-op jobs, then times one runner per database handle until every job has run. */
async function throughput(dbs: Db[]) {
  for (let i = 0; i < JOBS; i++) await enqueueJob(dbs[0]!, "bench.noop", { i });
  let ran = 0;
  const runners = dbs.map((db) =>
    new JobRunner({ db, log: quiet, concurrency: 4 }).register("bench.noop", async () => void ran++),
  );
  const t0 = performance.now();
  for (const r of runners) r.start();
  await waitUntil(() => ran >= JOBS);
  const seconds = (performance.now() - t0) / 1000;
  await Promise.all(runners.map((r) => r.stop()));
  return { jobs: JOBS, ran, perSecond: Math.round(JOBS / seconds) };
}

/** Runs `measure` over `count` pools on a new PostgreSQL database (as many processes would have). */
async function onPostgres<T>(count: number, measure: (dbs: Db[]) => Promise<T>): Promise<T> {
  const { url, drop } = await createPostgresDatabase("bench_jobs");
  const pools: Database[] = [];
  try {
    for (let i = 0; i < count; i++) pools.push(await openDatabase({ url, dataDir: "" }));
    return await measure(pools.map((p) => p.db));
  } finally {
    for (const p of pools) await p.close();
    await drop();
  }
}

/** Jobs due at random times over 5 s, one runner per handle; the delay from run_at to the handler. */
async function dueToStart(dbs: Db[]) {
  const delays: number[] = [];
  const runs = new Map<number, number>();
  const handler = async (payload: Record<string, unknown>) => {
    delays.push(Date.now() - (payload.at as number));
    runs.set(payload.i as number, (runs.get(payload.i as number) ?? 0) + 1);
  };
  const runners = dbs.map((db) => new JobRunner({ db, log: quiet }).register("bench.due", handler));
  for (const r of runners) r.start();
  const base = Date.now() + 500;
  for (let i = 0; i < SCHEDULED; i++) {
    const at = base + Math.floor(Math.random() * 5000);
    await enqueueJob(dbs[0]!, "bench.due", { i, at }, { runAt: new Date(at) });
  }
  await waitUntil(() => delays.length >= SCHEDULED);
  await Promise.all(runners.map((r) => r.stop()));
  const sorted = [...delays].sort((x, y) => x - y);
  return {
    jobs: SCHEDULED,
    runTwice: [...runs.values()].filter((n) => n > 1).length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1)!,
  };
}

const pglite = await createTestDatabase("pglite");
try {
  console.log("pglite, one runner:", await throughput([pglite.db]));
  console.log("pglite, due to start:", await dueToStart([pglite.db]));
} finally {
  await pglite.destroy();
}
if (process.env.TEST_DATABASE_URL) {
  console.log("postgres, one runner:", await onPostgres(1, throughput));
  console.log("postgres, two runners:", await onPostgres(2, throughput));
  console.log("postgres, two runners, due to start:", await onPostgres(2, dueToStart));
}
