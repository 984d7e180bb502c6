import { describe, expect, it } from "vitest";
import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { customersPath, parseCustomerQuery } from "#domain/customers/search-query.ts";
import { containsPattern } from "#server/db/like.ts";
import { customerState } from "#server/modules/customers/state.ts";

const parse = (qs: string) => parseCustomerQuery(new URLSearchParams(qs));

describe("the customers list's address", () => {
  it("reads the search, state, sort and page, dropping unknown values", () => {
    expect(parse("q=%20Ana%20&estado=en-revision&orden=apellido&pagina=3")).toEqual({
      query: { q: "Ana", estado: "en-revision", orden: "apellido", page: 3 },
    });
    expect(parse("estado=borrada&orden=precio&pagina=-2")).toEqual({
      query: { q: "", estado: "", orden: "recientes", page: 1 },
    });
  });

  it("cuts a search longer than 100 characters and says so", () => {
    const { query, error } = parse(`q=${"a".repeat(120)}`);
    expect(query.q).toHaveLength(100);
    expect(error).toBe(CUSTOMER_MESSAGES.queryTooLong);
  });

  it("writes back the filters (page 1, the default sort left out) for the pagination", () => {
    const { query } = parse("q=Pérez López&estado=verificada&pagina=2");
    expect(customersPath("/admin/clientes", query)).toBe(
      "/admin/clientes?q=P%C3%A9rez+L%C3%B3pez&estado=verificada",
    );
    expect(customersPath("/admin/clientes", parse("").query)).toBe("/admin/clientes");
  });
});

describe("customer states and the search pattern", () => {
  const at = new Date("2026-11-24T12:00:00Z");
  it("names the state: a rejection wins over the review flag, the flag over verification", () => {
    expect(customerState({ underReview: true, reviewRejectedAt: at, verifiedAt: null })).toBe("rechazada");
    expect(customerState({ underReview: true, reviewRejectedAt: null, verifiedAt: at })).toBe("en-revision");
    expect(customerState({ underReview: false, reviewRejectedAt: null, verifiedAt: at })).toBe("verificada");
    expect(customerState({ underReview: false, reviewRejectedAt: null, verifiedAt: null })).toBe(
      "sin-verificar",
    );
  });

  it("takes % and _ in a search literally", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
