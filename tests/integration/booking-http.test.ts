import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { instantAt, slotIso } from "#domain/booking/local-time.ts";
import {
  accounts,
  paymentItems,
  payments,
  products,
  sessionEntitlements,
  stores,
  visits,
} from "#server/db/schema/index.ts";
import { renderMail } from "#server/mail/render.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { createTestApp } from "../support/app.ts";
import { decodeHtml, fieldErrors, postForm, signUp } from "../support/accounts.ts";
import { ENGINE } from "../support/database.ts";
import { mailContext } from "../support/mail-context.ts";

/** The shop's clock in these tests: Monday 4 March 2030, 12:00 in Buenos Aires. */
const NOW = new Date(instantAt("2030-03-04", "12:00"));
const WEDNESDAY = "2030-03-06";
const SUNDAY = "2030-03-10";
const at = (day: string, time: string) => slotIso(instantAt(day, time));

/** The attributes of each <input> (and <option>) of a page, whatever their order. */
function controls(html: string, tag = "input"): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, decodeHtml(a[2]!)])),
  );
}
const named = (html: string, name: string) => controls(html).filter((c) => c.name === name);
const checkedAreas = (html: string) =>
  named(html, "area")
    .filter((c) => "checked" in c)
    .map((c) => c.value);
const slotsOf = (html: string) => named(html, "slot").map((c) => c.value);

describe.each([ENGINE])("booking pages over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let palermo: string;
  let n = 0;

  beforeAll(async () => {
    shop = await createTestApp(engine, {
      services: (s) => ({ ...s, booking: new BookingService(s.database.db, () => NOW) }),
    });
    const [store] = await shop.database.db.select().from(stores).where(eq(stores.slug, "candela-palermo"));
    palermo = store!.id;
  });
  afterAll(() => shop?.close());

  const get = (url: string, cookie?: string) =>
    shop.app.inject({ url, headers: cookie ? { cookie: `token=${cookie}` } : {} });

  /** A signed-in customer who bought Axilas and Bozo (6 sessions each) at Candela Palermo. */
  async function customer() {
    const email = `booking-${engine}-${++n}@example.com`;
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    const db = shop.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    const [payment] = await db
      .insert(payments)
      .values({
        id: crypto.randomUUID(),
        accountId: account!.id,
        paymentCode: `BK-${engine}-${n}`,
        idempotencyKey: crypto.randomUUID(),
        status: "approved",
        provider: "sandbox",
        subtotal: 100_00,
        discount: 0,
        total: 100_00,
        installments: 1,
        interestPercentage: 0,
        totalFinanced: 100_00,
        installmentAmount: 100_00,
        tea: 0,
        cft: 0,
        paymentMethodId: "visa",
        storeId: palermo,
        storeName: "Candela Palermo",
        storeAddress: "Av. Santa Fe 3253",
        fiservId: "123",
        payerEmail: email,
        payerMobilePhone: "1155550000",
        payerIdentificationType: "DNI",
        payerIdentificationNumber: "30111222",
      })
      .returning();
    const areas = await db
      .select()
      .from(products)
      .where(inArray(products.slug, ["axilas", "bozo"]));
    // The lines bought, which the purchase's statement counts the sessions from.
    await db.insert(paymentItems).values(
      areas.map((p, position) => ({
        paymentId: payment!.id,
        productId: p.id,
        title: p.title,
        sessions: "6",
        unitPrice: 50_00,
        quantity: 1,
        position,
      })),
    );
    const rows = await db
      .insert(sessionEntitlements)
      .values(
        areas.map((p) => ({
          accountId: account!.id,
          paymentId: payment!.id,
          productId: p.id,
          title: p.title,
          storeId: palermo,
          sessionsTotal: 6,
        })),
      )
      .returning();
    const ids = Object.fromEntries(rows.map((r) => [r.title, r.id])) as Record<string, string>;
    return { email, cookie, accountId: account!.id, ids };
  }

  const visitRow = async (path: string) =>
    (
      await shop.database.db
        .select()
        .from(visits)
        .where(eq(visits.id, path.split("/").at(-1)!))
    )[0]!;
  const statusOf = async (path: string) => (await visitRow(path)).status;
  const startOf = async (path: string) => (await visitRow(path)).startsAt;

  const query = (fields: [string, string][]) => `?${new URLSearchParams(fields).toString()}`;

  async function book(c: Awaited<ReturnType<typeof customer>>, day: string, time: string) {
    const body = new URLSearchParams([
      ["area", c.ids.Axilas!],
      ["area", c.ids.Bozo!],
      ["store", palermo],
      ["day", day],
      ["slot", at(day, time)],
    ]);
    return shop.app.inject({
      method: "POST",
      url: "/my-account/turnos/reservar",
      payload: body.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `token=${c.cookie}` },
    });
  }

  it("asks anonymous visitors to sign in first", async () => {
    for (const path of ["/my-account/turnos/reservar", `/my-account/turnos/${crypto.randomUUID()}`]) {
      const res = await get(path);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/account-login?next=${encodeURIComponent(path)}`);
    }
  });

  it("shows the sessions on 'Mi cuenta' with the 'Reservar turno' link", async () => {
    const c = await customer();
    const page = await get("/my-account", c.cookie);
    expect(page.statusCode).toBe(200);
    for (const column of ["Área", "Sucursal", "Usadas", "Reservadas", "Disponibles", "Próximo turno"]) {
      expect(page.body).toContain(`>${column}</th>`);
    }
    expect(page.body).toMatch(/<a[^>]*href="\/my-account\/turnos\/reservar"[^>]*>Reservar turno<\/a>/);
  });

  it("opens on her branch's areas, the next free times and the month, whose days say whether they have times", async () => {
    const c = await customer();
    const first = await get("/my-account/turnos/reservar", c.cookie);
    expect(first.statusCode).toBe(200);
    expect(named(first.body, "area").map((c) => [c.type, c.value])).toEqual([
      ["checkbox", c.ids.Axilas],
      ["checkbox", c.ids.Bozo],
    ]);
    expect(checkedAreas(first.body)).toEqual([c.ids.Axilas, c.ids.Bozo]);
    expect(controls(first.body, "option").find((o) => "selected" in o)?.value).toBe(palermo);
    // Today from 14:00 (two hours' notice), the first day with free times, is chosen.
    expect(named(first.body, "day")).toMatchObject([{ type: "hidden", value: "2030-03-04" }]);
    expect(named(first.body, "mes")).toMatchObject([{ type: "hidden", value: "2030-03" }]);
    expect(slotsOf(first.body)[0]).toBe(at("2030-03-04", "14:00"));
    const page = decodeHtml(first.body);
    const links = [...page.matchAll(/<a\b([^>]*)>/g)].map((m) =>
      Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
    );
    const address = (fields: [string, string][]) =>
      "/my-account/turnos/reservar" +
      query([["area", c.ids.Axilas!], ["area", c.ids.Bozo!], ["store", palermo], ...fields]);
    // 'Próximos horarios libres': the first time of each of the next days, Monday to Thursday.
    expect(page).toContain("Próximos horarios libres");
    for (const [day, time] of [
      ["2030-03-04", "14:00"],
      ["2030-03-05", "09:00"],
    ] as const)
      expect(links.map((l) => l.href)).toContain(
        address([
          ["mes", "2030-03"],
          ["dia", day],
          ["slot", at(day, time)],
        ]),
      );
    expect(page).toContain("Calendario de marzo de 2030");
    const today = links.find((l) => l["aria-current"] === "date");
    expect(today?.["aria-label"]).toBe("lunes, 4 de marzo: 13 horarios libres");
    expect(links.find((l) => l["aria-label"] === "miércoles, 6 de marzo: 23 horarios libres")?.href).toBe(
      address([
        ["mes", "2030-03"],
        ["dia", WEDNESDAY],
      ]),
    );
    expect(page).toContain("domingo, 10 de marzo: Cerrado");
    expect(page).toContain("domingo, 3 de marzo: Fuera del plazo para reservar");
    expect(links.some((l) => l["aria-label"]?.startsWith("domingo, 10 de marzo"))).toBe(false);
    expect(links.find((l) => l["aria-label"] === "Mes siguiente")?.href).toBe(address([["mes", "2030-04"]]));
    expect(links.some((l) => l["aria-label"] === "Mes anterior")).toBe(false);

    // A day of the calendar, and another month, without scripts: links.
    const fromLink = await get(
      address([
        ["mes", "2030-03"],
        ["dia", WEDNESDAY],
      ]),
      c.cookie,
    );
    expect(slotsOf(fromLink.body)).toHaveLength(23);
    const april = decodeHtml((await get(address([["mes", "2030-04"]]), c.cookie)).body);
    expect(april).toContain("Calendario de abril de 2030");
    expect(april).toContain("Horarios libres del lunes, 1 de abril de 2030");
    const may = decodeHtml((await get(address([["mes", "2030-05"]]), c.cookie)).body);
    expect(may).toContain("sábado, 4 de mayo: Fuera del plazo para reservar");
    expect(may).toContain('aria-label="Mes anterior"');
    expect(may).not.toContain('aria-label="Mes siguiente"');

    const base: [string, string][] = [
      ["area", c.ids.Axilas!],
      ["area", c.ids.Bozo!],
      ["store", palermo],
    ];
    const wednesday = await get(
      `/my-account/turnos/reservar${query([...base, ["day", WEDNESDAY]])}`,
      c.cookie,
    );
    expect(wednesday.statusCode).toBe(200);
    expect(named(wednesday.body, "slot").every((c) => c.type === "radio")).toBe(true);
    const slots = slotsOf(wednesday.body);
    // Open 09:00 to 21:00, a 60-minute visit (two areas) every 30 minutes.
    expect(slots[0]).toBe(at(WEDNESDAY, "09:00"));
    expect(slots.at(-1)).toBe(at(WEDNESDAY, "20:00"));
    expect(slots).toHaveLength(23);
    expect(decodeHtml(wednesday.body)).toContain("Horarios libres del miércoles, 6 de marzo de 2030");
    // The chosen areas stay ticked.
    expect(checkedAreas(wednesday.body)).toEqual([c.ids.Axilas, c.ids.Bozo]);
  });

  it("lists a day's free times as radio buttons, and says when a day has none", async () => {
    const c = await customer();
    const base: [string, string][] = [
      ["area", c.ids.Axilas!],
      ["area", c.ids.Bozo!],
      ["store", palermo],
    ];
    const sunday = await get(`/my-account/turnos/reservar${query([...base, ["day", SUNDAY]])}`, c.cookie);
    expect(decodeHtml(sunday.body)).toContain("No hay horarios libres ese día. Probá con otro día.");
    expect(slotsOf(sunday.body)).toEqual([]);
  });

  it("shows what is missing next to its field, linked by aria-describedby", async () => {
    const c = await customer();
    const none = await get(
      `/my-account/turnos/reservar${query([
        ["store", palermo],
        ["day", ""],
      ])}`,
      c.cookie,
    );
    expect(none.statusCode).toBe(200);
    const errors = fieldErrors(none.body, "reservar-turno");
    expect(errors.area).toBe("Elegí al menos un área.");
    expect(errors.day).toBe("Elegí un día válido.");
    for (const box of named(none.body, "area")) {
      expect(box["aria-describedby"]?.split(" ")).toContain("reservar-turno-area-error");
      expect(box["aria-invalid"]).toBe("true");
    }
    expect(named(none.body, "day")[0]!["aria-describedby"]?.split(" ")).toContain("reservar-turno-day-error");

    const late = await get(
      `/my-account/turnos/reservar${query([
        ["area", c.ids.Axilas!],
        ["store", palermo],
        ["day", "2030-06-01"],
      ])}`,
      c.cookie,
    );
    expect(fieldErrors(late.body, "reservar-turno").day).toBe(
      "Elegí un día entre el 04/03/2030 y el 03/05/2030.",
    );

    const alien = await get(
      `/my-account/turnos/reservar${query([
        ["area", crypto.randomUUID()],
        ["store", palermo],
        ["day", WEDNESDAY],
      ])}`,
      c.cookie,
    );
    expect(fieldErrors(alien.body, "reservar-turno").area).toBe(
      "Elegí un área de tus compras con sesiones disponibles.",
    );
  });

  it("books a time, mails it with the calendar file, and refuses the same time to another customer", async () => {
    const ana = await customer();
    const noSlot = await postForm(
      shop.app,
      "/my-account/turnos/reservar",
      { area: ana.ids.Axilas, store: palermo, day: WEDNESDAY },
      { cookie: ana.cookie },
    );
    expect(noSlot.statusCode).toBe(400);
    expect(fieldErrors(noSlot.body, "reservar-turno").slot).toBe("Elegí un horario.");
    expect(checkedAreas(noSlot.body)).toEqual([ana.ids.Axilas]);
    expect(slotsOf(noSlot.body)).toContain(at(WEDNESDAY, "10:30"));

    const booked = await book(ana, WEDNESDAY, "10:30");
    expect(booked.statusCode).toBe(302);
    const location = booked.headers.location as string;
    expect(location).toMatch(/^\/my-account\/turnos\/[0-9a-f-]{36}\?estado=confirmado$/);
    const page = await get(location, ana.cookie);
    expect(page.statusCode).toBe(200);
    const text = decodeHtml(page.body);
    expect(text).toContain(">Turno confirmado</h1>");
    for (const shown of [
      "miércoles, 6 de marzo de 2030, 10:30 h",
      "Candela Palermo",
      "Av. Santa Fe 3253",
      "Axilas, Bozo",
      "Reservado",
    ]) {
      expect(text).toContain(shown);
    }
    expect(page.body).toMatch(/href="\/my-account\/turnos\/[0-9a-f-]{36}\/cambiar"[^>]*>Cambiar turno</);
    expect(page.body).toContain(">Cancelar turno</button>");

    const mail = await vi.waitFor(
      async () => {
        const found = (await listMailbox(shop.config.mail.mailboxDir)).find(
          (m) => m.to === ana.email && m.subject.startsWith("Turno confirmado: "),
        );
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(mail.subject).toBe("Turno confirmado: miércoles, 6 de marzo de 2030, 10:30 h en Candela Palermo");
    const calendar = mail.attachments?.find((a) => a.contentType.startsWith("text/calendar"));
    expect(calendar?.filename).toBe("turno.ics");
    expect(calendar?.content).toContain("BEGIN:VCALENDAR");

    // 'Mi cuenta': one session of each booked, the visit linked.
    const dashboard = decodeHtml((await get("/my-account", ana.cookie)).body);
    expect(dashboard).toContain("miércoles, 6 de marzo de 2030, 10:30 h");

    // Palermo has one room: the same time is gone for the next customer, who keeps her choices.
    const bea = await customer();
    const taken = await book(bea, WEDNESDAY, "10:30");
    expect(taken.statusCode).toBe(409);
    expect(fieldErrors(taken.body, "reservar-turno").slot).toBe(
      "Ese horario ya no está disponible. Elegí otro.",
    );
    expect(checkedAreas(taken.body)).toEqual([bea.ids.Axilas, bea.ids.Bozo]);
    expect(slotsOf(taken.body)).not.toContain(at(WEDNESDAY, "10:30"));
    expect(slotsOf(taken.body)).toContain(at(WEDNESDAY, "11:30"));
  });

  it("refuses a time outside the bookable days next to 'Día', keeping the choices", async () => {
    const ana = await customer();
    const late = await postForm(
      shop.app,
      "/my-account/turnos/reservar",
      { area: ana.ids.Axilas, store: palermo, day: "2030-06-03", slot: at("2030-06-03", "10:00") },
      { cookie: ana.cookie },
    );
    expect(late.statusCode).toBe(400);
    expect(fieldErrors(late.body, "reservar-turno")).toEqual({
      day: "Elegí un día entre el 04/03/2030 y el 03/05/2030.",
    });
    expect(checkedAreas(late.body)).toEqual([ana.ids.Axilas]);
    expect(slotsOf(late.body)).toEqual([]);
  });

  it("moves and cancels a visit only once she confirms, and answers 404 for another customer's", async () => {
    const ana = await customer();
    const visitPath = ((await book(ana, WEDNESDAY, "15:00")).headers.location as string).replace(/\?.*$/, "");

    const other = await customer();
    for (const path of [visitPath, `${visitPath}/cambiar`, "/my-account/turnos/no-es-un-turno"]) {
      expect((await get(path, other.cookie)).statusCode).toBe(404);
    }
    const stolen = await postForm(shop.app, visitPath, { intent: "cancel" }, { cookie: other.cookie });
    expect(stolen.statusCode).toBe(404);

    const form = await get(
      `${visitPath}/cambiar${query([
        ["store", palermo],
        ["day", WEDNESDAY],
      ])}`,
      ana.cookie,
    );
    expect(form.statusCode).toBe(200);
    expect(named(form.body, "area")).toEqual([]);
    expect(slotsOf(form.body)).toContain(at(WEDNESDAY, "15:00"));
    const newTime = { store: palermo, day: WEDNESDAY, slot: at(WEDNESDAY, "17:30") };
    // 'Confirmar cambio' first restates the current and the new time; nothing moves until 'Sí, cambiar turno'.
    const review = await postForm(shop.app, `${visitPath}/cambiar`, newTime, { cookie: ana.cookie });
    expect(review.statusCode).toBe(200);
    const reviewText = decodeHtml(review.body);
    expect(reviewText).toContain("¿Confirmás el cambio?");
    expect(reviewText).toContain("miércoles, 6 de marzo de 2030, 15:00 h en Candela Palermo");
    expect(reviewText).toContain("miércoles, 6 de marzo de 2030, 17:30 h en Candela Palermo");
    expect(reviewText).toContain(
      "Con el cambio, vas a poder cambiarlo o cancelarlo hasta el martes, 5 de marzo de 2030, 17:30 h.",
    );
    expect(named(review.body, "confirmado")).toMatchObject([{ type: "hidden", value: "si" }]);
    const scriptedMove = await postForm(shop.app, `${visitPath}/cambiar.data`, newTime, {
      cookie: ana.cookie,
    });
    expect(scriptedMove.statusCode).toBe(200);
    expect(scriptedMove.body).toContain("review");
    expect(await startOf(visitPath)).toEqual(new Date(instantAt(WEDNESDAY, "15:00")));

    const moved = await postForm(
      shop.app,
      `${visitPath}/cambiar`,
      { ...newTime, confirmado: "si" },
      { cookie: ana.cookie },
    );
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`${visitPath}?estado=cambiado`);
    const after = decodeHtml((await get(moved.headers.location as string, ana.cookie)).body);
    expect(after).toContain(">Turno cambiado</h1>");
    expect(after).toContain("miércoles, 6 de marzo de 2030, 17:30 h");

    // 'Cancelar turno' (as a form, as the scripts' request, or by address) only asks; the visit stays booked.
    const cancelReview = "¿Cancelar este turno?";
    const asked = await postForm(shop.app, visitPath, { intent: "cancel" }, { cookie: ana.cookie });
    expect(asked.statusCode).toBe(200);
    const askedText = decodeHtml(asked.body);
    expect(askedText).toContain(cancelReview);
    expect(askedText).toContain(
      "Vas a cancelar tu turno del miércoles, 6 de marzo de 2030, 17:30 h en Candela Palermo (Axilas, Bozo).",
    );
    expect(askedText).toContain("Recuperás 2 sesiones, una de cada área, para reservar otro turno.");
    expect(askedText).toContain("Podés cambiarlo o cancelarlo hasta el martes, 5 de marzo de 2030, 17:30 h.");
    expect(asked.body).toContain(">Sí, cancelar turno</button>");
    expect(asked.body).toMatch(new RegExp(`href="${visitPath}"[^>]*>No, mantener turno</a>`));
    const scripted = await postForm(
      shop.app,
      `${visitPath}.data`,
      { intent: "cancel" },
      { cookie: ana.cookie },
    );
    expect(scripted.statusCode).toBe(200);
    expect(scripted.body).toContain("review");
    expect(decodeHtml((await get(`${visitPath}?confirmar=cancelar`, ana.cookie)).body)).toContain(
      cancelReview,
    );
    expect(await statusOf(visitPath)).toBe("booked");

    const cancelled = await postForm(
      shop.app,
      visitPath,
      { intent: "cancel", confirmado: "si" },
      { cookie: ana.cookie },
    );
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(`${visitPath}?estado=cancelado`);
    expect(await statusOf(visitPath)).toBe("cancelled");
    const gone = decodeHtml((await get(cancelled.headers.location as string, ana.cookie)).body);
    expect(gone).toContain(">Turno cancelado</h1>");
    expect(gone).toContain("Cancelado");
    expect(gone).not.toContain(">Cambiar turno<");
  });

  it("says until when a visit within the cut-off could have been changed", async () => {
    const ana = await customer();
    // Tuesday 10:00 is 22 hours away: booked, but no longer to be moved or cancelled online.
    const visitPath = ((await book(ana, "2030-03-05", "10:00")).headers.location as string).replace(
      /\?.*$/,
      "",
    );
    const page = decodeHtml((await get(visitPath, ana.cookie)).body);
    expect(page).toContain(
      "Se podía cambiar o cancelar hasta el lunes, 4 de marzo de 2030, 10:00 h (24 h antes del turno).",
    );
    expect(page).not.toContain(">Cancelar turno</button>");
    expect(page).not.toContain(">Cambiar turno</a>");
    // How to reach the branch instead: its phone, to call from the page.
    expect(page).toContain("Si necesitás cambiarlo o cancelarlo, comunicate con Candela Palermo:");
    expect(page).toMatch(/<a href="tel:[\d+]+"[^>]*>.*Llamar al [^<]+<\/a>/s);
    expect(decodeHtml((await get(`${visitPath}?confirmar=cancelar`, ana.cookie)).body)).not.toContain(
      "¿Cancelar este turno?",
    );
    const move = decodeHtml((await get(`${visitPath}/cambiar`, ana.cookie)).body);
    expect(move).toContain("Si necesitás cambiarlo o cancelarlo, comunicate con Candela Palermo:");
    for (const body of [{ intent: "cancel" }, { intent: "cancel", confirmado: "si" }]) {
      const refused = await postForm(shop.app, visitPath, body, { cookie: ana.cookie });
      expect(refused.statusCode).toBe(409);
      expect(decodeHtml(refused.body)).toContain("Los turnos se pueden cambiar o cancelar hasta 24 h antes.");
    }
    expect(await statusOf(visitPath)).toBe("booked");
  });

  it("puts a 'Reservar turno' link in the purchase mail, the branch's phone as the other way", async () => {
    const mail = await renderMail(
      "purchase",
      {
        name: "Ana",
        paymentCode: "CND-TEST0001",
        items: [{ title: "Axilas", sessions: 6, quantity: 1 }],
        store: { name: "Candela Palermo", address: "Av. Santa Fe 3253", phone: "011 4831-2200" },
        total: 100_00,
        discount: 0,
        totalFinanced: 100_00,
        installments: 1,
        installmentAmount: 100_00,
        paymentMethod: "Visa",
        cardLastFour: "3704",
      },
      mailContext("https://shop.example"),
    );
    expect(mail.html).toContain('href="https://shop.example/my-account/turnos/reservar"');
    expect(mail.html).toContain(">Reservar turno</span>");
    expect(mail.text).toContain("https://shop.example/my-account/turnos/reservar");
    expect(mail.text).toContain("llamá a la sucursal Candela Palermo al 011 4831-2200");
  });
});
