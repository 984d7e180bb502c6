import { describe, expect, it } from "vitest";
import {
  AUDIT_FILTER_MESSAGES,
  auditPath,
  auditRange,
  keepAuditChoices,
  parseAuditQuery,
} from "#domain/staff/audit-filters.ts";

const parse = (qs: string) => parseAuditQuery(new URLSearchParams(qs));

describe("the audit page's filters in its address", () => {
  it("reads person, entity, days and page", () => {
    const id = "0b6df1a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
    const { query, errors } = parse(
      `persona=${id}&entidad=staff_account&desde=2026-11-01&hasta=2026-11-24&pagina=3`,
    );
    expect(errors).toEqual({});
    expect(query).toEqual({
      persona: id,
      entidad: "staff_account",
      desde: "2026-11-01",
      hasta: "2026-11-24",
      page: 3,
    });
    expect(auditPath("/admin/auditoria", query)).toBe(
      `/admin/auditoria?persona=${id}&entidad=staff_account&desde=2026-11-01&hasta=2026-11-24`,
    );
  });

  it("takes whole days on the shop's clock, the last one included", () => {
    const { from, to } = auditRange(parse("desde=2026-11-01&hasta=2026-11-24").query);
    expect(from?.toISOString()).toBe("2026-11-01T03:00:00.000Z");
    expect(to?.toISOString()).toBe("2026-11-25T03:00:00.000Z");
    expect(auditRange(parse("").query)).toEqual({});
  });

  it("drops bad values with a Spanish message for each", () => {
    const { query, errors } = parse(
      "persona=nadie&entidad=DROP%20TABLE&desde=31-12-2026&hasta=2026-02-30&pagina=x",
    );
    expect(query).toEqual({ persona: "", entidad: "", desde: "", hasta: "", page: 1 });
    expect(errors).toEqual({
      persona: AUDIT_FILTER_MESSAGES.persona,
      entidad: AUDIT_FILTER_MESSAGES.entidad,
      desde: AUDIT_FILTER_MESSAGES.desde,
      hasta: AUDIT_FILTER_MESSAGES.hasta,
    });
    const reversed = parse("desde=2026-11-24&hasta=2026-11-01");
    expect(reversed.errors).toEqual({ range: AUDIT_FILTER_MESSAGES.range });
    expect(reversed.query.hasta).toBe("");
  });
});

describe("the audit page's filters against the log's choices", () => {
  it("drops a person or a kind the log does not have, with the list's message", () => {
    const known = "0b6df1a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
    const nobody = "1b6df1a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
    const choices = { people: [known], kinds: ["product"] };
    const ok = keepAuditChoices(parse(`persona=${known}&entidad=product`), choices);
    expect(ok).toEqual(parse(`persona=${known}&entidad=product`));
    const bad = keepAuditChoices(parse(`persona=${nobody}&entidad=gift_card`), choices);
    expect(bad.query).toMatchObject({ persona: "", entidad: "" });
    expect(bad.errors).toEqual({
      persona: AUDIT_FILTER_MESSAGES.persona,
      entidad: AUDIT_FILTER_MESSAGES.entidad,
    });
  });
});
