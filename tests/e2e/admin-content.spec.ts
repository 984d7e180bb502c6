import { expect, test, type Page } from "../support/e2e-test.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { adminMenu, signInAsOwner } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const RUN = Date.now();

/** The shop's page at `path` answers and shows `text` in its main part (the page cache may be a second behind). */
async function shopShows(shop: Page, path: string, text: string): Promise<boolean> {
  const res = await shop.goto(path);
  return res?.status() === 200 && ((await shop.locator("main").textContent()) ?? "").includes(text);
}

const saved = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();

test("the owner publishes a press item and a campaign, and both reach the shop", async ({ page }) => {
  await signInAsOwner(page);
  const shop = await page.context().newPage();

  await adminMenu(page).filter({ hasText: "Prensa" }).click();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Nueva nota de prensa" }).click();
  const press = `Candela en la tele ${RUN}`;
  await page.getByRole("textbox", { name: "Título" }).fill(press);
  await page.getByRole("textbox", { name: "Slug (dirección)" }).fill(`candela-tele-${RUN}`);
  await page.getByRole("textbox", { name: "Medio" }).fill("Telefe");
  await page.getByRole("textbox", { name: "Enlace a la nota original" }).fill("no es una dirección");
  await page.getByRole("textbox", { name: "Texto de la nota" }).click();
  await page.keyboard.type("Una entrevista sobre depilación definitiva.");
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText(M.url)).toBeVisible();
  await page.getByRole("textbox", { name: "Enlace a la nota original" }).fill("https://telefe.example/nota");
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText(M.live, { exact: true })).toBeVisible();
  await saved(page);
  await expectAccessible(page);
  await screenshots(page, "press-edit");
  await expect
    .poll(() => shopShows(shop, `/prensa/candela-tele-${RUN}`, press), { timeout: 10_000 })
    .toBe(true);
  await page.getByRole("button", { name: "Despublicar" }).click();
  await expect(page.getByText(M.draft, { exact: true })).toBeVisible();

  await adminMenu(page)
    .filter({ hasText: /^Promociones$/ })
    .click();
  await page.getByRole("link", { name: "Nueva promoción" }).click();
  const action = `Semana de la piel ${RUN}`;
  await page.getByRole("textbox", { name: "Título" }).fill(action);
  await page.getByRole("textbox", { name: "Slug (dirección)" }).fill(`semana-piel-${RUN}`);
  await page.getByRole("combobox", { name: "Tipo" }).selectOption("accion");
  await page.getByLabel("Vigente desde").fill("2026-12-10");
  await page.getByLabel("Vigente hasta (inclusive)").fill("2026-12-01");
  await page.getByRole("textbox", { name: "Condiciones" }).fill("Sólo en sucursales adheridas.");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(M.dateOrder)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Vigente hasta (inclusive)").fill("2026-12-17");
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: action })).toBeVisible();
  await expect(page.getByText(M.live, { exact: true })).toBeVisible();
  await screenshots(page, "promotion-edit");
  await expect
    .poll(() => shopShows(shop, `/acciones/semana-piel-${RUN}`, action), { timeout: 10_000 })
    .toBe(true);
  await expect(shop.getByText("Sólo en sucursales adheridas.")).toBeVisible();
  await page.getByRole("link", { name: "Volver a promociones" }).click();
  await expect(page.getByRole("link", { name: action })).toBeVisible();
  await screenshots(page, "promotions-list");
  await page.getByRole("link", { name: action }).click();
  await page.getByRole("button", { name: "Despublicar" }).click();
  await expect(page.getByText(M.draft, { exact: true })).toBeVisible();
});

test("the owner retitles a static page and puts a banner first on the franchises page", async ({ page }) => {
  await signInAsOwner(page);
  const shop = await page.context().newPage();

  await adminMenu(page).filter({ hasText: "Páginas" }).click();
  await expectAccessible(page);
  await screenshots(page, "pages-list");
  await page.getByRole("link", { name: "Medios de pago" }).click();
  const title = page.getByRole("textbox", { name: "Título" });
  await title.fill(`Formas de pago ${RUN}`);
  await page.getByRole("button", { name: "Guardar" }).click();
  await saved(page);
  await expectAccessible(page);
  await screenshots(page, "page-edit");
  await expect
    .poll(() => shopShows(shop, "/medios-de-pago", `Formas de pago ${RUN}`), { timeout: 10_000 })
    .toBe(true);
  // The shop's other journeys expect the page's own title.
  await title.fill("Medios de pago");
  await page.getByRole("button", { name: "Guardar" }).click();
  await saved(page);

  await adminMenu(page).filter({ hasText: "Campañas" }).click();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Nuevo banner" }).click();
  const banner = `Sumate a Candela ${RUN}`;
  await page.getByRole("combobox", { name: "Dónde se muestra" }).selectOption("franquicias");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(banner);
  const primary = page.getByRole("group", { name: "Botón principal" });
  await primary.getByRole("textbox", { name: "Texto del botón" }).fill("Quiero mi franquicia");
  await primary.getByRole("textbox", { name: "Dirección" }).fill("javascript:alert(1)");
  await page.getByRole("checkbox", { name: "Se muestra en la tienda" }).check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(/Ingresá una dirección de la tienda/)).toBeVisible();
  await primary.getByRole("textbox", { name: "Dirección" }).fill("/contactanos");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: banner })).toBeVisible();
  await saved(page);
  await expectAccessible(page);
  await screenshots(page, "teaser-edit");

  await page.getByRole("link", { name: "Volver a campañas" }).click();
  const place = page.getByRole("region", { name: "Página: Franquicias" });
  await expect(place.getByRole("listitem").last()).toContainText(banner);
  await place.getByRole("button", { name: `Subir ${banner}` }).click();
  await expect(place.getByRole("listitem").first()).toContainText(banner);
  await screenshots(page, "teasers-list");
  await expect.poll(() => shopShows(shop, "/franquicias", banner), { timeout: 10_000 }).toBe(true);
  await expect(shop.getByRole("link", { name: "Quiero mi franquicia" })).toHaveAttribute(
    "href",
    "/contactanos",
  );

  // Hidden again, so the franchises page is as the shop's other journeys expect it.
  await place.getByRole("link", { name: banner }).click();
  await page.getByRole("checkbox", { name: "Se muestra en la tienda" }).uncheck();
  await page.getByRole("button", { name: "Guardar" }).click();
  await saved(page);
  await expect.poll(() => shopShows(shop, "/franquicias", banner), { timeout: 10_000 }).toBe(false);
});
