import { describe, expect, it } from "vitest";
import { renderMail } from "#server/mail/render.ts";
import type { MailContext } from "#server/mail/templates/context.ts";
import { VISIT_SAMPLE } from "../../support/mail-samples.ts";

const ctx: MailContext = {
  publicUrl: "https://tienda.example",
  client: {
    name: "Candela",
    title: "Candela | Depilación Láser",
    phone: "0810-345-2263",
    email: "hola@candela.com.ar",
    whatsappEnabled: false,
    whatsappNumber: null,
    facebook: null,
    instagram: null,
    youtube: null,
    linkedin: null,
    siteUrl: "https://tienda.example",
  },
};

const visit = VISIT_SAMPLE;

/** The unfolded lines of an iCalendar text. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("visit mails", () => {
  it("confirms the visit in Buenos Aires time, with links to move or cancel it and its calendar file", async () => {
    const mail = await renderMail("visit", visit, ctx);
    expect(mail.subject).toBe("Turno confirmado: martes, 1 de diciembre de 2026, 10:30 h en Candela Palermo");
    expect(mail.text).toContain("Axilas, Piernas enteras");
    expect(mail.html).toContain(`https://tienda.example/my-account/turnos/${visit.visitId}/cambiar`);
    expect(mail.html).toContain(`https://tienda.example/my-account/turnos/${visit.visitId}"`);
    const [file] = mail.attachments!;
    expect(file!.filename).toBe("turno.ics");
    expect(file!.contentType).toMatch(/^text\/calendar/);
    const lines = icsLines(file!.content);
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain(`UID:${visit.visitId}@tienda.example`);
    expect(lines).toContain("SEQUENCE:1796900000");
    // 10:30 to 11:45 in Buenos Aires (UTC-3).
    expect(lines).toContain("DTSTART:20261201T133000Z");
    expect(lines).toContain("DTEND:20261201T144500Z");
    expect(lines.find((l) => l.startsWith("LOCATION:"))).toContain("Candela Palermo");
  });

  it("cancels the calendar event of a cancelled visit and offers to book again", async () => {
    const mail = await renderMail("visit", { ...visit, kind: "cancelled" }, ctx);
    expect(mail.subject).toBe("Turno cancelado: martes, 1 de diciembre de 2026, 10:30 h");
    expect(mail.html).toContain("https://tienda.example/my-account/turnos/reservar");
    const lines = icsLines(mail.attachments![0]!.content);
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
  });

  it("reminds the day before", async () => {
    const mail = await renderMail("visit", { ...visit, kind: "reminder" }, ctx);
    expect(mail.subject).toBe("Recordatorio de tu turno en Candela: martes, 1 de diciembre de 2026, 10:30 h");
  });
});
