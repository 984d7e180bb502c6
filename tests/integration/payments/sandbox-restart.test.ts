import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { createPostgresDatabase, ENGINES } from "../../support/database.ts";
import {
  ACCESS_TOKEN,
  WebhookReceiver,
  call,
  cardBody,
  causeCodes,
  createToken,
  pay,
  paymentBody,
  startSandbox,
} from "./sandbox-harness.ts";

/** A database that can be closed and opened again, as a server restart does. */
async function reopenable(engine: "pglite" | "postgres") {
  if (engine === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "sandbox-restart-"));
    return {
      open: () => openDatabase({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase();
  return { open: () => openDatabase({ url, dataDir: tmpdir() }), drop };
}

describe.each(ENGINES)("the sandbox after a restart on %s", (engine) => {
  let store: Awaited<ReturnType<typeof reopenable>>;
  let database: Database;
  /** The shop's webhook endpoint keeps running while the sandbox restarts. */
  const receiver = new WebhookReceiver();
  let shared: { receiver: WebhookReceiver; notificationUrl: string };
  const before: { paymentId?: unknown; contId?: unknown; unusedToken?: string; usedToken?: string } = {};

  beforeAll(async () => {
    store = await reopenable(engine);
    database = await store.open();
    shared = { receiver, notificationUrl: await receiver.listen() };
    const first = await startSandbox(database, {}, shared);
    before.usedToken = await createToken(first.base);
    const paid = await pay(first.base, paymentBody(before.usedToken), "restart-key-1");
    before.paymentId = paid.body.id;
    const cont = await pay(
      first.base,
      paymentBody(await createToken(first.base, cardBody({}, "CONT")), {
        transaction_amount: 500,
        payer: { email: "otro@example.com" },
      }),
      "restart-key-2",
    );
    before.contId = cont.body.id;
    before.unusedToken = await createToken(first.base);
    // Stop before the notifications are delivered, then "restart".
    await first.close();
    await database.close();
    database = await store.open();
  });
  afterAll(async () => {
    await database?.close();
    await store?.drop();
    await receiver.close();
  });

  it("agrees with what it answered before: payments, keys, tokens, duplicates and pending work", async () => {
    const h = await startSandbox(database, {}, shared);
    expect(receiver.received).toHaveLength(0);
    try {
      const read = await call(h.base, "GET", `/v1/payments/${String(before.paymentId)}`, {
        headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
      });
      expect(read.body).toMatchObject({ id: before.paymentId, status: "approved" });

      const replay = await pay(h.base, paymentBody(before.usedToken!), "restart-key-1");
      expect(replay.body.id).toBe(before.paymentId);

      const reused = await pay(h.base, paymentBody(before.usedToken!), "restart-key-3");
      expect(causeCodes(reused)).toEqual(["2006"]);

      const duplicate = await pay(h.base, paymentBody(before.unusedToken!), "restart-key-4");
      expect(causeCodes(duplicate)).toEqual(["801"]);

      const delivered = await h.sandbox.runDue();
      expect(delivered).toEqual({ settled: 0, delivered: 2 });
      h.clock.advance(60_000);
      expect((await h.sandbox.runDue()).settled).toBe(1);
      expect((await h.sandbox.getPayment(String(before.contId))).status).toBe("approved");
      expect(h.receiver.received.map((r) => r.body.action)).toEqual([
        "payment.created",
        "payment.created",
        "payment.updated",
      ]);
    } finally {
      await h.close();
    }
  });
});
