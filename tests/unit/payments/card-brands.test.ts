import { describe, expect, it } from "vitest";
import { acceptsCard, cardNotAcceptedMessage, DEFAULT_CARD_BRANDS } from "#domain/payments/card-brands.ts";

describe("the shop's card brands", () => {
  it("are seeded with SPEC.md §9's brands and the Visa debit card the 'Medios de pago' page promises", () => {
    expect([...DEFAULT_CARD_BRANDS]).toEqual(["visa", "debvisa", "master", "maestro", "argencard", "amex"]);
  });

  it("accept a card whose payment method is in the list, and no other", () => {
    expect(acceptsCard(DEFAULT_CARD_BRANDS, "maestro")).toBe(true);
    expect(acceptsCard(DEFAULT_CARD_BRANDS, "naranja")).toBe(false);
    expect(acceptsCard(DEFAULT_CARD_BRANDS, "debmaster")).toBe(false);
    expect(acceptsCard([], "visa")).toBe(false);
  });

  it("name the refused brand and the accepted ones in Spanish", () => {
    expect(cardNotAcceptedMessage("naranja", DEFAULT_CARD_BRANDS)).toBe(
      "No aceptamos Naranja para esta compra. Pagá con Visa, Visa Débito, Mastercard, Maestro, Argencard o American Express.",
    );
    expect(cardNotAcceptedMessage("cabal", ["visa"])).toBe(
      "No aceptamos Cabal para esta compra. Pagá con Visa.",
    );
  });
});
