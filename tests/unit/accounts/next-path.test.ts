import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_NEXT_PATH, loginPath, safeNextPath } from "#domain/accounts/next-path.ts";

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
