/**
 * A process that only runs jobs (sigkill-jobs.test.ts starts two): `rel.slow` jobs record their start and end
 * in `job_runs`, with this process's id, and take `payload.ms` in between. Prints "ready" once started.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { JobRunner } from "#server/jobs/runner.ts";

const database = await openDatabase({ url: process.env.DATABASE_URL!, dataDir: "" });
const { db } = database;
const log = { info() {}, warn() {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const runner = new JobRunner({ db, log, pollMs: 100, concurrency: 3 });
runner.register(
  "rel.slow",
  async (payload) => {
    const started = (await db.execute(
      sql`insert into job_runs (n, pid) values (${payload.n as number}, ${process.pid}) returning id`,
    )) as { rows: { id: number }[] };
    await new Promise((resolve) => setTimeout(resolve, payload.ms as number));
    await db.execute(
      sql`update job_runs set finished_at = clock_timestamp() where id = ${started.rows[0]!.id}`,
    );
  },
  { leaseMs: Number(process.env.LEASE_MS) },
);
runner.start();
process.on("SIGTERM", () => {
  void runner
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log("ready");
