import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages, products, shopSettings } from "#server/db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

/** Every storefront path of the route table (SPEC.md §2) with a text its page shows from the database. */
const PAGES: [path: string, text: string][] = [
  ["/", "Depilación láser definitiva, sin dolor"],
  ["/areas", "Tratamientos hombre"],
  ["/areas/tratamientos-mujer/", "Cavado completo"],
  ["/areas/tratamientos-hombre/", "Barba completa"],
  ["/areas/combos", "Combo Verano"],
  ["/areas/tratamientos-mujer/axilas", "Hasta 6 cuotas sin interés de"],
  ["/locales", "Candela Yerba Buena"],
  ["/local?sucursal=candela-palermo", "Av. Santa Fe 3253, piso 2, dto. B, CABA (C1425)"],
  ["/blog", "Cuidados de la piel después del láser"],
  ["/blog/tecnologia-soprano-ice", "Tres longitudes de onda, un solo disparo"],
  ["/prensa", "El boom de la depilación láser"],
  ["/prensa/clarin-boom-depilacion-laser", "Leer la nota completa en Clarín"],
  ["/promociones", "Navidad: llegá a las fiestas con Candela"],
  ["/promociones/black-friday-candela", "Bases y condiciones"],
  ["/acciones", "Octubre Rosa"],
  ["/acciones/referidos", "Programa de referidos"],
  ["/quienes-somos", "Nuestra historia"],
  ["/metodo-candela", "Diagnóstico"],
  ["/terminos-y-condiciones", "Derecho de revocación"],
  ["/politicas-de-privacidad", "Ley 25.326"],
  ["/medios-de-pago", "American Express"],
  ["/franquicias", "Sumate a la red Candela"],
  ["/libro-de-quejas", "Libro de quejas"],
  ["/contactanos", "Enviar mensaje"],
  ["/contactanos?tipo=corporativo", "franquicias@candela.com.ar"],
];

const NOT_FOUND = [
  "/areas/no-existe",
  "/areas/tratamientos-mujer/no-existe",
  "/areas/combos/axilas",
  "/local?sucursal=no-existe",
  "/blog/no-existe",
  "/blog?pagina=99",
  "/prensa/no-existe",
  "/promociones/referidos",
  "/acciones/no-existe",
];

const form = (fields: Record<string, string>) => ({
  method: "POST" as const,
  url: "/contactanos",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

describe.each([ENGINE])("the storefront over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop?.close());

  it.each(PAGES)("serves %s from the database", async (url, text) => {
    const res = await shop.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(text);
    expect(res.body).toMatch(/<title>[^<]+ \| Candela \| Depilación Láser Soprano<\/title>/);
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/[^"]*"\/>/);
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).toContain('<meta name="description"');
  });

  it.each(NOT_FOUND)("answers %s with the Spanish 404 page", async (url) => {
    const res = await shop.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Página no encontrada | Candela | Depilación Láser Soprano</title>");
    expect(res.body).toContain("La dirección que abriste no existe o cambió.");
    // Inside the shop's layout: its header and footer, and the ways on.
    expect(res.body).toMatch(/<header[\s>]/);
    expect(res.body).toMatch(/<footer[\s>]/);
    for (const href of ["/areas", "/promociones", "/locales", "/blog", "/contactanos"])
      expect(res.body).toContain(`href="${href}"`);
  });

  it("sends /local without a branch to the list", async () => {
    const res = await shop.app.inject({ url: "/local" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/locales");
  });

  it("renders the layout: menu, 'Más', footer links, jobs mailto and every branch sorted", async () => {
    const res = await shop.app.inject({ url: "/quienes-somos" });
    for (const label of [
      "Inicio",
      "Promociones",
      "Locales",
      "Tienda",
      "Más",
      "Método Candela",
      "Blog",
      "Franquicias",
    ]) {
      expect(res.body).toContain(`>${label}<`);
    }
    expect(res.body).toContain('href="mailto:rrhh@candela.com.ar"');
    expect(res.body).toContain('href="/acciones/referidos"');
    expect(res.body).toContain('href="/contactanos?tipo=corporativo"');
    expect(res.body).toContain('href="/libro-de-quejas"');
    expect(res.body).toContain("Candela Belgrano | Candela Caballito | Candela Cerro de las Rosas");
    expect(res.body).toContain('href="https://www.instagram.com/candela.depilacion"');
    expect(res.body).toContain('href="/account-login"');
    // The cart icon opens the cart, for guests too.
    expect(res.body).toContain('href="/shop/cart"');
  });

  it("follows the feature flags: prices and cart only offline (or signed in), account button only when enabled", async () => {
    const setFlags = (flags: Partial<typeof shopSettings.$inferInsert>) =>
      shop.database.db.update(shopSettings).set(flags).where(eq(shopSettings.id, 1));
    try {
      await setFlags({ offlineMode: false, accountsEnabled: false });
      const res = await shop.app.inject({ url: "/areas/tratamientos-mujer/axilas" });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("$\u00a025.600,00");
      expect(res.body).not.toContain("cuotas sin interés");
      expect(res.body).not.toContain("¡Lo quiero ya!");
      expect(res.body).not.toContain('href="/account-login');
      expect(res.body).not.toContain('"offers"');

      await setFlags({ offlineMode: true, accountsEnabled: true, checkoutMode: false });
      const noCart = await shop.app.inject({ url: "/areas/tratamientos-mujer/axilas" });
      expect(noCart.body).toContain("$\u00a025.600,00");
      expect(noCart.body).not.toContain("¡Lo quiero ya!");
      expect(noCart.body).not.toContain('href="/shop/cart"');
      expect(noCart.body).toContain('href="/account-login"');

      await setFlags({ checkoutMode: true, interestRatesEnabled: false });
      const noRates = await shop.app.inject({ url: "/areas/tratamientos-mujer/axilas" });
      expect(noRates.body).toContain("¡Lo quiero ya!");
      expect(noRates.body).not.toContain("cuotas sin interés de");
    } finally {
      await setFlags({
        offlineMode: true,
        accountsEnabled: true,
        checkoutMode: true,
        interestRatesEnabled: true,
      });
    }
  });

  it("shows breadcrumbs from home and the category and area on the detail page", async () => {
    const res = await shop.app.inject({ url: "/areas/tratamientos-hombre/espalda-hombre" });
    expect(res.body).toMatch(
      /aria-label="Migas de pan"[\s\S]*Inicio[\s\S]*Áreas[\s\S]*Tratamientos hombre[\s\S]*Espalda hombre/,
    );
    expect(res.body).toContain("Sesiones: 8");
    expect(res.body).toContain("¡Lo quiero ya!");
    expect(res.body).toMatch(/<s[^>]*>.*\$\u00a086\.000,00<\/s>/);
    expect(res.body).toContain("$\u00a073.100,00");
  });

  it("marks an unavailable area and offers no button", async () => {
    const res = await shop.app.inject({ url: "/areas/tratamientos-hombre/piernas-completas-hombre" });
    const [product] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.slug, "piernas-completas-hombre"));
    expect(res.body).toContain("Producto no disponible");
    expect(res.body).toContain('data-unavailable="true"');
    expect(res.body).not.toContain(`name="productId" value="${product!.id}"`);
    expect(res.body).toContain("¡Lo quiero ya!");
  });

  it("gives the canonical address of an area under its first category", async () => {
    const res = await shop.app.inject({ url: "/areas/tratamientos-hombre/axilas" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/areas/tratamientos-mujer/axilas"/>',
    );
  });

  it("embeds JSON-LD with the response's nonce: Product with an ARS Offer, LocalBusiness, BlogPosting", async () => {
    const cases: [string, string][] = [
      ["/areas/tratamientos-mujer/axilas", "Product"],
      ["/local?sucursal=candela-palermo", "LocalBusiness"],
      ["/blog/tecnologia-soprano-ice", "BlogPosting"],
    ];
    for (const [url, type] of cases) {
      const res = await shop.app.inject({ url });
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
      const match = /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/.exec(res.body);
      expect(match?.[1]).toBe(nonce);
      const data = JSON.parse(match![2]!) as Record<string, unknown>;
      expect(data["@type"]).toBe(type);
      if (type === "Product") {
        expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "ARS", price: "25600.00" });
      }
      if (type === "LocalBusiness")
        expect(data.address).toMatchObject({
          streetAddress: "Av. Santa Fe 3253, piso 2, dto. B",
          postalCode: "C1425",
          addressCountry: "AR",
        });
    }
  });

  it("paginates lists with ?pagina=", async () => {
    const first = await shop.app.inject({ url: "/blog" });
    expect(first.body).toContain('aria-label="Paginación"');
    expect(first.body).toContain('href="/blog?pagina=2"');
    const second = await shop.app.inject({ url: "/blog?pagina=2" });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<link rel="canonical" href="http://localhost:3000/blog?pagina=2"/>');
    expect(second.body).toContain("Blog (página 2)");
  });

  it("filters branches by name and province from the address, before any script runs", async () => {
    const byName = await shop.app.inject({ url: "/locales?q=cordoba" });
    expect(byName.body).toContain("Candela Nueva Córdoba");
    expect(byName.body).not.toContain(">Candela Palermo<");
    expect(byName.body).toContain("1 sucursal encontrada");
    const byProvince = await shop.app.inject({ url: "/locales?provincia=Mendoza" });
    expect(byProvince.body).toContain("2 sucursales encontradas");
  });

  it("lists every public page in /sitemap.xml and points robots at it", async () => {
    const sitemap = await shop.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toMatch(/application\/xml/);
    for (const path of [
      "/",
      "/areas",
      "/areas/tratamientos-mujer",
      "/areas/tratamientos-mujer/axilas",
      "/locales",
      "/local?sucursal=candela-palermo",
      "/blog/tecnologia-soprano-ice",
      "/prensa/clarin-boom-depilacion-laser",
      "/promociones/black-friday-candela",
      "/acciones/referidos",
      "/terminos-y-condiciones",
      "/contactanos",
    ]) {
      expect(sitemap.body).toContain(`<loc>http://localhost:3000${path.replace(/&/g, "&amp;")}</loc>`);
    }
    const robots = await shop.app.inject({ url: "/robots.txt" });
    expect(robots.headers["content-type"]).toMatch(/text\/plain/);
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.body).toContain("Disallow: /my-account");
    expect(robots.body).toContain("Disallow: /admin");
  });

  it("answers an invalid contact form with 400 and the Spanish messages, storing nothing", async () => {
    const before = await shop.database.db.select().from(contactMessages);
    const res = await shop.app.inject(form({ tipo: "general", name: "", email: "no-es-mail", message: "" }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Campo requerido");
    expect(res.body).toContain("E-mail inválido");
    expect(await shop.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it("stores a valid contact message and acknowledges it in Spanish", async () => {
    const res = await shop.app.inject(
      form({
        tipo: "corporativo",
        name: "Lucía Fernández",
        email: "lucia@example.com",
        phone: "0351 468-2210",
        message: "Quisiera información sobre franquicias en Córdoba.",
      }),
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/contactanos?tipo=corporativo&enviado=1");
    const [row] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "lucia@example.com"));
    expect(row).toMatchObject({ kind: "corporativo", name: "Lucía Fernández", phone: "03514682210" });
    const ack = await shop.app.inject({ url: res.headers.location as string });
    expect(ack.body).toContain("¡Gracias por escribirnos! Recibimos tu mensaje");
  });

  it("drops a form that fills the hidden website field, without telling it apart", async () => {
    const res = await shop.app.inject(
      form({ name: "Bot Bot", email: "bot@example.com", message: "spam", website: "https://spam.test" }),
    );
    expect(res.statusCode).toBe(302);
    const rows = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "bot@example.com"));
    expect(rows).toHaveLength(0);
  });
});
