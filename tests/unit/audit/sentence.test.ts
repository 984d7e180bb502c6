import { describe, expect, it } from "vitest";
import { auditChanges, auditSentence, auditWho, type AuditEntryFacts } from "#domain/audit/sentence.ts";
import { auditKindOptions } from "#domain/audit/entities.ts";
import { formatAuditValue } from "#domain/audit/fields.ts";
import { auditPersonOptions } from "#domain/audit/view.ts";

const entry = (
  e: Partial<AuditEntryFacts> & Pick<AuditEntryFacts, "entity" | "action">,
): AuditEntryFacts => ({
  entityId: "e1",
  before: null,
  after: null,
  self: false,
  ...e,
});

describe("an audit row read as a sentence", () => {
  it("names one changed field with its values before and after", () => {
    const area = { title: "Axilas", price: 2_560_000, enabled: true };
    const row = entry({
      entity: "product",
      action: "updated",
      before: area,
      after: { ...area, price: 2_700_000 },
    });
    expect(auditSentence(row, "Ana")).toBe(
      "Ana cambió el precio de Axilas de $\u00a025.600,00 a $\u00a027.000,00.",
    );
    expect(auditChanges(row)).toEqual([
      { key: "price", label: "Precio", before: "$\u00a025.600,00", after: "$\u00a027.000,00" },
    ]);
  });

  it("lists several changed fields and leaves the row's bookkeeping out", () => {
    const before = { name: "Centro", phone: "11 1234", enabled: true, updatedAt: "2026-01-01" };
    const after = { name: "Centro", phone: "11 5678", enabled: false };
    const row = entry({ entity: "store", action: "updated", before, after });
    expect(auditSentence(row, "Ana")).toBe("Ana cambió el teléfono y «Habilitado» de Centro.");
    expect(auditChanges(row).map((c) => [c.label, c.before, c.after])).toEqual([
      ["Teléfono", "11 1234", "11 5678"],
      ["Habilitado", "Sí", "No"],
    ]);
  });

  it("leaves a long text out of the sentence and shows its start in the list", () => {
    const page = { title: "Preguntas frecuentes", body: "a".repeat(300) };
    const row = entry({
      entity: "static_page",
      action: "updated",
      before: page,
      after: { ...page, body: "b" },
    });
    expect(auditSentence(row, "Ana")).toBe("Ana cambió el texto de Preguntas frecuentes.");
    expect(auditChanges(row)).toEqual([
      { key: "body", label: "Texto", before: `${"a".repeat(200)}…`, after: "b" },
    ]);
  });

  it("reads creations, roles, statuses and the person's own account", () => {
    const staff = { email: "nueva@candela.test", name: "Nueva", role: "editor", disabled: false };
    expect(auditSentence(entry({ entity: "staff_account", action: "created", after: staff }), "Ana")).toBe(
      "Ana creó la cuenta de Nueva.",
    );
    const role = entry({
      entity: "staff_account",
      action: "role_changed",
      before: staff,
      after: { ...staff, role: "admin" },
    });
    expect(auditSentence(role, "Ana")).toBe("Ana cambió el rol de Nueva de Editor a Administrador.");
    expect(auditSentence(entry({ entity: "staff_account", action: "password_set", self: true }), "Ana")).toBe(
      "Ana eligió la contraseña de su cuenta.",
    );
    const visit = entry({
      entity: "visit",
      action: "attended",
      before: { status: "booked" },
      after: { status: "attended" },
    });
    expect(auditSentence(visit, "Ana")).toBe("Ana marcó que el cliente asistió a un turno.");
    expect(auditChanges(visit)).toEqual([
      { key: "status", label: "Estado", before: "Reservado", after: "Asistió" },
    ]);
    expect(
      auditSentence(entry({ entity: "payment", action: "refunded", after: { refunded: 500_000 } }), "Ana"),
    ).toBe("Ana registró una devolución de un pago.");
  });

  it("names records the row keeps only by id from the names the page looked up", () => {
    const row = entry({
      entity: "agenda",
      entityId: "s1",
      action: "rooms",
      before: { rooms: 1 },
      after: { rooms: 2 },
    });
    expect(auditSentence(row, "Ana", { s1: "Centro" })).toBe("Ana cambió las salas de Centro de 1 a 2.");
    const closed = entry({
      entity: "agenda",
      entityId: "s1",
      action: "closed_day_added",
      after: { day: "2026-12-24" },
    });
    expect(auditSentence(closed, "Ana", { s1: "Centro" })).toBe(
      "Ana cerró la agenda de Centro el 24/12/2026.",
    );
    const moved = entry({
      entity: "sessions",
      action: "moved",
      before: { store_id: "s1" },
      after: { store_id: "s2" },
    });
    expect(auditSentence(moved, "Ana", { s1: "Centro", s2: "Norte" })).toBe(
      "Ana cambió la sucursal de las sesiones de un cliente de Centro a Norte.",
    );
  });

  it("reads an unknown kind, action or field in Spanish, never by its stored key", () => {
    const row = entry({ entity: "gift_card", action: "frozen", after: { colour: "red" } });
    expect(auditSentence(row, "Ana")).toBe("Ana hizo un cambio en un registro.");
    const update = entry({
      entity: "gift_card",
      action: "updated",
      before: { colour: "red" },
      after: { colour: "blue" },
    });
    expect(auditSentence(update, "Ana")).toBe("Ana cambió otro dato de un registro de red a blue.");
    expect(auditChanges(update)[0]!.label).toBe("Otro dato");
    expect(auditKindOptions(["gift_card", "staff_account", "product"])).toEqual([
      { value: "product", label: "Áreas" },
      { value: "staff_account", label: "Equipo" },
      { value: "gift_card", label: "Otros registros" },
    ]);
  });

  it("formats values for people: money by kind, days and instants in es-AR, booleans, lists", () => {
    expect(formatAuditValue("value", 15, {}, { kind: "percentage" })).toBe("15 %");
    expect(formatAuditValue("value", 150_000, {}, { kind: "fixed" })).toBe("$\u00a01.500,00");
    expect(formatAuditValue("valid_until", "2026-12-31T02:59:00.000Z")).toBe("30/12/2026, 23:59");
    expect(formatAuditValue("day", "2026-12-24")).toBe("24/12/2026");
    expect(formatAuditValue("installment_rates", "NO")).toBe("No");
    expect(formatAuditValue("product_ids", ["p1", "p2"], { p1: "Axilas", p2: "Piernas" })).toBe(
      "Axilas, Piernas",
    );
    expect(formatAuditValue("position", 0)).toBe("1");
    expect(formatAuditValue("reason", null)).toBe("—");
  });

  it("says who: the name, else the e-mail, else the command line", () => {
    expect(auditWho({ name: "Ana", email: "ana@candela.test" })).toBe("Ana");
    expect(auditWho({ name: "", email: "ana@candela.test" })).toBe("ana@candela.test");
    expect(auditWho({ name: null, email: null })).toBe("La línea de comandos");
    const people = [
      { id: "2", name: "Zoe", email: "zoe@candela.test" },
      { id: "1", name: "", email: "beto@candela.test" },
    ];
    expect(auditPersonOptions(people)).toEqual([
      { id: "1", label: "beto@candela.test" },
      { id: "2", label: "Zoe" },
    ]);
  });
});
