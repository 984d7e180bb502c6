import { describe, expect, it } from "vitest";
import { CART_MESSAGES } from "#domain/cart/messages.ts";
import { checkoutReadiness } from "#domain/cart/readiness.ts";

const line = (id: string, title: string, available = true) => ({ product: { id, title }, available });
const palermo = { id: "s1", name: "Candela Palermo", payable: true };

describe("checkoutReadiness", () => {
  it("is ready with available areas and a payable branch, and hands back the branch", () => {
    expect(checkoutReadiness({ lines: [line("a", "Axilas")], store: palermo })).toEqual({
      ready: true,
      store: palermo,
    });
  });

  it("gives the first reason in order: empty cart, unavailable areas, no branch, branch not payable", () => {
    expect(checkoutReadiness({ lines: [], store: null })).toMatchObject({ code: "cart_empty" });
    expect(
      checkoutReadiness({
        lines: [line("a", "Axilas"), line("b", "Bozo", false)],
        store: { ...palermo, payable: false },
      }),
    ).toEqual({
      ready: false,
      code: "product_unavailable",
      message: "Producto no disponible: Bozo. Quitalo de tu resumen para continuar.",
      productIds: ["b"],
    });
    expect(checkoutReadiness({ lines: [line("a", "Axilas")], store: null })).toMatchObject({
      code: "store_required",
      message: CART_MESSAGES.storeRequired,
    });
    expect(
      checkoutReadiness({ lines: [line("a", "Axilas")], store: { ...palermo, payable: false } }),
    ).toMatchObject({ code: "store_unavailable", message: CART_MESSAGES.storeUnavailable });
  });

  it("names every area that can no longer be bought", () => {
    const blocked = checkoutReadiness({
      lines: [line("a", "Axilas", false), line("b", "Bozo", false)],
      store: palermo,
    });
    expect(blocked).toMatchObject({
      message: "Productos no disponibles: Axilas, Bozo. Quitalos de tu resumen para continuar.",
      productIds: ["a", "b"],
    });
  });
});
