import { describe, expect, it } from "vitest";
import type { WhatsappSettings } from "#domain/settings/views.ts";
import { shopClock, whatsappTarget, whatsappUrl, withinHours } from "#domain/whatsapp.ts";

const closed = { enabled: false, open_at: "00:00", close_at: "00:00" };
const weekday = { enabled: true, open_at: "09:00", close_at: "20:00" };

const SETTINGS: WhatsappSettings = {
  enabled: true,
  number: "+54 9 11 5555-0000",
  fallback_number: "5491155550001",
  schedule: [
    closed,
    weekday,
    weekday,
    weekday,
    weekday,
    weekday,
    { enabled: true, open_at: "09:00", close_at: "13:00" },
  ],
};

// Buenos Aires is UTC−3 all year: 12:00Z is 09:00 there.
const at = (iso: string) => new Date(iso);

describe("shopClock", () => {
  it("reads weekday and time in Buenos Aires, whatever the machine's time zone", () => {
    expect(shopClock(at("2026-11-23T12:00:00Z"))).toEqual({ weekday: 1, minutes: 9 * 60 });
    // 01:30Z on Monday is still Sunday 22:30 in Buenos Aires.
    expect(shopClock(at("2026-11-23T01:30:00Z"))).toEqual({ weekday: 0, minutes: 22 * 60 + 30 });
  });
});

describe("whatsappTarget", () => {
  it("links to the configured number inside opening hours", () => {
    expect(whatsappTarget(SETTINGS, at("2026-11-23T12:00:00Z"))).toEqual({
      number: "5491155550000",
      open: true,
    });
    expect(whatsappTarget(SETTINGS, at("2026-11-23T22:59:00Z"))).toEqual({
      number: "5491155550000",
      open: true,
    });
  });
  it("links to the fallback number outside them", () => {
    expect(whatsappTarget(SETTINGS, at("2026-11-23T11:59:00Z"))).toEqual({
      number: "5491155550001",
      open: false,
    });
    expect(whatsappTarget(SETTINGS, at("2026-11-23T23:00:00Z"))).toEqual({
      number: "5491155550001",
      open: false,
    });
    // Saturday 14:00 in Buenos Aires, after the 13:00 close.
    expect(whatsappTarget(SETTINGS, at("2026-11-28T17:00:00Z"))).toEqual({
      number: "5491155550001",
      open: false,
    });
  });
  it("is judged on the shop's clock: 22:30 UTC on Monday is 19:30 there, still open", () => {
    expect(whatsappTarget(SETTINGS, at("2026-11-23T22:30:00Z"))?.open).toBe(true);
  });
  it("is hidden on a day without schedule", () => {
    expect(whatsappTarget(SETTINGS, at("2026-11-22T15:00:00Z"))).toBeNull();
    expect(
      whatsappTarget({ ...SETTINGS, schedule: SETTINGS.schedule.slice(0, 1) }, at("2026-11-23T12:00:00Z")),
    ).toBeNull();
  });
  it("is hidden when disabled or without a number", () => {
    expect(whatsappTarget({ ...SETTINGS, enabled: false }, at("2026-11-23T12:00:00Z"))).toBeNull();
    expect(whatsappTarget({ ...SETTINGS, number: "" }, at("2026-11-23T12:00:00Z"))).toBeNull();
    expect(whatsappTarget(null, at("2026-11-23T12:00:00Z"))).toBeNull();
  });
  it("is hidden outside hours when there is no fallback number", () => {
    expect(whatsappTarget({ ...SETTINGS, fallback_number: "" }, at("2026-11-23T23:00:00Z"))).toBeNull();
  });
});

describe("withinHours", () => {
  it("treats a 00:00 close as midnight at the end of the day", () => {
    const day = { enabled: true, open_at: "10:00", close_at: "00:00" };
    expect(withinHours(day, 23 * 60 + 59)).toBe(true);
    expect(withinHours(day, 9 * 60)).toBe(false);
    expect(withinHours({ enabled: true, open_at: "00:00", close_at: "00:00" }, 3 * 60)).toBe(true);
  });
  it("runs past midnight when the close is before the open", () => {
    const day = { enabled: true, open_at: "22:00", close_at: "02:00" };
    expect(withinHours(day, 23 * 60)).toBe(true);
    expect(withinHours(day, 60)).toBe(true);
    expect(withinHours(day, 12 * 60)).toBe(false);
  });
  it("is closed for malformed times", () => {
    expect(withinHours({ enabled: true, open_at: "9", close_at: "20:00" }, 12 * 60)).toBe(false);
  });
});

it("builds click-to-chat addresses from digits only", () => {
  expect(whatsappUrl("+54 9 11 5555-0000")).toBe("https://wa.me/5491155550000");
});
