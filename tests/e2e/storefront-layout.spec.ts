import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "../support/e2e-test.ts";

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

const PAGES = [
  { name: "home", path: "/", heading: "Depilación láser definitiva, sin dolor" },
  { name: "area", path: "/areas/tratamientos-mujer/axilas", heading: "Axilas" },
  { name: "locales", path: "/locales", heading: "Locales" },
] as const;

/** Scrolls to the bottom and back, loads the lazy images (also those in carousels off to the side), waits for them. */
async function loadEverything(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => {
    for (const img of document.querySelectorAll("img")) img.loading = "eager";
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const p of PAGES) {
      test(`${p.name}: fits the width, shows its parts, screenshot`, async ({ page }, testInfo) => {
        await page.goto(p.path, { waitUntil: "networkidle" });
        await loadEverything(page);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(p.heading);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        if (size.width < 1024) {
          await expect(page.getByRole("button", { name: "Menú" })).toBeVisible();
          await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
        } else {
          await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
          await expect(page.getByRole("button", { name: "Menú" })).toBeHidden();
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // Every image has its size set, so nothing moves as it loads.
        const unsized = await page.locator("main img:not([width]), main img:not([height])").count();
        expect(unsized).toBe(0);
        const file = testInfo.outputPath(`${p.name}-${size.width}.png`);
        const png = await page.screenshot({ path: file, fullPage: true });
        mkdirSync("test-results/screenshots", { recursive: true });
        writeFileSync(`test-results/screenshots/${p.name}-${size.width}.png`, png);
        await testInfo.attach(`${p.name}-${size.width}`, { path: file, contentType: "image/png" });
      });
    }

    test("the header leaves room for itself: 80 px on phones, 168 px on large screens", async ({ page }) => {
      await page.goto("/locales");
      const header = await page.getByRole("banner").boundingBox();
      const padding = await page.evaluate(() => getComputedStyle(document.body).paddingTop);
      const expected = size.width < 1024 ? 80 : 168;
      expect(Math.round(header!.height)).toBe(expected);
      expect(padding).toBe(`${expected}px`);
      await page.mouse.wheel(0, 800);
      await expect(page.getByRole("banner")).toBeInViewport();
    });
  });
}

test.describe("widgets", () => {
  // The carousels play, glide and pause as for a visitor who has not asked for less motion.
  test.use({ reducedMotion: "no-preference" });

  test("the 'Más' menu opens, lists its pages and closes on navigation and Escape", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const more = page.getByRole("navigation", { name: "Principal" }).getByText("Más", { exact: true });
    await more.click();
    const menu = page.getByRole("navigation", { name: "Principal" });
    for (const label of ["Método Candela", "Quiénes somos", "Blog", "Franquicias", "Contacto"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "Blog", exact: true })).toBeHidden();
    await more.click();
    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu.getByRole("link", { name: "Franquicias", exact: true })).toBeHidden();
  });

  test("the hero carousel moves with its buttons and dots, and can be paused", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const hero = page.getByRole("region", { name: "Destacados" });
    const dots = hero.getByRole("button", { name: /Ir a la diapositiva/ });
    await expect(dots).toHaveCount(3);
    await hero.getByRole("button", { name: "Pausar" }).click();
    await expect(hero.getByRole("button", { name: "Reproducir" })).toBeVisible();
    const current = async () =>
      dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute("aria-current") === "true"));
    const start = await current();
    await hero.getByRole("button", { name: "Siguiente" }).click();
    await expect.poll(current).toBe((start + 1) % 3);
    await dots.nth((start + 2) % 3).click();
    await expect.poll(current).toBe((start + 2) % 3);
    const slide = hero.getByRole("group", { name: `${((start + 2) % 3) + 1} de 3` });
    await expect(slide.getByRole("heading")).toBeInViewport();
  });

  test("the area carousels show four cards on a large screen and one on a phone", async ({ page }) => {
    const visibleCards = () =>
      page
        .getByRole("region", { name: /^Áreas Mujer$/ })
        .getByRole("article")
        .evaluateAll(
          (cards) =>
            cards.filter((c) => {
              const r = c.getBoundingClientRect();
              return r.left >= -1 && r.right <= window.innerWidth + 1 && r.width > 0;
            }).length,
        );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("region", { name: /^Áreas Mujer$/ }).scrollIntoViewIfNeeded();
    expect(await visibleCards()).toBe(4);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("region", { name: /^Áreas Mujer$/ }).scrollIntoViewIfNeeded();
    expect(await visibleCards()).toBe(1);
  });

  test("a teaser's scroll link glides to its target below the fixed header", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const hero = page.getByRole("region", { name: "Destacados" });
    await hero.getByRole("button", { name: "Pausar" }).click();
    await hero.getByRole("button", { name: "Ir a la diapositiva 1" }).click();
    await hero.getByRole("link", { name: "Áreas destacadas" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Áreas destacadas" });
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const box = await page.locator("#areas-destacadas").boundingBox();
        return Math.round(box!.y);
      })
      .toBe(168);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the footer lists every branch, sorted and joined with ' | ', and the jobs e-mail", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const text = await footer
      .getByText(/^Sucursales:/)
      .evaluate((p) => p.parentElement?.textContent ?? p.textContent);
    const names = text!.replace(/^Sucursales:\s*/, "").split(" | ");
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(names).toEqual([...names].sort(new Intl.Collator("es-AR").compare));
    await expect(footer.getByRole("link", { name: "Trabajá con nosotros" })).toHaveAttribute(
      "href",
      "mailto:rrhh@candela.com.ar",
    );
    await expect(footer.getByRole("link", { name: "Programa de referidos" })).toHaveAttribute(
      "href",
      "/acciones/referidos",
    );
  });

  test("the WhatsApp button follows the shop's hours in Buenos Aires, checked every 10 seconds", async ({
    page,
  }) => {
    // Monday 09:30 in Buenos Aires (12:30 UTC): open.
    await page.clock.install({ time: new Date("2026-11-23T12:30:00Z") });
    await page.goto("/", { waitUntil: "networkidle" });
    const button = page.getByRole("link", { name: /Escribinos por WhatsApp/ });
    await expect(button).toHaveAttribute("href", "https://wa.me/5491155550000");
    await expect(button).toHaveAttribute("data-whatsapp", "open");

    // Monday 20:30 there: closed, so the fallback number, once the next check runs.
    await page.clock.setSystemTime(new Date("2026-11-23T23:30:00Z"));
    await page.clock.runFor(10_000);
    await expect(button).toHaveAttribute("href", "https://wa.me/5491155550001");
    await expect(button).toHaveAttribute("data-whatsapp", "closed");

    // Sunday there: no schedule, no button.
    await page.clock.setSystemTime(new Date("2026-11-29T15:00:00Z"));
    await page.clock.runFor(10_000);
    await expect(button).toHaveCount(0);
  });
});
