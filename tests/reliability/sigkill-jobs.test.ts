/**
 * Two processes run the same queue of jobs on PostgreSQL; one is killed with SIGKILL while it runs some. Every
 * job ends: none runs in both processes at once, and those the killed process held are taken over by the other
 * once their lease lapses.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";
import { createFaultsDatabase, eventually, type FaultsDatabase } from "./faults-support.ts";

const JOBS = 30;
const LEASE_MS = 1500;
const CHILD = fileURLToPath(new URL("./job-runner-child.ts", import.meta.url));

async function startRunner(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: { ...process.env, DATABASE_URL: url, LEASE_MS: String(LEASE_MS) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await eventually("the job process is ready", async () => (out.includes("ready") ? true : undefined));
  return child;
}

describe("a job process killed while it runs jobs", () => {
  let db: FaultsDatabase;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    db = await createFaultsDatabase();
    const database = await openDatabase({ url: db.url, dataDir: "" });
    for (let n = 0; n < JOBS; n++) await enqueueJob(database.db, "rel.slow", { n, ms: 300 });
    await database.close();
    await db.query(
      `create table job_runs (id serial primary key, n int not null, pid int not null,
         started_at timestamptz not null default clock_timestamp(), finished_at timestamptz)`,
    );
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    }
    await db?.drop();
  });

  it("has every job end, never twice at once, the killed process's jobs taken over after their lease", async () => {
    const [doomed, survivor] = [await startRunner(db.url), await startRunner(db.url)];
    children.push(doomed!, survivor!);
    // Both processes have taken jobs, and the first one is in the middle of some.
    await eventually(
      "both processes running jobs",
      async () => {
        const [row] = await db.query<{ survivor: number; running: number }>(
          `select count(*) filter (where pid = $2)::int as survivor,
                  count(*) filter (where pid = $1 and finished_at is null)::int as running
             from job_runs`,
          [doomed!.pid, survivor!.pid],
        );
        return row!.survivor > 0 && row!.running > 0 ? true : undefined;
      },
      60_000,
      10,
    );
    doomed!.kill("SIGKILL");
    await once(doomed!, "exit");

    await eventually(
      "every job done",
      async () => {
        const [row] = await db.query<{ n: number }>(
          "select count(*)::int as n from jobs where kind = 'rel.slow'",
        );
        return row!.n === 0 ? true : undefined;
      },
      120_000,
    );
    const finished = await db.query<{ n: number; runs: number; survivorRuns: number }>(
      `select n, count(*)::int as runs, count(*) filter (where pid = $1)::int as "survivorRuns"
         from job_runs where finished_at is not null group by n order by n`,
      [survivor!.pid],
    );
    expect(finished.map((r) => r.n)).toEqual(Array.from({ length: JOBS }, (_, n) => n));
    // Jobs run at least once: a handler that ended in the killed process just before the runner recorded
    // its end is run again. The survivor never runs a job twice, and no job runs in two processes at once.
    expect(finished.filter((r) => r.survivorRuns > 1)).toEqual([]);
    expect(finished.filter((r) => r.runs > 1 && r.survivorRuns === 0)).toEqual([]);
    const overlapping = await db.query<{ n: number }>(
      `select a.n from job_runs a join job_runs b on a.n = b.n and a.id < b.id
        where b.started_at < coalesce(a.finished_at, 'infinity') and a.started_at < coalesce(b.finished_at, 'infinity')
          and a.finished_at is not null and b.finished_at is not null`,
    );
    expect(overlapping).toEqual([]);
    const cutShort = await db.query<{ n: number }>(
      "select n from job_runs where pid = $1 and finished_at is null",
      [doomed!.pid],
    );
    expect(cutShort.length).toBeGreaterThan(0);
    const takenOver = await db.query<{ n: number }>(
      "select n from job_runs where pid = $1 and finished_at is not null and n = any($2::int[])",
      [survivor!.pid, cutShort.map((r) => r.n)],
    );
    expect(takenOver.map((r) => r.n).sort()).toEqual(cutShort.map((r) => r.n).sort());
    console.log(`killed with ${cutShort.length} jobs running; the other process took them over`);
  });
});
