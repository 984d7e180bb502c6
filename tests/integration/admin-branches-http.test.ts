import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { hoursField } from "#domain/stores/branch-form.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { auditLog, franchises, stores, storeTeamMembers, visits } from "#server/db/schema/index.ts";
import { STORE_TRUST_MESSAGES as T } from "#domain/stores/messages.ts";
import { teamField } from "#domain/stores/branch-trust-form.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, postConfirmed, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { remindersDueAtOnce } from "../support/booking.ts";
import { ENGINE } from "../support/database.ts";

/** One person of the team form, under the posted names (`team[0].name`, …). */
const person = (i: number, p: Record<string, string>) =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [teamField(i, k as "name"), v]));

describe.each([ENGINE])("the branches and franchises editors over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"owner" | "admin" | "franchisee">;
  let palermo: typeof stores.$inferSelect;
  let other: typeof stores.$inferSelect;
  const branch = async (id: string) =>
    (await shop.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;
  /** The branch's form as its editor shows it, with some fields changed. */
  const form = async (id: string, over: Record<string, string> = {}) => {
    const b = await branch(id);
    const hours: Record<string, string> = {};
    for (let d = 0; d < 7; d++) {
      const slot = b.openingHours.find((h) => h.day === d);
      hours[hoursField(d, "open_at")] = slot?.open_at ?? "";
      hours[hoursField(d, "close_at")] = slot?.close_at ?? "";
    }
    return {
      version: String(b.version),
      name: b.name,
      slug: b.slug,
      franchise_id: b.franchiseId,
      province_id: b.provinceId,
      address_street: b.addressStreet ?? "",
      address_number: b.addressNumber ?? "",
      zip: b.zip ?? "",
      city: b.city ?? "",
      phone: b.phone ?? "",
      contact_email: b.contactEmail ?? "",
      treatment_available: "SI",
      ...(b.enabled ? { enabled: "on" } : {}),
      ...hours,
      ...over,
    };
  };

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const db = shop.database.db;
    palermo = (await db.select().from(stores).where(eq(stores.slug, "candela-palermo")))[0]!;
    other = (await db.select().from(stores).where(ne(stores.franchiseId, palermo.franchiseId)).limit(1))[0]!;
    ({ request } = await staffClients(shop, {
      owner: { role: "owner", email: `duena-suc-${engine}@candela.test` },
      admin: { role: "admin", email: `admin-suc-${engine}@candela.test` },
      franchisee: { role: "franchise", franchiseId: palermo.franchiseId },
    }));
  });
  afterAll(() => shop?.close());

  it("lists every branch as a link named by its name for the central team, filtered in the address", async () => {
    const link = (b: typeof palermo) =>
      new RegExp(`<a [^>]*href="/admin/sucursales/${b.id}"[^>]*>${b.name}</a>`);
    const all = decodeHtml((await request("GET", "/admin/sucursales", "owner")).body);
    expect(all).toMatch(link(palermo));
    const searched = decodeHtml(
      (await request("GET", `/admin/sucursales?q=${encodeURIComponent(other.name)}`, "owner")).body,
    );
    expect(searched).toMatch(link(other));
    expect(searched).not.toMatch(link(palermo));
    const mine = decodeHtml(
      (await request("GET", `/admin/sucursales?franquicia=${palermo.franchiseId}`, "owner")).body,
    );
    expect(mine).toContain(palermo.name);
    expect(mine).not.toContain(`>${other.name}</a>`);
    expect(
      (await request("GET", "/admin/sucursales?franquicia=x&estado=raro&pagina=-1", "owner")).statusCode,
    ).toBe(200);
  });

  it("saves a branch: phone, hours, treatment and state; audits it; the shop's branch page shows it", async () => {
    const res = await request(
      "POST",
      `/admin/sucursales/${palermo.id}`,
      "admin",
      await form(palermo.id, {
        phone: "011 4000-1234",
        contact_email: "palermo@candela.com.ar",
        [hoursField(0, "open_at")]: "11:00",
        [hoursField(0, "close_at")]: "15:00",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(decodeHtml(res.body)).toContain(EDITOR_MESSAGES.saved);
    const saved = await branch(palermo.id);
    expect(saved.phone).toBe("011 4000-1234");
    expect(saved.contactEmail).toBe("palermo@candela.com.ar");
    expect(saved.openingHours).toContainEqual({ day: 0, open_at: "11:00", close_at: "15:00" });
    expect(saved.version).toBe(palermo.version + 1);
    const [row] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "store"), eq(auditLog.entityId, palermo.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(row!.before).toMatchObject({ phone: palermo.phone });
    expect(row!.after).toMatchObject({ phone: "011 4000-1234", treatment_available: "SI" });
    const page = await shop.app.inject({ method: "GET", url: `/local?sucursal=${palermo.slug}` });
    expect(decodeHtml(page.body)).toContain("011 4000-1234");
  });

  it("restates what turning a branch off touches, and turns it off only once that is confirmed", async () => {
    const db = shop.database.db;
    // Two customers with 6 unused sessions each, bought at the branch, and a visit to come each.
    const [visitId] = await remindersDueAtOnce(db, 2);
    const [{ storeId } = { storeId: "" }] = await db
      .select({ storeId: visits.storeId })
      .from(visits)
      .where(eq(visits.id, visitId!));
    const { enabled: _on, ...off } = await form(storeId!);
    const path = `/admin/sucursales/${storeId}`;
    for (const url of [path, `${path}.data`]) {
      const asked = await request("POST", url, "owner", off);
      expect([url, asked.statusCode]).toEqual([url, 200]);
    }
    const asked = decodeHtml((await request("POST", path, "owner", off)).body);
    expect(asked).toContain(M.disableAsk((await branch(storeId)).name));
    expect(asked).toContain("Afecta 2 visitas próximas y 12 sesiones sin usar.");
    expect(await branch(storeId)).toMatchObject({ enabled: true });
    const confirmed = await postConfirmed((fields) => request("POST", path, "owner", fields), off);
    expect(confirmed.statusCode).toBe(200);
    expect(await branch(storeId)).toMatchObject({ enabled: false });
  });

  it("answers each bad field with its Spanish message and stores nothing", async () => {
    const before = await branch(other.id);
    const res = await request(
      "POST",
      `/admin/sucursales/${other.id}`,
      "owner",
      await form(other.id, {
        slug: "Con Espacios",
        contact_email: "no-es-correo",
        franchise_id: "00000000-0000-4000-8000-000000000000",
        treatment_available: "QUIZAS",
        [hoursField(1, "open_at")]: "9",
        [hoursField(2, "open_at")]: "10:00",
        [hoursField(2, "close_at")]: "",
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(res.body))).toMatchObject({
      slug: M.slug,
      contact_email: M.email,
      treatment_available: M.treatment,
      "hours-1-open": M.time,
    });
    const unknownFranchise = await request(
      "POST",
      `/admin/sucursales/${other.id}`,
      "owner",
      await form(other.id, { franchise_id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknownFranchise.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(unknownFranchise.body))).toEqual({ franchise_id: M.franchiseUnknown });
    expect(await branch(other.id)).toEqual(before);
  });

  it("stores the address in parts: a bare postal code takes the province's letter, another's is refused", async () => {
    const [mdp] = await shop.database.db
      .select()
      .from(stores)
      .where(eq(stores.slug, "candela-mar-del-plata"));
    const parts = {
      address_street: "Güemes",
      address_number: "2950",
      address_floor: "3",
      address_apartment: "12",
      city: "Mar del Plata",
    };
    const wrong = await request(
      "POST",
      `/admin/sucursales/${mdp!.id}`,
      "owner",
      await form(mdp!.id, { ...parts, zip: "X5009" }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(wrong.body))).toEqual({ zip: M.zipProvince("B") });
    const odd = await request(
      "POST",
      `/admin/sucursales/${mdp!.id}`,
      "owner",
      await form(mdp!.id, { zip: "76OO" }),
    );
    expect(fieldMessages(decodeHtml(odd.body))).toEqual({ zip: M.zip });

    const saved = await request(
      "POST",
      `/admin/sucursales/${mdp!.id}`,
      "owner",
      await form(mdp!.id, { ...parts, zip: " 7600 " }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await branch(mdp!.id)).toMatchObject({ zip: "B7600", addressFloor: "3", addressApartment: "12" });
    // The editor, the back office's list and the shop write it the one way.
    const written = "Güemes 2950, piso 3, of. 12, Mar del Plata (B7600), Buenos Aires";
    expect(decodeHtml(saved.body)).toContain(written);
    expect(decodeHtml((await request("GET", "/admin/sucursales?q=Mar", "owner")).body)).toContain(written);
    const page = await shop.app.inject({ method: "GET", url: "/local?sucursal=candela-mar-del-plata" });
    expect(decodeHtml(page.body)).toContain(written);
  });

  it("refuses a save over a newer version, naming who saved first", async () => {
    const opened = await form(other.id, { phone: "011 1111-1111" });
    expect(
      (
        await request(
          "POST",
          `/admin/sucursales/${other.id}`,
          "admin",
          await form(other.id, { phone: "011 2222-2222" }),
        )
      ).statusCode,
    ).toBe(200);
    const stale = await request("POST", `/admin/sucursales/${other.id}`, "owner", opened);
    expect(stale.statusCode).toBe(409);
    expect(decodeHtml(stale.body)).toContain(`admin-suc-${engine}@candela.test guardó cambios`);
    expect((await branch(other.id)).phone).toBe("011 2222-2222");
  });

  it("shows a franchise account only its own branches, and lets it change only their contact part", async () => {
    const list = decodeHtml((await request("GET", "/admin/sucursales", "franchisee")).body);
    expect(list).toContain(palermo.name);
    expect(list).not.toContain(`>${other.name}</a>`);
    expect(list).not.toContain("Nueva sucursal");
    expect((await request("GET", `/admin/sucursales/${other.id}`, "franchisee")).statusCode).toBe(403);
    expect(
      (await request("POST", `/admin/sucursales/${other.id}`, "franchisee", await form(other.id))).statusCode,
    ).toBe(403);
    expect((await request("GET", "/admin/sucursales/nueva", "franchisee")).statusCode).toBe(403);
    expect((await request("GET", "/admin/franquicias/nueva", "franchisee")).statusCode).toBe(403);
    expect((await request("GET", `/admin/franquicias/${palermo.franchiseId}`, "franchisee")).statusCode).toBe(
      403,
    );

    const own = await request(
      "POST",
      `/admin/sucursales/${palermo.id}`,
      "franchisee",
      await form(palermo.id, {
        name: "Otro nombre",
        enabled: "",
        treatment_available: "NO",
        phone: "011 4999-0000",
        // The team and the map place are the central team's: a franchise account's post of them is not read.
        team_listed: "1",
        latitude: "",
        longitude: "",
      }),
    );
    expect(own.statusCode).toBe(200);
    expect(
      await shop.database.db.select().from(storeTeamMembers).where(eq(storeTeamMembers.storeId, palermo.id)),
    ).toHaveLength(4);
    expect((await branch(palermo.id)).latitude).toBe(palermo.latitude);
    const saved = await branch(palermo.id);
    expect(saved.phone).toBe("011 4999-0000");
    expect(saved.name).toBe(palermo.name);
    expect(saved.enabled).toBe(true);
    expect(saved.fields).toContainEqual({ entity: "depilacion-laser", value: "SI" });

    const franchisesPage = decodeHtml((await request("GET", "/admin/franquicias", "franchisee")).body);
    const [mine] = await shop.database.db
      .select()
      .from(franchises)
      .where(eq(franchises.id, palermo.franchiseId));
    expect(franchisesPage).toContain(mine!.name);
    expect((franchisesPage.match(/<tr[\s>]/g) ?? []).length).toBe(2); // the header and its own franchise
  });

  it("saves a branch's team, in order, and its map place; audits both; the branch page names the medical director", async () => {
    const [neuquen] = await shop.database.db.select().from(stores).where(eq(stores.slug, "candela-neuquen"));
    const res = await request(
      "POST",
      `/admin/sucursales/${neuquen!.id}`,
      "owner",
      await form(neuquen!.id, {
        team_listed: "1",
        gallery_listed: "1",
        ...person(0, {
          name: "Sofía Romero",
          role: "laser_technician",
          gender: "f",
          licence_kind: "",
          licence_number: "",
        }),
        ...person(1, {
          name: "Ana Pérez",
          role: "medical_director",
          gender: "f",
          licence_kind: "M.N.",
          licence_number: "123.456",
        }),
        // An unused row (the one 'Agregar a alguien' left empty) is not stored.
        ...person(2, { name: "", role: "reception", gender: "f", licence_kind: "", licence_number: "" }),
        latitude: "-38,953012",
        longitude: "-68.059508",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(decodeHtml(res.body)).toContain(EDITOR_MESSAGES.saved);
    const team = await shop.database.db
      .select()
      .from(storeTeamMembers)
      .where(eq(storeTeamMembers.storeId, neuquen!.id))
      .orderBy(storeTeamMembers.position);
    expect(team.map((m) => [m.name, m.role, m.licenceKind, m.licenceNumber])).toEqual([
      ["Sofía Romero", "laser_technician", null, null],
      ["Ana Pérez", "medical_director", "M.N.", "123456"],
    ]);
    expect(await branch(neuquen!.id)).toMatchObject({ latitude: -38.953012, longitude: -68.059508 });
    const [row] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "store"), eq(auditLog.entityId, neuquen!.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(row!.before).toMatchObject({ team: [] });
    expect(row!.after).toMatchObject({
      team: ["Técnica en depilación láser: Sofía Romero", "Directora médica: Dra. Ana Pérez — M.N. 123456"],
      coordinates: "-38.953012, -68.059508",
    });
    const page = decodeHtml(
      (await shop.app.inject({ method: "GET", url: "/local?sucursal=candela-neuquen" })).body,
    );
    expect(page).toContain("Directora médica: Dra. Ana Pérez — M.N. 123456");
    expect(page).toContain(
      "Los tratamientos los realizan Sofía Romero bajo la supervisión de la Dra. Ana Pérez (M.N. 123456).",
    );
    expect(page).toContain(
      'href="https://www.google.com/maps/dir/?api=1&destination=-38.953012%2C-68.059508"',
    );
    // Moving a row comes back with the list changed and saves nothing.
    const before = await branch(neuquen!.id);
    const moved = await request("POST", `/admin/sucursales/${neuquen!.id}`, "owner", {
      ...(await form(neuquen!.id, { team_listed: "1" })),
      ...person(0, {
        name: "Ana Pérez",
        role: "medical_director",
        gender: "f",
        licence_kind: "M.N.",
        licence_number: "123456",
      }),
      __intent__: JSON.stringify({ type: "reorder", payload: { name: "team", from: 0, to: 1 } }),
    });
    expect(moved.statusCode).toBe(200);
    expect(decodeHtml(moved.body)).not.toContain(EDITOR_MESSAGES.saved);
    expect(await branch(neuquen!.id)).toEqual(before);
  });

  it("refuses a bad team or map place field by field, in Spanish, and keeps what is stored", async () => {
    const [salta] = await shop.database.db.select().from(stores).where(eq(stores.slug, "candela-salta"));
    const before = await branch(salta!.id);
    const teamBefore = await shop.database.db
      .select()
      .from(storeTeamMembers)
      .where(eq(storeTeamMembers.storeId, salta!.id));
    expect(teamBefore.length).toBeGreaterThan(0);
    const row = (i: number, name: string, role: string, gender: string, kind: string, number: string) =>
      person(i, { name, role, gender, licence_kind: kind, licence_number: number });
    const post = async (over: Record<string, string>) =>
      request("POST", `/admin/sucursales/${salta!.id}`, "owner", await form(salta!.id, over));
    const res = await post({
      team_listed: "1",
      ...row(0, "Mariana Benítez", "medical_director", "f", "", ""),
      ...row(1, "Pablo Herrera", "medical_director", "m", "M.P.", "4521"),
      ...row(2, "X", "astronauta", "x", "M.X.", "12a"),
      ...row(3, "Julia Ortiz", "reception", "f", "M.N.", ""),
      latitude: "-3.5",
      longitude: "-65.41",
    });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(res.body))).toEqual({
      [teamField(0, "licence_number")]: T.licenceRequired,
      [teamField(1, "role")]: T.oneMedicalDirector("Mariana Benítez"),
      [teamField(2, "name")]: T.teamName,
      [teamField(2, "role")]: T.teamRole,
      [teamField(2, "gender")]: T.teamGender,
      [teamField(2, "licence_kind")]: T.licenceKind,
      [teamField(2, "licence_number")]: T.licenceNumber,
      [teamField(3, "licence_number")]: T.licenceNumberMissing,
      latitude: T.latitude,
    });
    const half = await post({ latitude: "-24.78", longitude: "" });
    expect(fieldMessages(decodeHtml(half.body))).toEqual({ longitude: T.coordinatesPair });
    expect(await branch(salta!.id)).toEqual(before);
    expect(
      await shop.database.db.select().from(storeTeamMembers).where(eq(storeTeamMembers.storeId, salta!.id)),
    ).toEqual(teamBefore);
    // The database refuses a second medical director and a physician without a licence, whatever writes it.
    const insert = (values: Partial<typeof storeTeamMembers.$inferInsert>) =>
      shop.database.db.insert(storeTeamMembers).values({
        storeId: salta!.id,
        position: 90,
        name: "Otra Persona",
        role: "medical_director",
        gender: "f",
        licenceKind: "M.N.",
        licenceNumber: "1",
        ...values,
      });
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ role: "physician", licenceKind: null, licenceNumber: null })).rejects.toThrow();
    await expect(
      shop.database.db.update(stores).set({ latitude: null }).where(eq(stores.id, salta!.id)).execute(),
    ).rejects.toThrow();
  });

  it("creates and edits franchises with their fiserv_id, with Spanish errors", async () => {
    const bad = await request("POST", "/admin/franquicias/nueva", "owner", {
      name: "",
      fiserv_id: "con espacios",
      contact_email: "x",
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(bad.body))).toEqual({
      name: M.required,
      fiserv_id: M.fiservId,
      contact_email: M.email,
    });
    const made = await request("POST", "/admin/franquicias/nueva", "owner", {
      name: `Franquicia Sur ${engine}`,
      fiserv_id: "",
      contact_email: "sur@candela.com.ar",
    });
    expect(made.statusCode).toBe(302);
    const id = /\/admin\/franquicias\/([0-9a-f-]{36})/.exec(String(made.headers.location))![1]!;
    const saved = await request("POST", `/admin/franquicias/${id}`, "owner", {
      version: "1",
      name: `Franquicia Sur ${engine}`,
      fiserv_id: "FS-001",
      contact_email: "sur@candela.com.ar",
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(franchises).where(eq(franchises.id, id));
    expect(row).toMatchObject({ fiservId: "FS-001", version: 2, contactEmail: "sur@candela.com.ar" });
  });

  it("answers unknown and malformed ids with 404, odd bodies with 400", async () => {
    for (const path of ["/admin/sucursales/abc", "/admin/sucursales/00000000-0000-4000-8000-000000000000"]) {
      expect([path, (await request("GET", path, "owner")).statusCode]).toEqual([path, 404]);
    }
    expect((await request("POST", "/admin/franquicias/abc", "owner", { name: "x" })).statusCode).toBe(404);
    const odd = await request("POST", `/admin/sucursales/${other.id}`, "owner", { version: "99999999999" });
    expect(odd.statusCode).toBe(400);
  });
});
