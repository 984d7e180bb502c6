/**
 * Two processes issue the shop's invoices on PostgreSQL through ARCA's offline stand-in (docs/decisions/0070).
 * In each round ARCA stores the first voucher asked for a CUIT and never answers (`hang_after_store`), and the
 * process waiting for that answer is killed with SIGKILL: ARCA holds the voucher and its CAE, the shop has not
 * committed it. The process left, and a new one, take the job over once its lease lapses; one looks the number up
 * and adopts it. In the end every sale has one authorised invoice, the shop's numbers are ARCA's with no gap or
 * repeat, and no voucher was asked for twice.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArcaStandIn } from "#server/arca/index.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { VOUCHER_JOB } from "#server/modules/invoicing/queue.ts";
import { approvedSale, branchOf } from "../support/invoicing.ts";
import { createFaultsDatabase, eventually, type FaultsDatabase } from "./faults-support.ts";

const ROUNDS = 3;
/** Sales of the round's CUIT queued before the kill; as many of the other CUIT are queued after it. */
const SALES = 4;
const LEASE_MS = 5_000;
/** Longer than the killed process lives while it waits: it dies with its request unanswered. */
const ARCA_TIMEOUT_MS = 30_000;
const CHILD = fileURLToPath(new URL("./invoicing-runner-child.ts", import.meta.url));

async function startRunner(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      LEASE_MS: String(LEASE_MS),
      ARCA_TIMEOUT_MS: String(ARCA_TIMEOUT_MS),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await eventually("the voucher process is ready", async () => (out.includes("ready") ? true : undefined));
  return child;
}

/** A runner's lease owner is `host:pid:id`. */
const pidOfOwner = (owner: string) => Number(owner.split(":").at(-2));

interface HungRequest {
  voucherId: string;
  pointOfSale: number;
  voucherType: number;
  number: number;
  /** The process that sent the request (arca_calls) and the one whose lease holds the voucher's job. */
  askedBy: number;
  leaseOwner: string;
  leased: boolean;
}

interface Series {
  cuit: string;
  point_of_sale: number;
  type: number;
  numbers: number[];
  caes: string[];
}

describe("a voucher process killed between ARCA's CAE and the shop's commit", () => {
  let db: FaultsDatabase;
  let shop: Database;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    db = await createFaultsDatabase({ seeded: true });
    shop = await openDatabase({ url: db.url, dataDir: "", poolSize: 2 });
    await db.query(
      `create table arca_calls (id serial primary key, pid int not null, operation text not null,
         cuit text not null, point_of_sale int not null, voucher_type int not null, number int not null,
         total_cents bigint, outcome text, at timestamptz not null default clock_timestamp())`,
    );
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    }
    await shop?.close();
    await db?.drop();
  });

  /** The voucher of `cuit` ARCA stored and has not answered for: its process waits, the shop holds its number. */
  async function hungRequest(cuit: string): Promise<HungRequest | undefined> {
    const [row] = await db.query<HungRequest>(
      `select s.voucher_id as "voucherId", s.point_of_sale as "pointOfSale", s.voucher_type as "voucherType",
              s.asking_number as "number", c.pid as "askedBy", j.lease_owner as "leaseOwner",
              j.lease_until > now() as leased
         from voucher_sequences s
         join arca_sandbox_vouchers a
           on (a.cuit, a.point_of_sale, a.type, a.number) = (s.cuit, s.point_of_sale, s.voucher_type, s.asking_number)
         join arca_calls c
           on c.operation = 'FECAESolicitar' and c.outcome is null
          and (c.cuit, c.point_of_sale, c.voucher_type, c.number) = (s.cuit, s.point_of_sale, s.voucher_type, s.asking_number)
         join jobs j on j.key = $2::text || ':' || s.voucher_id::text
        where s.cuit = $1
          and not exists (select 1 from arca_sandbox_faults f
                           where f.cuit = $1 and f.fault = 'hang_after_store' and f.remaining > 0)`,
      [cuit, VOUCHER_JOB],
    );
    return row;
  }

  /** What ARCA (the stand-in) and the shop each hold as authorised, per CUIT, point of sale and type. */
  async function series(table: "arca" | "shop"): Promise<Series[]> {
    const source =
      table === "arca"
        ? "select cuit, point_of_sale, type, number, cae from arca_sandbox_vouchers"
        : `select cuit, point_of_sale, voucher_type as type, number, cae from vouchers where state = 'autorizada'`;
    return db.query<Series>(
      `select cuit, point_of_sale, type, array_agg(number::int order by number, cae) as numbers,
              array_agg(cae order by number, cae) as caes
         from (${source}) v group by cuit, point_of_sale, type order by cuit, point_of_sale, type`,
    );
  }

  it("ends with one CAE per sale, the shop's numbers ARCA's, and every voucher asked for once", async () => {
    const branches = await Promise.all(
      ["Candela Casa Central S.A.", "Grupo Norte Estética S.R.L."].map((name) => branchOf(shop.db, name)),
    );
    expect(await series("arca")).toEqual([]);
    // Only its switch: the faults are kept in the database, and every process's stand-in obeys them.
    const arcaSwitches = new ArcaStandIn({ db: shop.db });
    const saleIds: string[] = [];
    let charged = 100_000;
    const sell = async (branch: (typeof branches)[number]) =>
      saleIds.push((await approvedSale(shop.db, branch.store.id, { charged: charged++ })).id);

    let runners = [await startRunner(db.url), await startRunner(db.url)];
    children.push(...runners);
    const killed: { pid: number; cuit: string; hung: HungRequest }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = round % 2 === 0 ? branches : [branches[1]!, branches[0]!];
      const cuit = first!.invoicing!.cuit;
      await arcaSwitches.failNext(cuit, "hang_after_store");
      for (let i = 0; i < SALES; i++) await sell(first!);

      const hung = await eventually(
        `ARCA holding a voucher of ${cuit} unanswered`,
        () => hungRequest(cuit),
        60_000,
        20,
      );
      // The process that asked is the one whose lease holds the job, and it is still one of ours, waiting.
      expect(pidOfOwner(hung.leaseOwner)).toBe(hung.askedBy);
      expect(hung.leased).toBe(true);
      const doomed = runners.find((r) => r.pid === hung.askedBy);
      if (!doomed) throw new Error(`process ${hung.askedBy} asked, and it is not one of the running ones`);
      doomed.kill("SIGKILL");
      await once(doomed, "exit");
      killed.push({ pid: doomed.pid!, cuit, hung });

      // Dead between the CAE and the commit: ARCA has the number, the shop still asks for it.
      const [atArca] = await db.query<{ total_cents: string; cae: string }>(
        `select total_cents, cae from arca_sandbox_vouchers
          where cuit = $1 and point_of_sale = $2 and type = $3 and number = $4`,
        [cuit, hung.pointOfSale, hung.voucherType, hung.number],
      );
      const [atShop] = await db.query<{ state: string; cae: string | null; total: number; asking: number }>(
        `select v.state, v.cae, (v.request->>'totalCents')::int as total, s.asking_number as asking
           from vouchers v join voucher_sequences s on s.voucher_id = v.id where v.id = $1`,
        [hung.voucherId],
      );
      expect(atShop).toMatchObject({ state: "pendiente", cae: null, asking: hung.number });
      expect(Number(atArca!.total_cents)).toBe(atShop!.total);

      // The process left and a new one race for the dead process's job, and for the other CUIT's sales.
      const survivor = runners.find((r) => r !== doomed)!;
      runners = [survivor, await startRunner(db.url)];
      children.push(runners[1]!);
      for (let i = 0; i < SALES; i++) await sell(second!);
      await eventually(
        "every voucher issued",
        async () => {
          const [row] = await db.query<{ left: number; pending: number }>(
            `select (select count(*) from jobs where kind = $1)::int as left,
                    (select count(*) from vouchers
                      where payment_id = any($2::uuid[]) and state <> 'autorizada')::int as pending`,
            [VOUCHER_JOB, saleIds],
          );
          return row!.left === 0 && row!.pending === 0 ? true : undefined;
        },
        60_000,
      );

      // Adopted: the shop stored ARCA's CAE under the number, found by a living process's look-up.
      const [adopted] = await db.query<{ state: string; number: number; cae: string }>(
        "select state, number, cae from vouchers where id = $1",
        [hung.voucherId],
      );
      expect(adopted).toEqual({ state: "autorizada", number: hung.number, cae: atArca!.cae });
      const lookUps = await db.query<{ pid: number; outcome: string }>(
        `select pid, outcome from arca_calls where operation = 'FECompConsultar'
            and cuit = $1 and point_of_sale = $2 and voucher_type = $3 and number = $4`,
        [cuit, hung.pointOfSale, hung.voucherType, hung.number],
      );
      expect(lookUps.map((l) => l.outcome)).toEqual(["found"]);
      expect(runners.map((r) => r.pid)).toContain(lookUps[0]!.pid);
      console.log(
        `round ${round + 1}: killed process ${doomed.pid} waiting for ${cuit} N° ${hung.number}; process ${lookUps[0]!.pid} adopted it`,
      );
    }

    // Every sale has one invoice, authorised, with a CAE.
    const invoices = await db.query<{ payment_id: string; state: string; cae: string | null }>(
      "select payment_id, state, cae from vouchers where kind = 'invoice' and payment_id = any($1::uuid[])",
      [saleIds],
    );
    expect(invoices.map((v) => v.payment_id).sort()).toEqual([...saleIds].sort());
    expect(invoices.filter((v) => v.state !== "autorizada" || !/^\d{14}$/.test(v.cae ?? ""))).toEqual([]);

    // The shop's numbers and CAEs per CUIT, point of sale and type are ARCA's: 1, 2, 3… with no gap or repeat.
    const arca = await series("arca");
    expect(await series("shop")).toEqual(arca);
    expect(arca.map((s) => s.cuit).sort()).toEqual(branches.map((b) => b.invoicing!.cuit).sort());
    for (const s of arca) expect(s.numbers).toEqual(s.numbers.map((_, i) => i + 1));
    expect(arca.flatMap((s) => s.numbers)).toHaveLength(saleIds.length);

    // No voucher was asked for twice: one request per number and per sale's total, each answered with a CAE but
    // those the killed processes were waiting for.
    const asks = await db.query<{
      pid: number;
      cuit: string;
      number: number;
      total_cents: string;
      outcome: string | null;
    }>("select pid, cuit, number, total_cents, outcome from arca_calls where operation = 'FECAESolicitar'");
    expect(asks).toHaveLength(saleIds.length);
    expect(new Set(asks.map((a) => `${a.cuit}:${a.number}`)).size).toBe(asks.length);
    expect(new Set(asks.map((a) => a.total_cents)).size).toBe(asks.length);
    const unanswered = asks.filter((a) => a.outcome !== "authorized");
    expect(unanswered.map((a) => [a.pid, a.cuit, a.number, a.outcome]).sort()).toEqual(
      killed.map((k) => [k.pid, k.cuit, k.hung.number, null]).sort(),
    );
  });
});
