import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#server/db/schema/index.ts";
import { postForm } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe.each([ENGINE])("the HTTP server on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop?.close());

  it("renders the home page from the database in es-AR with the page title rule", async () => {
    const res = await shop.app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="es-AR"');
    const client = await shop.database.db.query.clientConfig.findFirst();
    expect(res.body).toContain(`<title>Inicio | ${client!.title}</title>`);
    const products = await shop.database.db.query.products.findMany({ limit: 100 });
    expect(products.some((p) => res.body.includes(p.title))).toBe(true);
  });

  it("sends a CSP whose nonce every inline script carries", async () => {
    const res = await shop.app.inject({ url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = await shop.app.inject({ url: "/" });
    expect(again.headers["content-security-policy"]).not.toBe(csp);
  });

  it("sets the usual security headers and a request id", async () => {
    const res = await shop.app.inject({ url: "/", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBeTruthy();
    expect(res.headers["x-request-id"]).toBe("abc-123");
    const other = await shop.app.inject({ url: "/" });
    expect(other.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("marks its cookies Secure when a trusted proxy says the visitor came over HTTPS", async () => {
    const [area] = await shop.database.db.select({ id: products.id }).from(products).limit(1);
    const add = (headers: Record<string, string>) =>
      postForm(shop.app, "/shop/cart", { intent: "add", productId: area!.id }, { headers });
    const cookieOf = (res: { headers: Record<string, unknown> }) =>
      [res.headers["set-cookie"]]
        .flat()
        .map(String)
        .find((c) => c.startsWith("cart="));
    const overHttps = cookieOf(await add({ "x-forwarded-proto": "https" }));
    expect(overHttps).toMatch(/; Secure$/);
    expect(cookieOf(await add({}))).not.toMatch(/Secure/);
    // From an address that is no trusted proxy, the header means nothing.
    const forged = await shop.app.inject({
      method: "POST",
      url: "/shop/cart",
      remoteAddress: "203.0.113.9",
      payload: `intent=add&productId=${area!.id}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-proto": "https" },
    });
    expect(cookieOf(forged)).not.toMatch(/Secure/);
  });

  it("answers liveness and readiness", async () => {
    const health = await shop.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await shop.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ok", database: engine });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await shop.app.inject({ url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("answers unknown pages with a Spanish 404 page", async () => {
    const res = await shop.app.inject({ url: "/no-existe-esta-pagina" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Página no encontrada");
  });

  it("serves hashed assets with long-lived immutable caching, compressed", async () => {
    const js = readdirSync("build/client/assets").find((f) => f.endsWith(".js"))!;
    const res = await shop.app.inject({ url: `/assets/${js}`, headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("asks for the page's scripts after its stylesheet, fonts and images", async () => {
    for (const url of ["/", "/areas"]) {
      const res = await shop.app.inject({ url });
      expect(res.body, url).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/');
      expect(res.body, url).not.toMatch(/<link rel="modulepreload" href=/);
    }
  });

  it("sends built scripts, styles and fonts without the headers only documents use", async () => {
    const built = readdirSync("build/client/assets");
    for (const ext of [".js", ".css", ".woff2"]) {
      const file = built.find((f) => f.endsWith(ext))!;
      const res = await shop.app.inject({ url: `/assets/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers["x-content-type-options"], file).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], file).toBe("same-origin");
      for (const documentOnly of [
        "content-security-policy",
        "permissions-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "referrer-policy",
        "x-xss-protection",
      ])
        expect(res.headers[documentOnly], `${file}: ${documentOnly}`).toBeUndefined();
    }
    // Pages and uploaded images (an SVG opened on its own is a document) keep them all.
    const product = await shop.database.db.query.products.findFirst();
    for (const url of ["/", `/uploads/${product!.images[0]!.path}`]) {
      const res = await shop.app.inject({ url });
      expect(res.headers["content-security-policy"], url).toBeDefined();
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });

  it("serves the seeded images from the uploads folder", async () => {
    const product = await shop.database.db.query.products.findFirst();
    const res = await shop.app.inject({ url: `/uploads/${product!.images[0]!.path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/image\/svg\+xml/);
  });

  // Last: it takes the database away.
  it("reports not ready with 503 when the database is down", async () => {
    await shop.database.close();
    const res = await shop.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: "database_unavailable" } });
  });
});
