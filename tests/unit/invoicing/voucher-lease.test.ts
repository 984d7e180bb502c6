import { describe, expect, it } from "vitest";
import { voucherLeaseMs } from "#server/modules/invoicing/jobs.ts";

describe("the voucher job's lease", () => {
  it("outlasts a sign-in, a look-up and a CAE request at ARCA's longest time limit", () => {
    expect(voucherLeaseMs(300_000)).toBeGreaterThan(3 * 300_000);
  });

  it("keeps two minutes at the usual time limits", () => {
    expect(voucherLeaseMs(20_000)).toBe(120_000);
  });
});
