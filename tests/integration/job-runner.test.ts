import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";
import { JobRunner, type JobRunnerOptions } from "#server/jobs/runner.ts";
import { retryDelay } from "#server/jobs/retry.ts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../support/database.ts";

const quiet = { info() {}, warn() {}, error() {} };

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

it("waits twice as long after each failure, up to the maximum", () => {
  const policy = { retryBaseMs: 100, retryMaxMs: 1000 };
  expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, policy))).toEqual([100, 200, 400, 800, 1000, 1000]);
});

describe.each(ENGINES)("the job runner on %s", (engine) => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await database?.destroy();
  });

  const runner = (opts: Partial<JobRunnerOptions> = {}) => {
    const r = new JobRunner({ db: database.db, log: quiet, pollMs: 50, ...opts });
    runners.push(r);
    return r;
  };
  const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const dbNow = async () => {
    const result = (await database.db.execute(sql`select now()::text as now`)) as { rows: { now: string }[] };
    return new Date(result.rows[0]!.now);
  };

  it("runs a queued job once, with its payload, and removes it", async () => {
    const seen: unknown[] = [];
    const r = runner().register("test.once", async (payload) => void seen.push(payload));
    const id = await enqueueJob(database.db, "test.once", { n: 1 });
    expect(await r.runOnce()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await row(id!)).toBeUndefined();
    expect(await r.runOnce()).toBe(0);
  });

  it("queues a job with the transaction that calls for it: rolled back, there is no job", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, "test.rolled-back", {});
        throw new Error("deshacer");
      })
      .catch(() => {});
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, "test.rolled-back"))).toHaveLength(0);
  });

  it("runs a job queued in its own process at once, without waiting for the next poll", async () => {
    let ran = false;
    let looked = false;
    const r = runner({ pollMs: 3_600_000 })
      .register("test.woken", async () => void (ran = true))
      // Its first run tells that the runner has looked once and is now asleep for an hour.
      .every("test.woken-first-look", 3_600_000, async () => void (looked = true));
    r.start();
    await expect.poll(() => looked).toBe(true);
    await enqueueJob(database.db, "test.woken", {});
    await expect.poll(() => ran, { timeout: 10_000 }).toBe(true);
    await r.stop();
  });

  it("queues a job with a key once", async () => {
    const first = await enqueueJob(database.db, "test.keyed", {}, { key: "recordatorio-1" });
    const second = await enqueueJob(database.db, "test.keyed", {}, { key: "recordatorio-1" });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await database.db.delete(jobs).where(eq(jobs.kind, "test.keyed"));
  });

  it("hands each job to exactly one of two runners claiming at the same time", async () => {
    const runs = new Map<number, number>();
    const handler = async (payload: Record<string, unknown>) => {
      const n = payload.n as number;
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    const a = runner({ concurrency: 5 }).register("test.race", handler);
    const b = runner({ concurrency: 5 }).register("test.race", handler);
    for (let n = 0; n < 40; n++) await enqueueJob(database.db, "test.race", { n });
    let ran = 0;
    while (ran < 40) {
      const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(x + y).toBeGreaterThan(0);
      ran += x + y;
    }
    expect(ran).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(40);
  });

  it("takes back a job whose process stopped answering once its lease is over, and leaves a held one alone", async () => {
    const hang = deferred();
    const runs: string[] = [];
    const dead = runner().register(
      "test.lease",
      async () => {
        runs.push("dead");
        await hang.promise;
      },
      { leaseMs: 300 },
    );
    const alive = runner().register("test.lease", async () => void runs.push("alive"), { leaseMs: 300 });
    const id = await enqueueJob(database.db, "test.lease", {});
    const hung = dead.runOnce();
    await expect.poll(() => runs).toEqual(["dead"]);
    // Within the lease the job belongs to the first runner.
    expect(await alive.runOnce()).toBe(0);
    expect((await row(id!))?.leaseOwner).toBe(dead.owner);

    alive.start();
    await expect.poll(() => runs, { timeout: 10_000 }).toEqual(["dead", "alive"]);
    await expect.poll(() => row(id!)).toBeUndefined();
    expect(runs).toEqual(["dead", "alive"]);
    // The first runner ends late: the job is no longer its own, it changes nothing.
    hang.release();
    await hung;
    expect(await row(id!)).toBeUndefined();
    await alive.stop();
  });

  it("retries a failing job later with a growing delay, and keeps it as failed after its last attempt", async () => {
    let calls = 0;
    const r = runner().register(
      "test.retry",
      async () => {
        calls++;
        throw new Error(`fallo ${calls}`);
      },
      { maxAttempts: 3, retryBaseMs: 200, retryMaxMs: 60_000 },
    );
    const id = await enqueueJob(database.db, "test.retry", {});

    for (const [attempt, wait] of [
      [1, 200],
      [2, 400],
    ] as const) {
      const before = await dbNow();
      expect(await r.runOnce()).toBe(1);
      const job = (await row(id!))!;
      expect(job).toMatchObject({ attempts: attempt, lastError: `fallo ${attempt}`, failedAt: null });
      expect(job.leaseOwner).toBeNull();
      expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + wait);
      // Not due yet: nothing runs.
      expect(await r.runOnce()).toBe(0);
      await database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, id!));
    }
    expect(await r.runOnce()).toBe(1);
    const failed = (await row(id!))!;
    expect(failed).toMatchObject({ attempts: 3, lastError: "fallo 3" });
    expect(failed.failedAt).not.toBeNull();
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id!));
    expect(await r.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it("gives up on a job whose process died on every attempt, without running it again", async () => {
    let calls = 0;
    const r = runner().register("test.crashing", async () => void calls++, { maxAttempts: 2 });
    const id = await enqueueJob(database.db, "test.crashing", {});
    await database.db
      .update(jobs)
      .set({ attempts: 2, leaseOwner: "muerto", leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id!));
    expect(await r.runOnce()).toBe(1);
    expect(calls).toBe(0);
    expect((await row(id!))?.failedAt).not.toBeNull();
  });

  it("starts a scheduled job when its time comes, not before", async () => {
    const started: number[] = [];
    const r = runner().register("test.scheduled", async () => void started.push(Date.now()));
    const runAt = new Date(Date.now() + 400);
    await enqueueJob(database.db, "test.scheduled", {}, { runAt });
    expect(await r.runOnce()).toBe(0);
    r.start();
    await expect.poll(() => started.length, { timeout: 10_000 }).toBe(1);
    expect(started[0]!).toBeGreaterThanOrEqual(runAt.getTime());
    await r.stop();
  });

  it("runs recurring work in one process at a time, again after its interval, and at once when woken", async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const handler = async () => {
      active++;
      most = Math.max(most, active);
      runs++;
      await new Promise((resolve) => setImmediate(resolve));
      active--;
    };
    const a = runner().every("test.every", 100, handler);
    const b = runner().every("test.every", 100, handler);
    a.start();
    b.start();
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expect(most).toBe(1);
    const recurring = await database.db.select().from(jobs).where(eq(jobs.kind, "test.every"));
    expect(recurring).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);

    // Woken, it runs at once although its next time is an hour away.
    await database.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 hour'` })
      .where(eq(jobs.kind, "test.every"));
    const c = runner().every("test.every", 3_600_000, handler);
    c.start();
    const before = runs;
    c.wake("test.every");
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(before + 1);
    await c.stop();
  });

  it("keeps a recurring job's lease while its run lasts longer than the lease: no other runner starts it", async () => {
    const hold = deferred();
    const runs: string[] = [];
    const a = runner().every(
      "test.long-run",
      3_600_000,
      async () => {
        runs.push("a");
        await hold.promise;
      },
      { leaseMs: 300 },
    );
    const b = runner().every("test.long-run", 3_600_000, async () => void runs.push("b"), { leaseMs: 300 });
    const running = a.runOnce();
    try {
      await expect.poll(() => runs).toEqual(["a"]);
      const [claimed] = await database.db.select().from(jobs).where(eq(jobs.kind, "test.long-run"));
      // Past the first lease and then some, by the database's clock, while a's run goes on.
      await expect
        .poll(async () => (await dbNow()).getTime() > claimed!.leaseUntil!.getTime() + 300, {
          timeout: 10_000,
        })
        .toBe(true);
      const [held] = await database.db.select().from(jobs).where(eq(jobs.kind, "test.long-run"));
      expect(held!.leaseOwner).toBe(a.owner);
      expect(held!.leaseUntil!.getTime()).toBeGreaterThan((await dbNow()).getTime());
      expect(await b.runOnce()).toBe(0);
    } finally {
      hold.release();
      await running;
    }
    expect(runs).toEqual(["a"]);
  });

  it("stops only once the jobs it is running have ended", async () => {
    const hold = deferred();
    let started = false;
    const r = runner().register("test.stop", async () => {
      started = true;
      await hold.promise;
    });
    const id = await enqueueJob(database.db, "test.stop", {});
    r.start();
    await expect.poll(() => started).toBe(true);
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    hold.release();
    await stopping;
    expect(await row(id!)).toBeUndefined();
  });
});
