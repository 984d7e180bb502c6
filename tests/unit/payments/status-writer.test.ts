/**
 * docs/decisions/0015: a payment's status is written in one place (status-updates.ts), and what it sets off is
 * declared in one table (effects.ts) that only the status updates run. This reads the server's source and names
 * every file that writes the payments table, settles coupon uses or runs the effects, so a second writer (a
 * worker updating rows itself) shows up here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "../../../server");

function filesContaining(pattern: RegExp): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .filter((file) => pattern.test(readFileSync(path.join(SERVER, file), "utf8")))
    .sort();
}

describe("who writes a payment", () => {
  it("only the status updates change a stored payment or settle its coupon uses", () => {
    expect(filesContaining(/\.update\(payments\)/)).toEqual(["modules/payments/status-updates.ts"]);
    expect(filesContaining(/\.update\(couponRedemptions\)/)).toEqual(["modules/coupons/settlement.ts"]);
    expect(filesContaining(/\b(settleHeldUses|redeemHeldCodes|releaseHeldCodes|releaseCodes)\b/)).toEqual([
      "modules/coupons/settlement.ts",
      "modules/payments/effects.ts",
    ]);
    expect(filesContaining(/\beffectsOf\(/)).toEqual([
      "modules/payments/effects.ts",
      "modules/payments/status-updates.ts",
    ]);
  });

  it("only the attempt's opening stores a new payment", () => {
    // The demo's reviewers bought before the shop opened: their purchases are demo data, written as they stand
    // into an empty database on a first start (server/first-start.ts), never by a running shop.
    expect(filesContaining(/\.insert\(payments\)/)).toEqual([
      "modules/payments/open-attempt.ts",
      "modules/reviews/demo.ts",
    ]);
  });
});
