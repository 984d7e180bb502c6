import { expect, test } from "../support/e2e-test.ts";

/** Every storefront path of the route table (SPEC.md §2) and the main heading it shows. */
const PAGES: [path: string, heading: string][] = [
  ["/", "Depilación láser definitiva, sin dolor"],
  ["/quienes-somos", "Quiénes somos"],
  ["/metodo-candela", "Método Candela"],
  ["/areas", "Áreas"],
  ["/areas/combos", "Combos"],
  ["/areas/tratamientos-mujer/", "Tratamientos mujer"],
  ["/areas/tratamientos-hombre/", "Tratamientos hombre"],
  ["/areas/tratamientos-mujer/axilas", "Axilas"],
  ["/locales", "Locales"],
  ["/local?sucursal=candela-recoleta", "Candela Recoleta"],
  ["/blog", "Blog"],
  ["/blog/mitos-y-verdades-depilacion-laser", "Mitos y verdades"],
  ["/prensa", "Prensa"],
  ["/prensa/la-nacion-franquicias-estetica", "Franquicias de estética"],
  ["/contactanos", "Contactanos"],
  ["/contactanos?tipo=corporativo", "Contacto corporativo"],
  ["/promociones", "Promociones"],
  ["/promociones/verano-2x1-axilas", "Verano sin vello"],
  ["/acciones", "Acciones"],
  ["/acciones/referidos", "Programa de referidos"],
  ["/terminos-y-condiciones", "Términos y condiciones"],
  ["/politicas-de-privacidad", "Políticas de privacidad"],
  ["/medios-de-pago", "Medios de pago"],
  ["/franquicias", "Franquicias"],
  ["/libro-de-quejas", "Libro de quejas"],
];

for (const [path, heading] of PAGES) {
  test(`${path} answers 200 with its content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.getByRole("contentinfo")).toContainText("Sucursales:");
  });
}

test("an unknown address shows the Spanish 404 page with status 404", async ({ page }) => {
  for (const path of [
    "/areas/tratamientos-mujer/no-existe",
    "/blog/no-existe",
    "/local?sucursal=no-existe",
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
    await expect(page).toHaveTitle("Página no encontrada | Candela | Depilación Láser Soprano");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Sucursales:");
  }
  await page
    .getByRole("main")
    .getByRole("link", { name: /Sucursales/ })
    .click();
  await expect(page).toHaveURL(/\/locales$/);
});

test("every footer and menu link leads to a page", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"], details a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  // The account pages and the checkout answer according to the visitor's session.
  const storefront = hrefs.filter((h) => !/^\/(account-|my-account|shop\/checkout)/.test(h));
  expect(storefront.length).toBeGreaterThan(15);
  for (const href of storefront) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});
