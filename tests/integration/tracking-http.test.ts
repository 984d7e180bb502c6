import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/app.ts";

const GTM_ID = "GTM-AB12CD3";
const CHAT_WIDGET_ID = "5f2b1c3d4e5f60718293a4b5/1h2g3f4e5";

type Shop = Awaited<ReturnType<typeof createTestApp>>;

/** The page's CSP nonce, and the external scripts it loads with the attributes of each. */
async function page(shop: Shop, url: string) {
  const res = await shop.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const csp = String(res.headers["content-security-policy"]);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  const external = [...res.body.matchAll(/<script([^>]*)\bsrc="(https?:\/\/[^"]+)"([^>]*)>/g)].map(
    ([, before, src, after]) => ({ src: src!.replace(/&amp;/g, "&"), attrs: `${before}${after}` }),
  );
  const directive = (name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);
  return { res, csp, nonce, external, directive };
}

describe("the tracking scripts over HTTP", () => {
  let configured: Shop;
  let demo: Shop;
  beforeAll(async () => {
    // The page cache is on: a kept page must still carry each response's own nonce on the scripts.
    configured = await createTestApp("pglite", {
      env: { ANALYTICS_GTM_ID: GTM_ID, CHAT_WIDGET_ID, PAGE_CACHE: "on" },
    });
    demo = await createTestApp("pglite");
  });
  afterAll(async () => {
    await configured?.close();
    await demo?.close();
  });

  it("loads the Tag Manager and the chat widget, async and under the response's nonce, when configured", async () => {
    for (const url of ["/", "/", "/areas", "/account-register"]) {
      const { external, nonce, res } = await page(configured, url);
      expect(external.map((s) => s.src)).toEqual([
        `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`,
        `https://embed.tawk.to/${CHAT_WIDGET_ID}`,
      ]);
      for (const script of external) {
        expect(script.attrs).toMatch(/\basync\b/);
        expect(script.attrs).toContain(`nonce="${nonce}"`);
      }
      // The container's first event, in an inline script under the same nonce.
      expect(res.body).toMatch(
        new RegExp(`<script nonce="${nonce.replace(/[+/]/g, "\\$&")}">[^<]*gtm\\.start`),
      );
    }
  });

  it("lists exactly the configured scripts' hosts in the CSP", async () => {
    const { directive } = await page(configured, "/");
    expect(directive("script-src")!.filter((s) => !s.startsWith("'"))).toEqual([
      "https://www.googletagmanager.com",
      "https://*.tawk.to",
    ]);
    expect(directive("frame-src")).toEqual(["'self'", "https://*.tawk.to"]);
    expect(directive("connect-src")).toContain("wss://*.tawk.to");
    expect(directive("img-src")).toContain("https://*.google-analytics.com");
  });

  it("loads no third-party script and names no other host in the demo", async () => {
    for (const url of ["/", "/areas", "/account-register"]) {
      const { external, csp, res } = await page(demo, url);
      expect(external).toEqual([]);
      expect(res.body).not.toContain("gtm.start");
      expect(res.body).not.toContain("Tawk_API");
      expect(csp).not.toMatch(/https:|wss:/);
    }
  });
});
