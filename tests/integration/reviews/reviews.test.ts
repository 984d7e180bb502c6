/**
 * Verified reviews (docs/decisions/0072-verified-reviews.md): 'Asistió' queues one request per visit through
 * the job runner, an undone mark sends nothing, the link takes one review and only for an attended visit, and
 * what the pages say (published only, averages) agrees with plain SQL.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { auditSentence } from "#domain/audit/sentence.ts";
import {
  auditLog,
  jobs,
  mailOutbox,
  products,
  reviewRequests,
  reviews,
  visits,
} from "#server/db/schema/index.ts";
import { seedDemoReviews } from "#server/modules/reviews/demo.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import { BookingDesk } from "#server/modules/booking/desk.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import {
  DEFAULT_REVIEW_REQUEST_DELAY_MS,
  REVIEW_REQUEST_JOB,
  registerReviewRequestJob,
  sendReviewRequest,
} from "#server/modules/reviews/requests.ts";
import { ReviewModeration } from "#server/modules/reviews/moderation.ts";
import { ReviewService } from "#server/modules/reviews/service.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { bookingShop, customerWithSessions, ownerActing } from "../../support/booking.ts";
import { createTestDatabase, ENGINE, ENGINES, type TestDatabase } from "../../support/database.ts";

/** Monday 30 November 2026, noon in Buenos Aires; the visits are on Tuesday at 10:00 and marked at 10:45. */
const NOW = new Date(instantAt("2026-11-30", "12:00"));
const TUESDAY = "2026-12-01";
const START = new Date(instantAt(TUESDAY, "10:00"));
const MARKED = new Date(instantAt(TUESDAY, "10:45"));
const silent = { info() {}, warn() {}, error() {} };

function reviewsShop(engine: typeof ENGINE) {
  let database: TestDatabase;
  let clock = NOW;
  const state = {} as {
    db: TestDatabase["db"];
    booking: BookingService;
    desk: BookingDesk;
    link: ReviewService;
    moderation: ReviewModeration;
    shop: Awaited<ReturnType<typeof bookingShop>>;
    owner: Acting;
  };
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    state.db = database.db;
    state.booking = new BookingService(database.db, () => clock);
    state.desk = new BookingDesk(database.db, state.booking, () => clock);
    state.link = new ReviewService(database.db, () => clock);
    state.moderation = new ReviewModeration(database.db, () => clock);
    state.shop = await bookingShop(database.db, { rooms: 40 });
    state.owner = await ownerActing(database.db, `resenas-${engine}@candela.test`);
  });
  afterAll(() => database?.destroy());

  /** A new customer's visit on Tuesday at 10:00 with `areas` (both by default), marked 'Asistió' at 10:45. */
  const attendedVisit = async (areas = state.shop.areas) => {
    clock = NOW;
    const { account } = await customerWithSessions(state.db, { ...state.shop, areas });
    const ids = (await state.booking.sessions(account.id)).map((s) => s.entitlementId);
    const booked = await state.booking.book({
      accountId: account.id,
      storeId: state.shop.store.id,
      entitlementIds: ids,
      start: START.getTime(),
    });
    if (!booked.ok) throw new Error(booked.message);
    clock = MARKED;
    const marked = await state.desk.mark(state.owner, booked.visitId, "attended");
    if (!marked.ok) throw new Error(marked.code);
    return { account, visitId: booked.visitId };
  };
  /** The request's job run by a runner whose clock is `at`. */
  const runJobsAt = async (at: Date) => {
    const runner = new JobRunner({ db: state.db, log: silent, now: () => at });
    registerReviewRequestJob(runner, state.db, { delayMs: DEFAULT_REVIEW_REQUEST_DELAY_MS });
    return runner.runOnce();
  };
  const requestMails = (email: string) =>
    state.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "review_request"), eq(mailOutbox.recipient, email)));
  /** A written review of a new attended visit, with `stars`. */
  const writtenReview = async (stars: number, areas = state.shop.areas, text = "") => {
    const { visitId, account } = await attendedVisit(areas);
    const token = await sendReviewRequest(state.db, visitId, MARKED);
    const sent = await state.link.submit(token!, { stars, text });
    if (!sent.ok) throw new Error(sent.code);
    const [row] = await state.db.select().from(reviews).where(eq(reviews.visitId, visitId));
    return { ...row!, account };
  };
  return { state, attendedVisit, runJobsAt, requestMails, writtenReview, setClock: (d: Date) => (clock = d) };
}

describe(`review requests and links (${ENGINE})`, () => {
  const t = reviewsShop(ENGINE);
  const later = new Date(MARKED.getTime() + DEFAULT_REVIEW_REQUEST_DELAY_MS + 1000);

  it("'Asistió' queues one request job per visit, due after the delay, and its run sends one mail", async () => {
    const { visitId, account } = await t.attendedVisit();
    const queued = await t.state.db
      .select({ key: jobs.key, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.kind, REVIEW_REQUEST_JOB));
    expect(queued.filter((j) => j.key === `${REVIEW_REQUEST_JOB}:${visitId}`)).toEqual([
      {
        key: `${REVIEW_REQUEST_JOB}:${visitId}`,
        runAt: new Date(MARKED.getTime() + DEFAULT_REVIEW_REQUEST_DELAY_MS),
      },
    ]);
    // Not due yet: nothing is sent before the delay.
    await t.runJobsAt(MARKED);
    expect(await t.requestMails(account.email)).toHaveLength(0);
    await t.runJobsAt(later);
    const mails = await t.requestMails(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ areas: ["Axilas", "Piernas enteras"], linkDays: 60 });
    // Run again (a second process, a retry): the stored link means no second mail.
    expect(await sendReviewRequest(t.state.db, visitId, later)).toBeNull();
    expect(await t.requestMails(account.email)).toHaveLength(1);
  });

  it("sends nothing when the mark is undone before the job runs, and asks once after it is marked again", async () => {
    const { visitId, account } = await t.attendedVisit();
    expect((await t.state.desk.undo(t.state.owner, visitId)).ok).toBe(true);
    await t.runJobsAt(later);
    expect(await t.requestMails(account.email)).toHaveLength(0);
    expect(await t.state.db.select().from(reviewRequests).where(eq(reviewRequests.visitId, visitId))).toEqual(
      [],
    );
    expect((await t.state.desk.mark(t.state.owner, visitId, "attended")).ok).toBe(true);
    await t.runJobsAt(new Date(later.getTime() + DEFAULT_REVIEW_REQUEST_DELAY_MS));
    expect(await t.requestMails(account.email)).toHaveLength(1);
  });

  it("takes one review per link, keeps only the hash, and says the link was used after that", async () => {
    const { visitId } = await t.attendedVisit();
    const token = (await sendReviewRequest(t.state.db, visitId, MARKED))!;
    const [stored] = await t.state.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.visitId, visitId));
    expect(stored!.tokenHash).not.toContain(token);
    const link = await t.state.link.link(token);
    expect(link).toEqual({
      ok: true,
      visit: { areas: ["Axilas", "Piernas enteras"], storeName: t.state.shop.store.name, startsAt: START },
    });
    expect((await t.state.link.submit(token, { stars: 5, text: "Excelente atención" })).ok).toBe(true);
    expect(await t.state.link.link(token)).toEqual({ ok: false, code: "used" });
    expect(await t.state.link.submit(token, { stars: 1, text: "otra" })).toEqual({ ok: false, code: "used" });
    const written = await t.state.db.select().from(reviews).where(eq(reviews.visitId, visitId));
    expect(written.map((r) => [r.stars, r.text, r.status])).toEqual([[5, "Excelente atención", "pending"]]);
  });

  it("refuses a link whose visit is not attended any more, an unknown one and an expired one", async () => {
    const { visitId } = await t.attendedVisit();
    const token = (await sendReviewRequest(t.state.db, visitId, MARKED))!;
    t.setClock(MARKED);
    expect((await t.state.desk.undo(t.state.owner, visitId)).ok).toBe(true);
    expect(await t.state.link.link(token)).toEqual({ ok: false, code: "not_attended" });
    expect(await t.state.link.submit(token, { stars: 4, text: "" })).toEqual({
      ok: false,
      code: "not_attended",
    });
    expect(await t.state.db.select().from(reviews).where(eq(reviews.visitId, visitId))).toEqual([]);
    expect(await t.state.link.link(`${token}x`)).toEqual({ ok: false, code: "invalid" });
    // No request is ever made for a visit that is not attended.
    expect(await sendReviewRequest(t.state.db, visitId, MARKED)).toBeNull();

    const other = await t.attendedVisit();
    const old = (await sendReviewRequest(t.state.db, other.visitId, MARKED))!;
    t.setClock(new Date(MARKED.getTime() + 61 * 24 * 3_600_000));
    expect(await t.state.link.submit(old, { stars: 4, text: "" })).toEqual({ ok: false, code: "expired" });
  });

  it("refuses stars outside 1 to 5 and an over-long text in the database too", async () => {
    const { visitId } = await t.attendedVisit();
    for (const values of [
      { stars: 0, text: "" },
      { stars: 6, text: "" },
      { stars: 5, text: "x".repeat(1001) },
    ]) {
      await expect(t.state.db.insert(reviews).values({ visitId, ...values })).rejects.toThrow();
    }
  });

  it("shows only published reviews, with averages equal to plain SQL, and hides one with its reason", async () => {
    const [axilas, piernas] = t.state.shop.areas;
    const written = [];
    for (const [stars, areas] of [
      [5, [axilas!]],
      [4, [axilas!, piernas!]],
      [4, [piernas!]],
      [3, [axilas!]],
      [2, [piernas!]],
      [5, [axilas!]],
    ] as const) {
      written.push(await t.writtenReview(stars, [...areas], `Reseña de ${stars}`));
    }
    const [first, second, third, fourth, fifth] = written;
    for (const r of [first!, second!, third!, fourth!, fifth!]) {
      expect(await t.state.moderation.publish(t.state.owner, r.id, r.version)).toEqual({ ok: true });
    }
    // The sixth stays pending; the fourth is hidden.
    expect(await t.state.moderation.hide(t.state.owner, fourth!.id, 2, "Lenguaje ofensivo")).toEqual({
      ok: true,
    });
    expect(await t.state.moderation.publish(t.state.owner, fourth!.id, 2)).toEqual({
      ok: false,
      code: "changed_meanwhile",
    });

    const independent = async (where: ReturnType<typeof sql>) => {
      const result = await t.state.db.execute<{ n: number; avg: string | null }>(sql`
        select count(*)::int as n, round(avg(r.stars)::numeric, 1)::text as avg
        from reviews r join visits v on v.id = r.visit_id
        where r.status = 'published' and ${where}`);
      const row = (result as unknown as { rows: { n: number; avg: string | null }[] }).rows[0]!;
      return { count: row.n, average: row.avg === null ? null : Number(row.avg) };
    };
    const hadArea = (id: string) =>
      sql`exists (select 1 from visit_areas va join session_entitlements e on e.id = va.entitlement_id
                  where va.visit_id = r.visit_id and e.product_id = ${id})`;
    for (const area of [axilas!, piernas!]) {
      const block = await t.state.link.forArea(area.id);
      expect(block.summary).toEqual(await independent(hadArea(area.id)));
      expect(block.latest.map((r) => r.id)).not.toContain(fourth!.id);
    }
    const store = await t.state.link.forStore(t.state.shop.store.id);
    expect(store.summary).toEqual(await independent(sql`v.store_id = ${t.state.shop.store.id}`));
    expect(store.summary.count).toBe(4);
    expect(store.latest.every((r) => r.author.endsWith("."))).toBe(true);

    const [hidden] = await t.state.moderation.list(t.state.owner, { status: "hidden" });
    expect(hidden).toMatchObject({ id: fourth!.id, hiddenReason: "Lenguaje ofensivo" });

    // The audit log tells it in Spanish.
    const rows = await t.state.db.select().from(auditLog).where(eq(auditLog.entityId, fourth!.id));
    const sentences = rows.map((r) => auditSentence({ ...r, self: false }, "Ana"));
    const author = hidden!.author;
    expect(sentences).toEqual([`Ana publicó la reseña de ${author}.`, `Ana ocultó la reseña de ${author}.`]);
  });

  it("keeps the shop's public answer, edited with its audit entry", async () => {
    const r = await t.writtenReview(5);
    expect(await t.state.moderation.answer(t.state.owner, r.id, 1, "¡Gracias por elegirnos!")).toEqual({
      ok: true,
    });
    expect(await t.state.moderation.answer(t.state.owner, r.id, 2, "¡Gracias, te esperamos!")).toEqual({
      ok: true,
    });
    const [listed] = (await t.state.moderation.list(t.state.owner, { status: "pending" })).filter(
      (x) => x.id === r.id,
    );
    expect(listed!.answer).toBe("¡Gracias, te esperamos!");
    const rows = await t.state.db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
    expect(rows.map((row) => auditSentence({ ...row, self: false }, "Ana"))).toEqual([
      `Ana publicó una respuesta a la reseña de ${listed!.author}.`,
      `Ana publicó una respuesta a la reseña de ${listed!.author}.`,
    ]);
  });
});

describe.each(ENGINES.filter((e) => e === "postgres"))("a link posted twice at once (%s)", (engine) => {
  const t = reviewsShop(engine);
  it("stores one review, however the two posts interleave", async () => {
    for (let round = 0; round < 20; round++) {
      const { visitId } = await t.attendedVisit([t.state.shop.areas[0]!]);
      const token = (await sendReviewRequest(t.state.db, visitId, MARKED))!;
      const outcomes = await Promise.all([
        t.state.link.submit(token, { stars: 5, text: "" }),
        t.state.link.submit(token, { stars: 1, text: "" }),
      ]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, code: "used" }]);
      expect(await t.state.db.select().from(reviews).where(eq(reviews.visitId, visitId))).toHaveLength(1);
    }
  });
});

describe(`the demo's reviews (${ENGINE})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(ENGINE, { seeded: true });
  });
  afterAll(() => database?.destroy());

  it("are written through the shop's path: attended visits, used links, published, answered and hidden", async () => {
    const owner = await ownerActing(database.db, "demo-resenas@candela.test");
    await seedDemoReviews(database.db, owner);
    const rows = await database.db
      .select({ status: reviews.status, visitStatus: visits.status, usedAt: reviewRequests.usedAt })
      .from(reviews)
      .innerJoin(visits, eq(visits.id, reviews.visitId))
      .innerJoin(reviewRequests, eq(reviewRequests.visitId, reviews.visitId));
    expect(rows.every((r) => r.visitStatus === "attended" && r.usedAt !== null)).toBe(true);
    expect(rows.map((r) => r.status).sort()).toEqual([
      "hidden",
      "pending",
      ...Array<string>(6).fill("published"),
    ]);
    const [axilas] = await database.db.select().from(products).where(eq(products.slug, "axilas"));
    const block = await new ReviewService(database.db).forArea(axilas!.id);
    expect(block.summary.count).toBe(5);
    expect(block.latest.some((r) => r.answer !== null)).toBe(true);
  });
});
