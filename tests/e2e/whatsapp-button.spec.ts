import { expect, test, type Locator, type Page } from "../support/e2e-test.ts";
import { customerWithCart } from "../support/e2e-checkout.ts";

/** A phone: the floating WhatsApp button must never sit on something the customer can press. */
test.use({ viewport: { width: 390, height: 844 } });

// Monday 09:30 in Buenos Aires: the shop is open, so the button is there.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-23T12:30:00Z"));
});

const INTERACTIVE = "a, button, input, select, textarea, [role=button], [tabindex]";

/** The button, also while it stands aside (then it is not in the accessibility tree). */
const whatsapp = (page: Page) => page.locator("a[data-whatsapp]");

/** The visible interactive elements whose box meets the WhatsApp button's box, when the button is shown. */
async function covered(page: Page): Promise<string[]> {
  // Let a scroll's frame settle before the boxes are read.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate((selector) => {
    const button = document.querySelector<HTMLElement>("[data-whatsapp]");
    if (!button) return [];
    const style = getComputedStyle(button);
    if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return [];
    const b = button.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) return [];
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el === button || button.contains(el) || el.contains(button)) continue;
      if (el === document.body || el.id === "contenido") continue;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden" || s.display === "none" || !el.checkVisibility({ opacityProperty: true }))
        continue;
      for (const r of el.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
          const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
          hits.push(`<${el.tagName.toLowerCase()}> ${name}`);
          break;
        }
      }
    }
    return hits;
  }, INTERACTIVE);
}

/**
 * No overlap at the top, at the bottom, nor with each of these elements scrolled into view. The button moves
 * aside on the frame after a scroll, so each check waits for the page to settle.
 */
async function expectNothingCovered(page: Page, targets: Locator[] = []) {
  const settled = (where: string) => expect.poll(() => covered(page), { message: where }).toEqual([]);
  await settled("at the top");
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    await settled(`with ${target.toString()} in view`);
    // As a thumb scrolls: the element at the very bottom of the screen.
    await target.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
    await settled(`with ${target.toString()} at the bottom of the screen`);
  }
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await settled("at the bottom");
}

test("the WhatsApp button covers nothing on the home page", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(whatsapp(page)).toHaveCount(1);
  await expectNothingCovered(page, [
    page.getByRole("button", { name: "Siguiente" }).first(),
    page.getByRole("button", { name: "¡Lo quiero ya!" }).first(),
  ]);
});

test("the WhatsApp button covers nothing on an area list, before and after adding an area", async ({
  page,
}) => {
  await page.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  await expect(whatsapp(page)).toHaveCount(1);
  const card = page.getByRole("article").first();
  await expectNothingCovered(page, [card.getByRole("button", { name: "¡Lo quiero ya!" })]);
  await card.getByRole("button", { name: "¡Lo quiero ya!" }).click();
  await expect(card.getByRole("link", { name: "Ir a pagar" })).toBeVisible();
  await expectNothingCovered(page, [
    card.getByRole("link", { name: "Ir a pagar" }),
    card.getByRole("link", { name: "Quiero más áreas" }),
  ]);
});

test("the WhatsApp button covers nothing on an area page with the area in the cart", async ({ page }) => {
  await page.goto("/areas/tratamientos-mujer/axilas", { waitUntil: "networkidle" });
  const main = page.getByRole("main");
  await expectNothingCovered(page, [main.getByRole("button", { name: "¡Lo quiero ya!" }).first()]);
  await main.getByRole("button", { name: "¡Lo quiero ya!" }).first().click();
  await expect(main.getByRole("link", { name: "Ir a pagar" }).first()).toBeVisible();
  await expectNothingCovered(page, [
    main.getByRole("link", { name: "Ir a pagar" }).first(),
    main.getByRole("button", { name: "Ver cuotas" }),
  ]);
});

test("the WhatsApp button covers nothing on the checkout", async ({ page }) => {
  await customerWithCart(page, "Renata", ["Axilas"]);
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();
  await expectNothingCovered(page, [page.getByRole("button", { name: "Pagar" })]);
});

test("an open dialog is above the WhatsApp button", async ({ page }) => {
  await page.goto("/areas/tratamientos-mujer/axilas", { waitUntil: "networkidle" });
  const button = whatsapp(page);
  // At the end of the page there is always room for it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Ver cuotas" }).click();
  const dialog = page.getByRole("dialog", { name: "Cuotas disponibles" });
  await expect(dialog).toBeVisible();
  if (await button.isVisible()) {
    const box = (await button.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) =>
        !!document.elementFromPoint(x, y)?.closest("dialog[open], [role=dialog], [data-backdrop]"),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeVisible();
});
