/**
 * Issue 24's race property: a refund of an area's sessions, a booking of that area and 'Asistió' on its visit
 * that has begun, on one purchase at once (on PostgreSQL truly at once), many rounds. Whatever commits first,
 * each ends in an answer (never an error), the area keeps used + booked + cancelled + available = bought with
 * nothing negative, and the statement tells what the stored rows say.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { sessionEntitlements, visitAreas, visits } from "#server/db/schema/index.ts";
import { markVisit } from "#server/modules/booking/marks.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { ownerActing } from "../support/booking.ts";
import { ENGINES } from "../support/database.ts";
import type { PaymentsHarness } from "./payments-service-harness.ts";
import { startRefundLinesShop, type refundLinesShop } from "./refund-lines-support.ts";

const ROUNDS = 20;
/** Five minutes into the visit booked at 10:00 on Tuesday: 'Asistió' may be marked. */
const STARTED = new Date(instantAt("2026-12-01", "10:05"));

describe.each(ENGINES)("a refund, a booking and 'Asistió' racing on one purchase on %s", (engine) => {
  let h: PaymentsHarness;
  let shop: Awaited<ReturnType<typeof refundLinesShop>>;
  let desk: Acting;

  beforeAll(async () => {
    ({ h, shop } = await startRefundLinesShop(engine));
    desk = await ownerActing(h.db, `duena-carrera-${engine}@candela.test`);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Axilas as its row and its visits keep it: [used, booked, cancelled]. */
  async function storedAxilas(entitlementId: string) {
    const [row] = await h.db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.id, entitlementId));
    const booked = await h.db
      .select({ id: visits.id })
      .from(visitAreas)
      .innerJoin(visits, eq(visits.id, visitAreas.visitId))
      .where(and(eq(visitAreas.entitlementId, entitlementId), eq(visits.status, "booked")));
    return [row!.sessionsUsed, booked.length, row!.sessionsCancelled];
  }

  it(`keeps Axilas whole and the statement equal to the rows, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await shop.purchase();
      const axilas = [{ productId: p.axilas.productId, sessions: 0 }];
      const started = await shop.book(p, [p.axilas.id], "2026-12-01");
      if (!started.ok) throw new Error(started.message);
      // Four of Axilas given back: one booked (on a visit that has begun) and one free are left to race for.
      await shop.refund(p, { amount: 1_000_00, lines: [{ ...axilas[0]!, sessions: 4 }] });
      const outcomes = await Promise.allSettled([
        shop.refund(p, { amount: 1_000_00, lines: [{ ...axilas[0]!, sessions: 2 }] }),
        shop.book(p, [p.axilas.id], "2026-12-02"),
        markVisit(h.db, desk, started.visitId, "attended", () => STARTED),
      ]);
      expect([
        round,
        outcomes.map((o) =>
          o.status === "rejected" ? String((o.reason as Error).cause ?? o.reason) : o.status,
        ),
      ]).toEqual([round, ["fulfilled", "fulfilled", "fulfilled"]]);

      const area = (await loadStatement(h.db, p.payment.id))!.areas.find((a) => a.title === "Axilas")!;
      const figures = [area.used, area.booked, area.cancelled, area.available];
      expect([round, figures.every((n) => n >= 0), area.bought]).toEqual([round, true, 6]);
      expect([round, figures.reduce((a, b) => a + b, 0)]).toEqual([round, 6]);
      expect([round, [area.used, area.booked, area.cancelled]]).toEqual([
        round,
        await storedAxilas(p.axilas.id),
      ]);
    }
  }, 120_000);
});
