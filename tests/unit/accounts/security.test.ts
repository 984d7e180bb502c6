import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "#server/http/csrf.ts";
import { SessionCookie, readCookie } from "#server/http/session.ts";
import {
  hashPassword,
  hashPrefix,
  verifyAgainstDummy,
  verifyPassword,
} from "#server/modules/accounts/passwords.ts";
import { hashToken, randomToken } from "#server/modules/accounts/tokens.ts";
import { TEST_PASSWORD_HASH_COST } from "../../support/password-cost.ts";

const request = (headers: Record<string, string>, host = "tienda.example") =>
  ({ headers, protocol: "https", host }) as unknown as FastifyRequest;

describe("cross-site request check", () => {
  const own = "https://tienda.example";
  it.each([
    [{}, false],
    [{ "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: own }, false],
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-site" }, true],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "null" }, true],
    [{ origin: "http://tienda.example" }, true],
  ])("%j → cross-site: %s", (headers, expected) => {
    expect(isCrossSiteRequest(request(headers), own)).toBe(expected);
  });

  it("accepts the origin of the host the browser asked, when it differs from PUBLIC_URL", () => {
    expect(isCrossSiteRequest(request({ origin: "https://127.0.0.1:4173" }, "127.0.0.1:4173"), own)).toBe(
      false,
    );
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, Secure only when asked", () => {
    const expires = new Date(Date.now() + 3600_000);
    expect(new SessionCookie({ secure: false }).serialize("abc", expires)).toMatch(
      /^token=abc; Path=\/; Max-Age=(3599|3600); Expires=.+ GMT; HttpOnly; SameSite=Lax$/,
    );
    expect(new SessionCookie({ secure: true }).serialize("abc", expires)).toMatch(/; Secure$/);
    expect(new SessionCookie({ secure: true }).clear()).toBe(
      "token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("is read from a Cookie header among others", () => {
    expect(readCookie("a=1; token=xyz; b=2", "token")).toBe("xyz");
    expect(readCookie("xtoken=1", "token")).toBeNull();
    expect(readCookie(undefined, "token")).toBeNull();
  });
});

describe("secrets", () => {
  it("hashes passwords with argon2id at the configured cost (production's: tests/unit/config.test.ts)", async () => {
    const hash = await hashPassword("Clave123");
    expect(hash.startsWith(hashPrefix(TEST_PASSWORD_HASH_COST))).toBe(true);
    expect(await verifyPassword(hash, "Clave123")).toBe(true);
    expect(await verifyPassword(hash, "clave123")).toBe(false);
    expect(await verifyPassword("not-a-hash", "Clave123")).toBe(false);
    expect(await verifyAgainstDummy("Clave123")).toBe(false);
  });

  it("makes random tokens and stores only their SHA-256", () => {
    const a = randomToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});
