/** A paid purchase of Axilas and Bozo whose sessions can be booked, refunded through the sandbox provider. */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { instantAt } from "#domain/booking/local-time.ts";
import {
  mailOutbox,
  paymentRefundLines,
  paymentRefunds,
  sessionEntitlements,
  storeAgendas,
  stores,
  visits,
} from "#server/db/schema/index.ts";
import { renderMail } from "#server/mail/render.ts";
import type { RefundData } from "#server/mail/templates/refund.tsx";
import { BookingService } from "#server/modules/booking/service.ts";
import type { RefundRequest } from "#server/modules/payments/refunds.ts";
import { BOOKING_HOURS } from "../support/booking.ts";
import { mailContext } from "../support/mail-context.ts";
import type { Engine } from "../support/database.ts";
import { SHOP_URL, startPaymentsHarness, type PaymentsHarness } from "./payments-service-harness.ts";

/** Before every visit booked here, so each is to come. */
export const NOW = new Date(instantAt("2026-11-30", "12:00"));

export async function refundLinesShop(h: PaymentsHarness) {
  const storeId = h.payableStore.id;
  await h.db.update(stores).set({ openingHours: BOOKING_HOURS }).where(eq(stores.id, storeId));
  await h.db
    .insert(storeAgendas)
    .values({ storeId, rooms: 20 })
    .onConflictDoUpdate({
      target: storeAgendas.storeId,
      set: { rooms: 20 },
    });
  const booking = new BookingService(h.db, () => NOW);

  /** An approved purchase of Axilas and Bozo (6 sessions each) with its entitlements by title. */
  async function purchase() {
    const account = await h.customer(["axilas", "bozo"]);
    const outcome = await h.service.pay(account.id, await h.request(account, await h.cardToken("APRO")));
    if (!outcome.ok) throw new Error(`payment refused: ${outcome.code}`);
    const rows = await h.db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.paymentId, outcome.payment.id));
    const area = (title: string) => rows.find((e) => e.title === title)!;
    return { account, payment: outcome.payment, axilas: area("Axilas"), bozo: area("Bozo") };
  }

  type Purchase = Awaited<ReturnType<typeof purchase>>;

  const book = (p: Purchase, entitlementIds: string[], day: string, time = "10:00") =>
    booking.book({ accountId: p.account.id, storeId, entitlementIds, start: instantAt(day, time) });

  const refund = (p: Purchase, over: Partial<RefundRequest> = {}) =>
    h.service.refund({
      paymentId: p.payment.id,
      reason: "Pedido de la clienta",
      source: "back_office",
      staffId: null,
      idempotencyKey: randomUUID(),
      ...over,
    });

  /** Each entitlement's figures, by title: [used, cancelled, booked visits]. */
  async function stored(p: Purchase) {
    const rows = await h.db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.paymentId, p.payment.id));
    const pages = await booking.sessions(p.account.id);
    return Object.fromEntries(
      rows.map((e) => [
        e.title,
        {
          used: e.sessionsUsed,
          cancelled: e.sessionsCancelled,
          booked: pages.find((s) => s.entitlementId === e.id)!.booked,
        },
      ]),
    );
  }

  const refundLines = (p: Purchase) =>
    h.db
      .select({ productId: paymentRefundLines.productId, sessions: paymentRefundLines.sessions })
      .from(paymentRefundLines)
      .innerJoin(paymentRefunds, eq(paymentRefunds.id, paymentRefundLines.refundId))
      .where(eq(paymentRefunds.paymentId, p.payment.id));

  async function mails(to: string, template: "refund" | "visit" = "refund") {
    const rows = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, template), eq(mailOutbox.recipient, to)))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    if (template === "visit") return rows.map((r) => JSON.stringify(r.data));
    return Promise.all(
      rows.map(
        async (r) =>
          (await renderMail("refund", r.data as unknown as RefundData, mailContext(SHOP_URL))).text,
      ),
    );
  }

  const visitStatus = async (id: string) =>
    (await h.db.select({ status: visits.status }).from(visits).where(eq(visits.id, id)))[0]?.status;

  return { storeId, booking, purchase, book, refund, stored, refundLines, mails, visitStatus };
}

/** The payments harness and the shop above on `engine`, for a file's beforeAll. */
export async function startRefundLinesShop(engine: Engine) {
  const h = await startPaymentsHarness(engine);
  return { h, shop: await refundLinesShop(h) };
}
