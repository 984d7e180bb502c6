import { describe, expect, it, vi } from "vitest";
import {
  handleOutboundClick,
  OUTBOUND_TIMEOUT_MS,
  outboundUrl,
  type OutboundDeps,
} from "#app/lib/outbound-links.ts";

const ORIGIN = "https://candela.com.ar";

function link(href: string, attrs: { target?: string; download?: boolean } = {}) {
  return {
    href,
    target: attrs.target ?? "",
    hasAttribute: (name: string) => name === "download" && !!attrs.download,
  };
}

function click(target: ReturnType<typeof link> | null, init: Partial<MouseEvent> = {}) {
  const inner = { closest: (selector: string) => (selector === "a[href]" ? target : null) };
  return {
    type: "click",
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: inner as unknown as EventTarget,
    preventDefault: vi.fn(),
    ...init,
  };
}

/** The page's side: what was tracked, where it went, and the pending time-out (run by hand, never waited for). */
function page(trackResult = true) {
  const tracked: { url: string; done: () => void }[] = [];
  const navigations: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const deps: OutboundDeps = {
    origin: ORIGIN,
    track: (url, done) => {
      tracked.push({ url, done });
      return trackResult;
    },
    navigate: (url) => navigations.push(url),
    later: (fn, ms) => timers.push({ fn, ms }),
  };
  return { deps, tracked, navigations, timers };
}

describe("outbound link tracking", () => {
  it("knows which links leave the shop", () => {
    expect(outboundUrl(link("https://wa.me/5491100000000"), ORIGIN)).toBe("https://wa.me/5491100000000");
    expect(outboundUrl(link("http://www.clarin.com/nota"), ORIGIN)).toBe("http://www.clarin.com/nota");
    expect(outboundUrl(link("https://candela.com.ar/areas"), ORIGIN)).toBeNull();
    expect(outboundUrl(link("mailto:hola@candela.com.ar"), ORIGIN)).toBeNull();
    expect(outboundUrl(link("tel:08103452263"), ORIGIN)).toBeNull();
    expect(outboundUrl(link("not a url"), ORIGIN)).toBeNull();
  });

  it("holds a plain click until the tag manager acknowledges the event, then navigates once", () => {
    const { deps, tracked, navigations, timers } = page();
    const event = click(link("https://wa.me/5491100000000"));
    handleOutboundClick(event, deps);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(tracked.map((t) => t.url)).toEqual(["https://wa.me/5491100000000"]);
    expect(navigations).toEqual([]);
    tracked[0]!.done();
    expect(navigations).toEqual(["https://wa.me/5491100000000"]);
    // The time-out firing later (and a second acknowledgement) do not navigate again.
    timers[0]!.fn();
    tracked[0]!.done();
    expect(navigations).toHaveLength(1);
  });

  it("navigates after at most 250 ms when the tag manager never answers", () => {
    const { deps, navigations, timers } = page();
    handleOutboundClick(click(link("https://www.facebook.com/candela")), deps);
    expect(timers.map((t) => t.ms)).toEqual([OUTBOUND_TIMEOUT_MS]);
    expect(OUTBOUND_TIMEOUT_MS).toBe(250);
    expect(navigations).toEqual([]);
    timers[0]!.fn();
    expect(navigations).toEqual(["https://www.facebook.com/candela"]);
  });

  it("navigates at once when the event could not be pushed", () => {
    const { deps, navigations } = page(false);
    handleOutboundClick(click(link("https://wa.me/5491100000000")), deps);
    expect(navigations).toEqual(["https://wa.me/5491100000000"]);
  });

  it("tracks modified and new-tab clicks without delaying them", () => {
    const cases = [
      click(link("https://wa.me/1"), { ctrlKey: true }),
      click(link("https://wa.me/2"), { metaKey: true }),
      click(link("https://wa.me/3"), { shiftKey: true }),
      click(link("https://wa.me/4"), { type: "auxclick", button: 1 }),
      click(link("https://wa.me/5", { target: "_blank" })),
      click(link("https://wa.me/6", { download: true })),
    ];
    const { deps, tracked, navigations, timers } = page();
    for (const event of cases) handleOutboundClick(event, deps);
    expect(tracked.map((t) => t.url)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `https://wa.me/${n}`));
    for (const event of cases) expect(event.preventDefault).not.toHaveBeenCalled();
    expect(timers).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it("leaves alone the shop's own links, clicks already handled, right clicks and clicks off links", () => {
    const { deps, tracked } = page();
    handleOutboundClick(click(link("https://candela.com.ar/areas")), deps);
    handleOutboundClick(click(link("https://wa.me/1"), { defaultPrevented: true }), deps);
    handleOutboundClick(click(link("https://wa.me/2"), { type: "auxclick", button: 2 }), deps);
    handleOutboundClick(click(null), deps);
    expect(tracked).toEqual([]);
  });
});
