/**
 * A refund that returns an area and a booking of that area race (on PostgreSQL truly at once), many times: whichever commits
 * first, used + booked + cancelled stays within the sessions bought, the statement agrees with the stored rows,
 * and the booking is either kept within what is left or refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import { ENGINES } from "../support/database.ts";
import type { PaymentsHarness } from "./payments-service-harness.ts";
import { startRefundLinesShop, type refundLinesShop } from "./refund-lines-support.ts";

const ROUNDS = 20;

describe.each(ENGINES)("a refund of an area racing a booking of it on %s", (engine) => {
  let h: PaymentsHarness;
  let shop: Awaited<ReturnType<typeof refundLinesShop>>;

  beforeAll(async () => {
    ({ h, shop } = await startRefundLinesShop(engine));
  });
  afterAll(async () => {
    await h?.close();
  });

  it(`keeps every area within what was bought, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await shop.purchase();
      // Five of Axilas booked or returned already: one session is left for the two to race for.
      await shop.refund(p, { amount: 1_000_00, lines: [{ productId: p.axilas.productId, sessions: 5 }] });
      const [refunded, booked] = await Promise.all([
        shop.refund(p, { amount: 1_000_00, lines: [{ productId: p.axilas.productId, sessions: 1 }] }),
        shop.booking.book({
          accountId: p.account.id,
          storeId: shop.storeId,
          entitlementIds: [p.axilas.id],
          start: instantAt("2026-12-02", "10:00"),
        }),
      ]);
      expect([round, refunded]).toEqual([round, { ok: true }]);
      const { Axilas } = await shop.stored(p);
      // The refund came after the booking (and took the visit's session) or before it (and the booking was refused,
      // or made no visit hold a session that is gone).
      expect([round, Axilas!.used + Axilas!.booked + Axilas!.cancelled]).toEqual([round, 6]);
      expect([round, Axilas!.cancelled, Axilas!.booked]).toEqual([round, 6, 0]);
      if (booked.ok) expect(await shop.visitStatus(booked.visitId)).toBe("cancelled");
      const area = (await loadStatement(h.db, p.payment.id))!.areas.find((a) => a.title === "Axilas")!;
      expect([round, area.cancelled, area.booked, area.available]).toEqual([round, 6, 0, 0]);
    }
  });
});
