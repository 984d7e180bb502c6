/**
 * The shop's server killed with SIGKILL while its payment reconciliation runs a pass, then started again on the
 * same database: the jobs the dead process held (the reconciliation, and any other recurring job it was
 * running) are taken back by the new process within seconds, so a crash never stops the reconciliation, the
 * outbox or the sandbox's notifications for the length of a long pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";
import {
  createFaultsDatabase,
  eventually,
  stopShop,
  tempDir,
  type FaultsDatabase,
} from "./faults-support.ts";

/** Tries at killing the server while a pass holds the reconciliation (a pass is short: the kill may miss it). */
const TRIES = 10;

describe("the server killed while it runs its recurring jobs", () => {
  let db: FaultsDatabase;
  let server: ServerProcess | undefined;
  const data = tempDir();

  beforeAll(async () => {
    db = await createFaultsDatabase();
  });
  afterAll(async () => {
    await stopShop(server);
    await db?.drop();
    data.remove();
  });

  // The recurring jobs (their key is their kind) it held: a queued job it was running (the first start's
  // mails and invoices) comes back after its own lease, as sigkill-jobs.test.ts checks.
  const holders = async (owner: string) =>
    db.query<{ kind: string }>(
      "select kind from jobs where lease_owner = $1 and lease_until > now() and key = kind",
      [owner],
    );

  it("has the jobs the dead process held taken back by the next one within seconds", async () => {
    const port = String(await freePort());
    const env = {
      DATA_DIR: data.dir,
      DATABASE_URL: db.url,
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENTS_RECONCILE_EVERY_SECONDS: "1",
      PAYMENTS_RECONCILE_AFTER_SECONDS: "5",
    };
    let killed: { owner: string; kinds: string[] } | undefined;
    for (let attempt = 0; attempt < TRIES && !killed; attempt++) {
      server = await startServerProcess(env);
      const owner = await eventually(
        "a reconciliation pass running",
        async () => {
          const [row] = await db.query<{ lease_owner: string | null }>(
            "select lease_owner from jobs where kind = 'payments.reconcile'",
          );
          return row?.lease_owner ?? undefined;
        },
        60_000,
        0,
      );
      server.child.kill("SIGKILL");
      await server.exited;
      const kinds = (await holders(owner)).map((r) => r.kind);
      if (kinds.includes("payments.reconcile")) killed = { owner, kinds };
    }
    expect(killed, `no kill landed during a pass in ${TRIES} tries`).toBeDefined();

    server = await startServerProcess(env);
    const restarted = Date.now();
    await eventually(
      "the dead process's jobs taken back",
      async () => ((await holders(killed!.owner)).length === 0 ? true : undefined),
      30_000,
    );
    console.log(
      `jobs held at the kill: ${killed!.kinds.join(", ")}; taken back ${Date.now() - restarted} ms after the restart`,
    );
    // And the reconciliation runs again in the new process.
    await eventually(
      "a reconciliation pass after the restart",
      async () => {
        const [row] = await db.query<{ run: boolean }>(
          "select (lease_owner is not null and lease_owner <> $1) or run_at > now() as run from jobs where kind = 'payments.reconcile'",
          [killed!.owner],
        );
        return row?.run ? true : undefined;
      },
      30_000,
    );
  });
});
