/**
 * The review link's page and the pages that show reviews, over HTTP: the link answers once and only for an
 * attended visit, with Spanish errors and 4xx codes; /admin/resenas publishes after its confirmation and hides
 * with a reason; a hidden review leaves the area page, the branch page and their JSON-LD.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { REVIEW_THANKS_PATH } from "#domain/reviews/rules.ts";
import {
  products,
  reviews,
  sessionEntitlements,
  stores,
  visitAreas,
  visits,
} from "#server/db/schema/index.ts";
import { sendReviewRequest } from "#server/modules/reviews/requests.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { Services } from "#server/services.ts";
import { decodeHtml, postForm } from "../../support/accounts.ts";
import { fieldMessages, postConfirmed, staffClients, type StaffRequest } from "../../support/admin-http.ts";
import { createTestApp } from "../../support/app.ts";
import { customerWithSessions, ownerActing } from "../../support/booking.ts";
import { ENGINE } from "../../support/database.ts";

const AREA_PAGE = "/areas/tratamientos-mujer/axilas";
const BRANCH_PAGE = "/local?sucursal=candela-palermo";

/** The JSON-LD items of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe.each([ENGINE])("reviews over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"support">;
  let owner: Acting;
  let services: Services;
  let place: { store: { id: string }; areas: { id: string; title: string }[] };

  beforeAll(async () => {
    shop = await createTestApp(engine, { services: (s) => (services = s) });
    ({ request } = await staffClients(shop, { support: { role: "support" } }));
    owner = await ownerActing(shop.database.db, `resenas-http-${engine}@candela.test`);
    const db = shop.database.db;
    const [store] = await db.select().from(stores).where(eq(stores.slug, "candela-palermo"));
    const areas = await db.select().from(products).where(eq(products.slug, "axilas"));
    place = { store: store!, areas };
  });
  afterAll(() => shop?.close());

  let rooms = 0;
  const get = (url: string) => shop.app.inject({ method: "GET", url });

  /** A customer's visit to Candela Palermo for Axilas that began an hour ago, marked 'Asistió'. */
  const attendedVisit = async () => {
    const db = shop.database.db;
    const { account } = await customerWithSessions(db, place);
    const [entitlement] = await db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.accountId, account.id));
    const start = new Date(Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000);
    const [visit] = await db
      .insert(visits)
      .values({
        accountId: account.id,
        storeId: place.store.id,
        // A room each: the visits begin at the same time.
        room: ++rooms,
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
      })
      .returning();
    await db.insert(visitAreas).values({ visitId: visit!.id, entitlementId: entitlement!.id, minutes: 30 });
    expect((await services.bookingDesk.mark(owner, visit!.id, "attended")).ok).toBe(true);
    return visit!.id;
  };

  it("answers the link once, with Spanish errors before that and 410 after", async () => {
    const visitId = await attendedVisit();
    const token = (await sendReviewRequest(shop.database.db, visitId))!;
    const page = await get(`/resena/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(decodeHtml(page.body)).toContain("Contanos cómo fue tu sesión de Axilas en Candela Palermo");
    for (const n of [1, 2, 3, 4, 5])
      expect(page.body).toContain(`type="radio" id="stars-${n}" name="stars" value="${n}"`);

    const noStars = await postForm(shop.app, `/resena/${token}`, { stars: "", text: "Muy bien" });
    expect(noStars.statusCode).toBe(400);
    expect(fieldMessages(noStars.body)).toMatchObject({ stars: M.starsRequired });
    expect(decodeHtml(noStars.body)).toContain("Muy bien");
    const tooLong = await postForm(shop.app, `/resena/${token}`, { stars: "4", text: "a".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldMessages(tooLong.body)).toMatchObject({ "review-text": M.textMax(1000) });
    const six = await postForm(shop.app, `/resena/${token}`, { stars: "6", text: "" });
    expect(six.statusCode).toBe(400);
    expect(await shop.database.db.select().from(reviews).where(eq(reviews.visitId, visitId))).toEqual([]);

    const sent = await postForm(shop.app, `/resena/${token}`, { stars: "5", text: "Excelente" });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe(REVIEW_THANKS_PATH);
    expect(decodeHtml((await get(REVIEW_THANKS_PATH)).body)).toContain(M.thanksTitle);
    const again = await postForm(shop.app, `/resena/${token}`, { stars: "1", text: "" });
    expect(again.statusCode).toBe(410);
    expect(decodeHtml(again.body)).toContain(M.usedTitle);
    const reread = await get(`/resena/${token}`);
    expect(reread.statusCode).toBe(410);
    expect(decodeHtml(reread.body)).toContain(M.used);
    expect(
      (await shop.database.db.select().from(reviews).where(eq(reviews.visitId, visitId))).map((r) => r.stars),
    ).toEqual([5]);
    expect((await get(`/resena/${token.slice(0, -2)}xx`)).statusCode).toBe(404);
  });

  it("says so, with 409, for a visit whose mark was undone", async () => {
    const visitId = await attendedVisit();
    const token = (await sendReviewRequest(shop.database.db, visitId))!;
    expect((await services.bookingDesk.undo(owner, visitId)).ok).toBe(true);
    const page = await get(`/resena/${token}`);
    expect(page.statusCode).toBe(409);
    expect(decodeHtml(page.body)).toContain(M.notAttendedTitle);
    const post = await postForm(shop.app, `/resena/${token}`, { stars: "5", text: "" });
    expect(post.statusCode).toBe(409);
    expect(await shop.database.db.select().from(reviews).where(eq(reviews.visitId, visitId))).toEqual([]);
  });

  it("publishes after the confirmation; a hidden review leaves the pages and their JSON-LD", async () => {
    const visitId = await attendedVisit();
    const token = (await sendReviewRequest(shop.database.db, visitId))!;
    const text = "La atención fue impecable, volvería sin dudarlo.";
    expect((await postForm(shop.app, `/resena/${token}`, { stars: "4", text })).statusCode).toBe(302);
    const [review] = await shop.database.db.select().from(reviews).where(eq(reviews.visitId, visitId));
    const send = (fields: Record<string, string>) => request("POST", "/admin/resenas", "support", fields);

    // The first post only restates; nothing is published before the confirmation.
    const ask = await send({ id: review!.id, version: "1", intent: "publish" });
    expect(decodeHtml(ask.body)).toContain(M.confirmPublishTitle);
    expect((await shop.database.db.select().from(reviews).where(eq(reviews.id, review!.id)))[0]!.status).toBe(
      "pending",
    );
    const published = await postConfirmed(send, { id: review!.id, version: "1", intent: "publish" });
    expect(decodeHtml(published.body)).toContain(M.published);

    for (const [path, type] of [
      [AREA_PAGE, "Product"],
      [BRANCH_PAGE, "LocalBusiness"],
    ] as const) {
      const html = (await get(path)).body;
      expect(decodeHtml(html)).toContain(text);
      expect(html).toContain(M.verified);
      const item = jsonLd(html).find((d) => d["@type"] === type)!;
      expect(item.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
      expect(item.review).toEqual([expect.objectContaining({ reviewBody: text })]);
    }

    // Hiding asks for its reason first.
    const noReason = await send({ id: review!.id, version: "2", intent: "hide", reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(fieldMessages(noReason.body)).toMatchObject({ [`reason-${review!.id}`]: M.hideReasonRequired });
    const hidden = await postConfirmed(send, {
      id: review!.id,
      version: "2",
      intent: "hide",
      reason: "Menciona a una persona del equipo por su nombre completo",
    });
    expect(decodeHtml(hidden.body)).toContain(M.hidden);
    for (const [path, type] of [
      [AREA_PAGE, "Product"],
      [BRANCH_PAGE, "LocalBusiness"],
    ] as const) {
      const html = (await get(path)).body;
      expect(decodeHtml(html)).not.toContain(text);
      expect(html).not.toContain(M.verified);
      const item = jsonLd(html).find((d) => d["@type"] === type)!;
      expect(item).not.toHaveProperty("aggregateRating");
      expect(item).not.toHaveProperty("review");
    }
  });

  it("keeps staff without the permission out of /admin/resenas", async () => {
    const { request: editorRequest } = await staffClients(shop, { franchise: { role: "franchise" } });
    expect((await editorRequest("GET", "/admin/resenas", "franchise")).statusCode).toBe(403);
  });
});
