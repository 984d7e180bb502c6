import { expect, test } from "../support/e2e-test.ts";

const nbsp = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

test("from the areas index to an area: card link, prices, promo, instalments dialog and tabs", async ({
  page,
}) => {
  await page.goto("/areas", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Tratamientos mujer" }).click();
  await expect(page).toHaveURL(/\/areas\/tratamientos-mujer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tratamientos mujer" })).toBeVisible();

  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Axilas", exact: true }) });
  await expect(card.getByText("Sesiones: 6")).toBeVisible();
  expect(nbsp(await card.locator("s").textContent())).toContain("$ 32.000,00");
  await expect(card.getByText("Hasta 6 cuotas sin interés de")).toBeVisible();
  await expect(card.getByRole("button", { name: "¡Lo quiero ya!" })).toBeVisible();
  await card.getByRole("link", { name: "Axilas", exact: true }).click();

  await expect(page).toHaveURL(/\/areas\/tratamientos-mujer\/axilas$/);
  await expect(page).toHaveTitle("Axilas | Candela | Depilación Láser Soprano");
  const main = page.getByRole("main");
  expect(
    nbsp(
      await main
        .getByText(/Hasta 6 cuotas sin interés de/)
        .first()
        .textContent(),
    ),
  ).toBe("Hasta 6 cuotas sin interés de $ 4.266,67");
  await expect(main.getByRole("button", { name: "¡Lo quiero ya!" }).first()).toBeVisible();

  await main.getByRole("button", { name: "Ver cuotas" }).click();
  const dialog = page.getByRole("dialog", { name: "Cuotas disponibles" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("row")).toHaveCount(4); // header + 1, 3 and 6 cuotas (axilas allow up to 6)
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(main.getByRole("button", { name: "Ver cuotas" })).toBeFocused();

  const tabs = main.getByRole("tablist", { name: "Información del área" });
  await tabs.getByRole("tab", { name: "Descripción" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Cómo comprar" })).toHaveAttribute("aria-selected", "true");
  await expect(
    main.getByText("Reservá tu turno desde Mi cuenta, con «Reservar turno», o llamando a la sucursal."),
  ).toBeVisible();
});

test("an area limited to one instalment shows no promo; an unavailable one is framed in red", async ({
  page,
}) => {
  await page.goto("/areas/tratamientos-hombre/", { waitUntil: "networkidle" });
  const orejas = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Orejas", exact: true }) });
  await expect(orejas.getByText(/\$/)).toBeVisible();
  await expect(orejas.getByText(/cuotas sin interés/)).toHaveCount(0);

  const unavailable = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Piernas completas hombre", exact: true }) });
  await expect(unavailable.getByText("Producto no disponible")).toBeVisible();
  await expect(unavailable.getByRole("button", { name: "¡Lo quiero ya!" })).toHaveCount(0);
  // Tailwind red-600
  await expect(unavailable).toHaveCSS("border-top-color", "oklch(0.577 0.245 27.325)");
});

test("branches: search by name, filter by province, open one, and reload its address", async ({ page }) => {
  await page.goto("/locales", { waitUntil: "networkidle" });
  await expect(page.getByText("25 sucursales encontradas")).toBeVisible();
  await page.getByLabel("Buscar sucursal", { exact: true }).fill("cordoba");
  await expect(page.getByText("1 sucursal encontrada")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Candela Nueva Córdoba" })).toBeVisible();
  await page.getByLabel("Buscar sucursal", { exact: true }).fill("");
  await page.getByLabel("Provincia").selectOption({ label: "Mendoza" });
  await expect(page.getByText("2 sucursales encontradas")).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Mendoza"]);
  await page.getByLabel("Provincia").selectOption({ label: "Todas las provincias" });
  await page.getByLabel("Buscar sucursal", { exact: true }).fill("pilar");
  const pilar = page.getByRole("article").filter({ hasText: "Candela Pilar" });
  // Its address in parts, written the one way: no "-" for a missing street.
  await expect(pilar.getByText("Las Magnolias 754, Pilar (B1629), Buenos Aires")).toBeVisible();
  await page.getByLabel("Buscar sucursal", { exact: true }).fill("xyz");
  await expect(page.getByText("Atención, no pudimos encontrar resultados.")).toBeVisible();

  await page.getByLabel("Buscar sucursal", { exact: true }).fill("palermo");
  await page.getByRole("link", { name: "Ver sucursal Candela Palermo" }).click();
  await expect(page).toHaveURL(/\/local\?sucursal=candela-palermo$/);
  const details = page.getByRole("main");
  await expect(details.getByRole("heading", { level: 1, name: "Candela Palermo" })).toBeVisible();
  await expect(details.getByText("Av. Santa Fe 3253, piso 2, dto. B, CABA (C1425)")).toBeVisible();
  await expect(details).not.toContainText("Ciudad Autónoma de Buenos Aires, Ciudad Autónoma");
  await expect(details.getByRole("link", { name: "011 4831-2200" })).toHaveAttribute(
    "href",
    "tel:01148312200",
  );
  // The franchise's legal name is the back office's, not the shopper's.
  await expect(details).not.toContainText("Candela Casa Central S.A.");
  await expect(details).not.toContainText("Franquicia");
  await expect(details.getByRole("row", { name: /Lunes/ })).toContainText("09:00 a 21:00");
  await expect(details.getByRole("row", { name: /Domingo/ })).toContainText("Cerrado");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Candela Palermo" })).toBeVisible();
});

test("the branch search works before the scripts load", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/locales");
  await page.getByLabel("Buscar sucursal", { exact: true }).fill("rosario");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/locales\?q=rosario/);
  await expect(page.getByText("1 sucursal encontrada")).toBeVisible();
  await context.close();
});

test("the blog pages its posts and opens one", async ({ page }) => {
  await page.goto("/blog", { waitUntil: "networkidle" });
  await expect(page.getByRole("article")).toHaveCount(4);
  await page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/blog\?pagina=2$/);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Cómo prepararte para tu primera sesión" }).click();
  await expect(page).toHaveURL(/\/blog\/primera-sesion-depilacion-laser$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Cómo prepararte para tu primera sesión" }),
  ).toBeVisible();
  await expect(page.getByRole("main").locator("header time")).toHaveAttribute("title", /de 2026$/);
  await expect(page.getByRole("region", { name: "Más en Blog" }).getByRole("article")).toHaveCount(5);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld["@type"]).toBe("BlogPosting");
});
