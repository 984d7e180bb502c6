/**
 * A process that only issues vouchers (sigkill-invoicing.test.ts starts several and kills some): the voucher job
 * with a lease of LEASE_MS, ARCA's offline stand-in behind a client whose calls wait ARCA_TIMEOUT_MS at most.
 * Each CAE request and each look-up it makes is written to `arca_calls` with this process's id: a request before
 * it is sent (its outcome once answered), a look-up with what it found. Prints "ready" once started.
 */
import { sql } from "drizzle-orm";
import { arcaClientFromConfig } from "#server/arca/index.ts";
import { openDatabase } from "#server/db/client.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import { createInvoicing } from "#server/modules/invoicing/index.ts";
import { registerVoucherJob } from "#server/modules/invoicing/jobs.ts";

const database = await openDatabase({ url: process.env.DATABASE_URL!, dataDir: "", poolSize: 4 });
const { db } = database;
const log = { info() {}, warn() {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const arca = arcaClientFromConfig(
  { environment: "sandbox", timeoutMs: Number(process.env.ARCA_TIMEOUT_MS) },
  db,
  { log },
);

const { client } = arca;
const requestCae = client.requestCae.bind(client);
client.requestCae = async (credentials, voucher) => {
  const asked = (await db.execute(
    sql`insert into arca_calls (pid, operation, cuit, point_of_sale, voucher_type, number, total_cents)
        values (${process.pid}, 'FECAESolicitar', ${credentials.cuit}, ${voucher.pointOfSale}, ${voucher.type},
                ${voucher.number}, ${voucher.totalCents})
        returning id`,
  )) as { rows: { id: number }[] };
  const answered = (outcome: string) =>
    db.execute(sql`update arca_calls set outcome = ${outcome} where id = ${asked.rows[0]!.id}`);
  try {
    const outcome = await requestCae(credentials, voucher);
    await answered(outcome.kind);
    return outcome;
  } catch (err) {
    await answered(err instanceof Error ? err.name : "error");
    throw err;
  }
};
const lookUp = client.lookUp.bind(client);
client.lookUp = async (credentials, pointOfSale, type, number) => {
  const found = await lookUp(credentials, pointOfSale, type, number);
  await db.execute(
    sql`insert into arca_calls (pid, operation, cuit, point_of_sale, voucher_type, number, total_cents, outcome)
        values (${process.pid}, 'FECompConsultar', ${credentials.cuit}, ${pointOfSale}, ${type}, ${number},
                ${found?.totalCents ?? null}, ${found ? "found" : "absent"})`,
  );
  return found;
};

const invoicing = createInvoicing(db, { secret: "clave de prueba de la facturación 0123456789", arca });
const runner = new JobRunner({ db, log, pollMs: 50, concurrency: 4 });
registerVoucherJob(runner, invoicing.issuer, { leaseMs: Number(process.env.LEASE_MS) });
runner.start();
process.on("SIGTERM", () => {
  void runner
    .stop()
    .then(() => invoicing.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log("ready");
