import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCheckoutPath, securityHeaders } from "#server/http/security.ts";

async function appWith(paymentsProvider: string) {
  const app = Fastify({ logger: false });
  await app.register(securityHeaders, { https: false, paymentsProvider });
  for (const url of ["/", "/areas", "/shop/checkout", "/shop/checkout/success", "/shop/checkoutx"]) {
    app.get(url, async () => "ok");
  }
  await app.ready();
  return app;
}

const csp = async (app: Awaited<ReturnType<typeof appWith>>, url: string) =>
  String((await app.inject({ url })).headers["content-security-policy"]);

describe("Content-Security-Policy of the checkout", () => {
  let mercadopago: Awaited<ReturnType<typeof appWith>>;
  let sandbox: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    mercadopago = await appWith("mercadopago");
    sandbox = await appWith("sandbox");
  });
  afterAll(async () => {
    await mercadopago.close();
    await sandbox.close();
  });

  it("tells the checkout's pages apart", () => {
    for (const url of [
      "/shop/checkout",
      "/shop/checkout?x=1",
      "/shop/checkout.data",
      "/shop/checkout/success",
    ]) {
      expect(isCheckoutPath(url)).toBe(true);
    }
    for (const url of ["/", "/shop", "/shop/checkoutx", "/areas/shop/checkout"])
      expect(isCheckoutPath(url)).toBe(false);
  });

  it("lets MercadoPago.js in on the checkout's pages only, next to the page's nonce", async () => {
    for (const url of ["/shop/checkout", "/shop/checkout/success"]) {
      const policy = await csp(mercadopago, url);
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/sdk\.mercadopago\.com /);
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.mercadopago\.com /);
      expect(policy).toContain("frame-src 'self' https://*.mercadopago.com");
      expect(policy).toContain("img-src 'self' data: blob: https://*.mlstatic.com");
    }
    for (const url of ["/", "/areas", "/shop/checkoutx"]) {
      const policy = await csp(mercadopago, url);
      expect(policy).not.toContain("mercadopago");
      expect(policy).toContain("connect-src 'self';");
    }
  });

  it("allows no other host anywhere with the offline sandbox", async () => {
    for (const url of ["/", "/shop/checkout"]) expect(await csp(sandbox, url)).not.toContain("https://");
  });
});
