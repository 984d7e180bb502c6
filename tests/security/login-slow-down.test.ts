/** The per-account slow-down of the sign-in: none at first, then longer with each failure, up to a cap. */
import { describe, expect, it } from "vitest";
import { LOGIN_RULES, loginDelayMs } from "#server/http/login-throttle.ts";

const { afterFailures, firstDelayMs, maxDelayMs } = LOGIN_RULES.slowDown;

describe("loginDelayMs", () => {
  it("adds no wait for the first failures", () => {
    for (let failures = 0; failures <= afterFailures; failures++) expect(loginDelayMs(failures)).toBe(0);
  });

  it("doubles the wait with each further failure", () => {
    expect(loginDelayMs(afterFailures + 1)).toBe(firstDelayMs);
    expect(loginDelayMs(afterFailures + 2)).toBe(Math.min(maxDelayMs, 2 * firstDelayMs));
    const waits = Array.from({ length: 30 }, (_, i) => loginDelayMs(afterFailures + 1 + i));
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
  });

  it("never waits more than the cap, however many failures", () => {
    expect(loginDelayMs(afterFailures + 1000)).toBe(maxDelayMs);
    expect(loginDelayMs(Number.MAX_SAFE_INTEGER)).toBe(maxDelayMs);
  });
});
