/**
 * The agenda's day page marks attendance only once a visit has started, and undoes a mark the same day:
 * as a plain form and as a hydrated page's `.data` request, the server refuses what the page does not offer.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { instantAt } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { adminAgendaBookPath, adminAgendaPath, adminAgendaWeekPath } from "#domain/staff/pages.ts";
import { auditLog, visits } from "#server/db/schema/index.ts";
import { BookingDesk } from "#server/modules/booking/desk.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { alerts, decodeHtml } from "../support/accounts.ts";
import { postConfirmed, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { bookingShop, customerWithSessions } from "../support/booking.ts";
import { ENGINE } from "../support/database.ts";

/** Monday 30 November 2026, noon in Buenos Aires; the visits are on Tuesday at 10:00. */
const NOW = new Date(instantAt("2026-11-30", "12:00"));
const TUESDAY = "2026-12-01";
const at = (time: string, day = TUESDAY) => new Date(instantAt(day, time));

describe.each([ENGINE])("marking attendance on the agenda over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let clock = NOW;
  let booking: BookingService;
  let place: Awaited<ReturnType<typeof bookingShop>>;
  let request: StaffRequest<"desk">;

  beforeAll(async () => {
    shop = await createTestApp(engine, {
      services: (s) => {
        booking = new BookingService(s.database.db, () => clock);
        return { ...s, booking, bookingDesk: new BookingDesk(s.database.db, booking, () => clock) };
      },
    });
    place = await bookingShop(shop.database.db, { rooms: 10 });
    ({ request } = await staffClients(shop, { desk: { role: "support" } }));
  });
  afterAll(() => shop?.close());

  const page = () => adminAgendaPath(place.store.id, TUESDAY);
  const dataPath = () => `/admin/agenda/${place.store.id}.data?dia=${TUESDAY}`;
  const send = (fields: Record<string, string>, to = page()) => request("POST", to, "desk", fields);
  /** The mark, then its confirmation (posted as a form, or as a hydrated page's `.data` request). */
  const post = (visit: string, intent: string, data = false) =>
    postConfirmed(send, { visit, intent }, data ? dataPath() : undefined);

  const bookedVisit = async () => {
    clock = NOW;
    const { account } = await customerWithSessions(shop.database.db, place);
    const ids = (await booking.sessions(account.id)).map((s) => s.entitlementId);
    const outcome = await booking.book({
      accountId: account.id,
      storeId: place.store.id,
      entitlementIds: ids,
      start: at("10:00").getTime(),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    return { accountId: account.id, visitId: outcome.visitId };
  };
  const stored = async (visitId: string, accountId: string) => ({
    status: (await shop.database.db.select().from(visits).where(eq(visits.id, visitId)))[0]!.status,
    used: (await booking.sessions(accountId)).map((s) => s.used),
    audited: (
      await shop.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "visit"), eq(auditLog.entityId, visitId)))
    ).map((r) => r.action),
  });
  /** The values of the `intent` buttons offered for one visit (phone cards and table), in order. */
  const buttons = (html: string, visitId: string) =>
    [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)]
      .filter((form) => form[1]!.includes(`name="visit" value="${visitId}"`))
      .flatMap((form) => [...form[1]!.matchAll(/<button[^>]*>/g)])
      .filter((button) => button[0].includes('name="intent"'))
      .map((button) => /value="(\w+)"/.exec(button[0])?.[1]);

  it("offers no mark before the start and refuses one posted as a form or as a .data request", async () => {
    const { accountId, visitId } = await bookedVisit();
    clock = at("09:59");
    const before = await request("GET", page(), "desk");
    expect(before.statusCode).toBe(200);
    expect(buttons(before.body, visitId)).toEqual([]);
    expect(before.body).toContain(M.marksFrom("10:00"));

    for (const intent of ["attended", "missed"]) {
      const form = await post(visitId, intent);
      expect(form.statusCode).toBe(409);
      expect(alerts(form.body)).toContain(M.notStarted);
      const data = await post(visitId, intent, true);
      expect(data.statusCode).toBe(409);
      expect(data.body).toContain(M.notStarted);
    }
    expect(await stored(visitId, accountId)).toEqual({ status: "booked", used: [0, 0], audited: [] });
  });

  it("restates a mark and changes nothing until it is confirmed, posted as a form or as a .data request", async () => {
    const { accountId, visitId } = await bookedVisit();
    clock = at("10:05");
    for (const intent of ["attended", "missed"]) {
      const ask = await send({ visit: visitId, intent });
      expect(ask.statusCode).toBe(200);
      expect(decodeHtml(ask.body)).toContain(M.markAsk[intent as "attended"].button);
      expect((await send({ visit: visitId, intent }, dataPath())).statusCode).toBe(200);
    }
    const ask = decodeHtml((await send({ visit: visitId, intent: "attended" })).body);
    expect(ask).toMatch(/¿Marcar asistencia de \S+ \S+ a .+, 01\/12\/2026,? 10:00\?/);
    // A token of other values (another visit's, or none) is no confirmation.
    await send({ visit: visitId, intent: "attended", confirmacion: "0".repeat(32) }, dataPath());
    expect(await stored(visitId, accountId)).toEqual({ status: "booked", used: [0, 0], audited: [] });
    expect((await post(visitId, "attended", true)).statusCode).toBe(200);
    expect(await stored(visitId, accountId)).toMatchObject({ status: "attended", used: [1, 1] });
  });

  it("marks a started visit, offers 'Deshacer' that day, and refuses it the day after", async () => {
    const { accountId, visitId } = await bookedVisit();
    clock = at("10:05");
    expect(buttons((await request("GET", page(), "desk")).body, visitId)).toEqual([
      "attended",
      "missed",
      "attended",
      "missed",
    ]);
    const marked = await post(visitId, "attended");
    expect(marked.statusCode).toBe(200);
    expect(alerts(marked.body)).toContain(M.attended);
    expect(buttons(marked.body, visitId)).toEqual(["undo", "undo"]);
    expect(marked.body).toContain(">Deshacer<");
    expect(await stored(visitId, accountId)).toEqual({
      status: "attended",
      used: [1, 1],
      audited: ["attended"],
    });

    const undone = await post(visitId, "undo", true);
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain(M.undone);
    expect(await stored(visitId, accountId)).toEqual({
      status: "booked",
      used: [0, 0],
      audited: ["attended", "undone"],
    });

    expect((await post(visitId, "missed")).statusCode).toBe(200);
    clock = at("08:00", "2026-12-02");
    expect(buttons((await request("GET", page(), "desk")).body, visitId)).toEqual([]);
    for (const data of [false, true]) {
      const late = await post(visitId, "undo", data);
      expect(late.statusCode).toBe(409);
      expect(data ? late.body : alerts(late.body).join("\n")).toContain(M.undoTooLate);
    }
    expect(await stored(visitId, accountId)).toEqual({
      status: "missed",
      used: [0, 0],
      audited: ["attended", "undone", "missed"],
    });
  });

  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  it("lays out the branch's week by room and opens a free time's booking prefilled", async () => {
    const { visitId } = await bookedVisit();
    const week = await request("GET", adminAgendaWeekPath(place.store.id, "2026-12-03"), "desk");
    expect(week.statusCode).toBe(200);
    const html = week.body.replaceAll("&amp;", "&").replaceAll("<!-- -->", "");
    expect(html).toContain("Semana del 30/11/2026 al 06/12/2026");
    for (const [link, day] of [
      ["Semana anterior", "2026-11-23"],
      ["Hoy", "2026-11-30"],
      ["Semana siguiente", "2026-12-07"],
    ]) {
      expect(html).toMatch(
        new RegExp(`href="${escaped(adminAgendaWeekPath(place.store.id, day))}"[^>]*>${link}<`),
      );
    }
    expect(html).toContain("Martes 01/12");
    expect(html).toContain("Sala 10");
    // The visit, in its room, opens its day; Sunday does not open; a free time opens the booking.
    const visit = (await shop.database.db.select().from(visits).where(eq(visits.id, visitId)))[0]!;
    const tuesday = html.split(`id="dia-${TUESDAY}"`)[1]!.split('id="dia-2026-12-02"')[0]!;
    const column = tuesday.split(`Sala ${visit.room}<`)[1]!.split("Sala ")[0]!;
    expect(column).toContain(`href="${adminAgendaPath(place.store.id, TUESDAY)}"`);
    expect(column).toContain("10:00 a ");
    expect(html).toContain(M.weekNotOpen);
    const free = adminAgendaBookPath(place.store.id, undefined, { day: TUESDAY, hora: "11:00" });
    expect(html).toContain(`href="${free}"`);
    expect(html).not.toContain(
      `href="${adminAgendaBookPath(place.store.id, undefined, { day: "2026-11-30", hora: "10:00" })}"`,
    );

    const lookup = await request("GET", free, "desk");
    expect(lookup.statusCode).toBe(200);
    expect(lookup.body).toContain(M.chosenTime("martes, 1 de diciembre de 2026, 11:00 h"));
    expect(lookup.body).toMatch(/name="hora" value="11:00"/);
    // A customer of her own: the one above already has these areas booked that day.
    const caller = (await customerWithSessions(shop.database.db, place)).account.id;
    const form = (time: { day: string; hora: string } | null) =>
      request("GET", adminAgendaBookPath(place.store.id, caller, time), "desk");
    // Before any area is chosen, the day the week opened is no error; a day typed without one is.
    expect((await form({ day: TUESDAY, hora: "11:00" })).body).not.toContain(BOOKING_MESSAGES.noAreas);
    expect(
      (await request("GET", `${adminAgendaBookPath(place.store.id, caller)}&day=${TUESDAY}`, "desk")).body,
    ).toContain(BOOKING_MESSAGES.noAreas);
    const area = (await booking.sessions(caller))[0]!.entitlementId;
    const times = await request(
      "GET",
      `${adminAgendaBookPath(place.store.id, caller, { day: TUESDAY, hora: "11:00" })}&area=${area}`,
      "desk",
    );
    const radios = [...times.body.matchAll(/<input[^>]*name="slot"[^>]*>/g)].map((m) => m[0]);
    expect(radios.filter((r) => r.includes("checked")).map((r) => /value="([^"]+)"/.exec(r)?.[1])).toEqual([
      "2026-12-01T11:00:00-03:00",
    ]);

    for (const bad of ["no-es-un-id", "00000000-0000-4000-8000-000000000000"]) {
      expect((await request("GET", `/admin/agenda?sucursal=${bad}`, "desk")).statusCode).toBe(404);
    }
  });
});
