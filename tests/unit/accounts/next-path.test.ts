import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_NEXT_PATH,
  carriedNext,
  loginPath,
  registerPath,
  safeNextPath,
  withNext,
} from "#domain/accounts/next-path.ts";

describe("safeNextPath", () => {
  it("keeps paths of this site with their query and fragment", () => {
    expect(safeNextPath("/my-account/profile")).toBe("/my-account/profile");
    expect(safeNextPath("/shop/checkout?paso=1#pago")).toBe("/shop/checkout?paso=1#pago");
    expect(safeNextPath("/areas/../my-account")).toBe("/my-account");
  });

  it.each([
    null,
    undefined,
    "",
    "areas",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/\r\nSet-Cookie:x",
    "/\t/evil.example",
    "/\n/evil.example",
  ])("sends %j to the product index", (next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_NEXT_PATH);
  });

  it("never leaves the site, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const out = safeNextPath(next);
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//")).toBe(false);
        expect(new URL(out, "https://tienda.example").origin).toBe("https://tienda.example");
      }),
    );
  });

  it("builds the login address that comes back", () => {
    expect(loginPath("/my-account/order/payments?pagina=2")).toBe(
      "/account-login?next=%2Fmy-account%2Forder%2Fpayments%3Fpagina%3D2",
    );
  });
});

describe("carrying next on", () => {
  it("carries a path of this site and drops anything else", () => {
    expect(carriedNext("/shop/checkout")).toBe("/shop/checkout");
    expect(carriedNext("/areas/../shop/checkout?x=1")).toBe("/shop/checkout?x=1");
    for (const next of [null, undefined, "", "areas", "//evil.example", "https://evil.example", "/\\evil"]) {
      expect(carriedNext(next)).toBeNull();
    }
  });

  it("adds next to an address only when there is one to carry", () => {
    expect(withNext("/account-login", "/shop/checkout")).toBe("/account-login?next=%2Fshop%2Fcheckout");
    expect(withNext("/account-login?recuperar=1", "/shop/checkout")).toBe(
      "/account-login?recuperar=1&next=%2Fshop%2Fcheckout",
    );
    expect(withNext("/account-login", null)).toBe("/account-login");
    expect(withNext("/account-login", "//evil.example")).toBe("/account-login");
    expect(registerPath("/shop/checkout")).toBe("/account-register?next=%2Fshop%2Fcheckout");
    expect(registerPath("https://evil.example")).toBe("/account-register");
  });

  it("never carries anything off the site, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const href = withNext("/account-login", next);
        const url = new URL(href, "https://tienda.example");
        expect(url.origin).toBe("https://tienda.example");
        expect(url.pathname).toBe("/account-login");
        const carried = url.searchParams.get("next");
        if (carried !== null) expect(safeNextPath(carried, "")).toBe(carried);
      }),
    );
  });
});
