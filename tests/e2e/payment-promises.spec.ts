import { expect, test } from "../support/e2e-test.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

/**
 * The area card's promo, the 'Ver cuotas' dialog and the 'Medios de pago' page name the same cuotas, from the
 * shop settings (docs/decisions/0040). The checkout's side is in tests/integration/payment-promises-http.test.ts.
 */
const counts = (line: string) =>
  (/^([\d, y]+) cuotas/.exec(line)?.[1] ?? "")
    .split(/, | y /)
    .filter(Boolean)
    .map(Number);

test("an area with 12 cuotas: card, dialog and 'Medios de pago' agree", async ({ page }) => {
  await page.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Cavado completo", exact: true }) });
  const promo = await card.getByText(/Hasta \d+ cuotas sin interés de/).textContent();
  const promised = Number(/Hasta (\d+) cuotas/.exec(promo ?? "")?.[1]);
  expect(promised).toBe(6);

  await card.getByRole("link", { name: "Cavado completo", exact: true }).click();
  await page.getByRole("main").getByRole("button", { name: "Ver cuotas" }).click();
  const dialog = page.getByRole("dialog", { name: "Cuotas disponibles" });
  await expect(dialog).toBeVisible();
  const rows = await dialog
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") })
    .evaluateAll((trs) =>
      trs.map((tr) => ({
        installments: Number(tr.querySelector("th")?.textContent),
        free: /Sin interés/.test(tr.textContent ?? ""),
      })),
    );
  const dialogFree = rows.filter((r) => r.free && r.installments > 1).map((r) => r.installments);
  const dialogCharged = rows.filter((r) => !r.free).map((r) => r.installments);
  expect(Math.max(...dialogFree)).toBe(promised);
  await screenshots(page, "area-cuotas-dialog");
  await page.keyboard.press("Escape");

  await page.goto("/medios-de-pago", { waitUntil: "networkidle" });
  const lines = await page.locator("[data-installment-lines] li").allTextContents();
  const pageFree = lines.filter((l) => l.includes("sin interés")).flatMap(counts);
  const pageCharged = lines.filter((l) => l.includes("con un interés")).flatMap(counts);
  expect(pageFree).toEqual(dialogFree);
  expect(pageCharged).toEqual(dialogCharged);
  await expect(page.locator("[data-card-brands] li")).toHaveText([
    "Visa",
    "Visa Débito",
    "Mastercard",
    "Maestro",
    "Argencard",
    "American Express",
  ]);
  await screenshots(page, "medios-de-pago");
});
