import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { NO_TRACKING, type TrackingScripts } from "#domain/tracking.ts";
import { contentSecurityPolicy, securityHeaders } from "#server/http/security.ts";
import { trackingSources } from "#server/http/tracking-sources.ts";

const GTM = "https://www.googletagmanager.com";
const BOTH: TrackingScripts = { gtmId: "GTM-AB12CD3", chatWidgetId: "5f2b1c3d4e5f60718293a4b5/1h2g3f4e5" };

/** One directive's sources, in order; undefined when the policy has no such directive. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split("; ").find((d) => d.startsWith(`${name} `));
  return found?.split(" ").slice(1);
}

describe("Content-Security-Policy of the tracking scripts", () => {
  it("adds nothing when no script is configured", () => {
    expect(trackingSources(NO_TRACKING)).toEqual({});
    expect(contentSecurityPolicy("n0nce", { https: false, extra: trackingSources(NO_TRACKING) })).toBe(
      contentSecurityPolicy("n0nce", { https: false }),
    );
  });

  it("lists exactly the Tag Manager's and Tawk.to's hosts when both are configured", () => {
    const policy = contentSecurityPolicy("n0nce", { https: true, extra: trackingSources(BOTH) });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", GTM, "https://*.tawk.to"]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      GTM,
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.tawk.to",
      "wss://*.tawk.to",
    ]);
    expect(directive(policy, "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      GTM,
      "https://*.google-analytics.com",
      "https://*.tawk.to",
      "https://tawk.link",
    ]);
    expect(directive(policy, "frame-src")).toEqual(["'self'", "https://*.tawk.to"]);
    expect(directive(policy, "style-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://*.tawk.to",
      "https://fonts.googleapis.com",
    ]);
    expect(directive(policy, "font-src")).toEqual([
      "'self'",
      "https://*.tawk.to",
      "https://fonts.gstatic.com",
    ]);
  });

  it("lists only the Tag Manager's hosts without a chat widget", () => {
    const policy = contentSecurityPolicy("n0nce", {
      https: false,
      extra: trackingSources({ ...BOTH, chatWidgetId: null }),
    });
    expect(policy).not.toContain("tawk");
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", GTM]);
    expect(directive(policy, "frame-src")).toBeUndefined();
  });

  it("lists only Tawk.to's hosts without a Tag Manager container", () => {
    const policy = contentSecurityPolicy("n0nce", {
      https: false,
      extra: trackingSources({ ...BOTH, gtmId: null }),
    });
    expect(policy).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", "https://*.tawk.to"]);
  });

  it("sends them on every page, next to Mercado Pago's hosts on the checkout", async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeaders, { https: false, paymentsProvider: "mercadopago", tracking: BOTH });
    for (const url of ["/", "/shop/checkout"]) app.get(url, async () => "ok");
    await app.ready();
    const csp = async (url: string) => String((await app.inject({ url })).headers["content-security-policy"]);
    const home = await csp("/");
    expect(directive(home, "script-src")).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      GTM,
      "https://*.tawk.to",
    ]);
    const checkout = directive(await csp("/shop/checkout"), "script-src")!;
    expect(checkout).toContain(GTM);
    expect(checkout).toContain("https://sdk.mercadopago.com");
    await app.close();
  });
});
