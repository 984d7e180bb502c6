import { afterEach, describe, expect, it, vi } from "vitest";
import { track, trackAddToCart, trackThen } from "#app/lib/analytics.ts";

function pageWithDataLayer(layer: unknown[] | { push: () => never } = []) {
  vi.stubGlobal("window", { dataLayer: layer });
  return layer as Record<string, unknown>[];
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the analytics wrapper", () => {
  it("sends 'AddToCart' twice (tag manager and pixel) with the shape of SPEC.md §7", () => {
    const layer = pageWithDataLayer();
    trackAddToCart({ id: "p1", price: 1_850_000 });
    const expected = {
      event: "AddToCart",
      value: 18_500,
      currency: "ARS",
      content_type: "product",
      contents: [{ id: "p1", quantity: 1, item_price: 18_500 }],
    };
    expect(layer).toEqual([
      { ...expected, sink: "tag-manager" },
      { ...expected, sink: "pixel" },
    ]);
  });

  it("sends value 0 when the price is hidden", () => {
    const layer = pageWithDataLayer();
    trackAddToCart({ id: "p1", price: null });
    expect(layer[0]).toMatchObject({ value: 0, contents: [{ id: "p1", quantity: 1, item_price: 0 }] });
  });

  it("redacts every value containing an at-sign, however deep", () => {
    const layer = pageWithDataLayer();
    track("CompleteRegistration", { email: "ana@example.com", nested: { list: ["ok", "x@y"] }, n: 3 });
    expect(layer[0]).toEqual({
      event: "CompleteRegistration",
      sink: "tag-manager",
      email: "[redacted]",
      nested: { list: ["ok", "[redacted]"] },
      n: 3,
    });
    expect(JSON.stringify(layer)).not.toContain("@");
  });

  it("gives the tag manager alone an event with a callback and a time-out", () => {
    const layer = pageWithDataLayer();
    const done = vi.fn();
    expect(trackThen("OutboundClick", { url: "https://wa.me/1" }, done, 250)).toBe(true);
    expect(layer).toEqual([
      {
        event: "OutboundClick",
        sink: "tag-manager",
        url: "https://wa.me/1",
        eventCallback: done,
        eventTimeout: 250,
      },
    ]);
  });

  it("only warns in the console when the data layer fails", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    pageWithDataLayer({
      push: () => {
        throw new Error("blocked");
      },
    });
    expect(() => track("Purchase", { value: 1 })).not.toThrow();
    expect(trackThen("OutboundClick", { url: "https://wa.me/1" }, () => {}, 250)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
