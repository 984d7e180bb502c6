import { expect, test, type Page } from "../support/e2e-test.ts";
import { logIn, verifiedAccount } from "../support/e2e-account.ts";

// A page kept for an earlier journey of the worker (up to 60 s) could expire between Ana's visit and Bea's: an
// address of this journey's own makes every kept page here one that Ana's first visit stored.
const LIST = `/areas/tratamientos-mujer?recorrido=${Date.now()}`;

/** Errors the page logs (a hydration mismatch among them) and the ones it throws. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function signIn(page: Page, email: string) {
  await page.goto("/account-login");
  await logIn(page, email);
  await expect(page).not.toHaveURL(/account-login/);
}

/** Loads `url` as a document; its x-cache header. */
async function load(page: Page, url: string): Promise<string | null> {
  const res = await page.goto(url, { waitUntil: "networkidle" });
  return res!.headers()["x-cache"] ?? null;
}

test("two customers get the kept pages, each with her own cart, and the page works after it loads", async ({
  browser,
  request,
}) => {
  const [ana, bea] = [await verifiedAccount(request, "Ana"), await verifiedAccount(request, "Bea")];
  const anaPage = await (await browser.newContext()).newPage();
  const beaPage = await (await browser.newContext()).newPage();
  const anaErrors = collectErrors(anaPage);
  const beaErrors = collectErrors(beaPage);
  await signIn(anaPage, ana);
  await signIn(beaPage, bea);

  // Ana adds an area; her next visits come from the cache, with her cart in the badge and on the card.
  await load(anaPage, LIST);
  const card = anaPage
    .getByRole("article")
    .filter({ has: anaPage.getByRole("button", { name: "¡Lo quiero ya!" }) });
  const first = card.first();
  const title = (await first.getByRole("heading").innerText()).trim();
  await first.getByRole("button", { name: "¡Lo quiero ya!" }).click();
  await expect(anaPage.getByRole("link", { name: "Carrito: 1 área" })).toBeVisible();
  // The worker's shop is shared with the journeys before this one: a content change one of them made just
  // before reaches the cache within its one-second bound and empties it once, after which the page is kept.
  await expect.poll(() => load(anaPage, LIST)).toBe("hit");
  await expect(anaPage.getByRole("link", { name: "Carrito: 1 área" })).toBeVisible();
  const hers = anaPage.getByRole("article").filter({ hasText: title });
  await expect(hers.getByRole("link", { name: "Ir a pagar" })).toBeVisible();
  await expect(anaPage.getByRole("link", { name: "Ir a pagar" })).toHaveCount(1);

  // Bea gets the same kept page with her empty cart.
  expect(await load(beaPage, LIST)).toBe("hit");
  await expect(beaPage.getByRole("link", { name: "Carrito: 0 áreas" })).toBeVisible();
  await expect(beaPage.getByRole("link", { name: "Ir a pagar" })).toHaveCount(0);
  await expect(beaPage.getByRole("link", { name: "Mi cuenta" }).first()).toBeVisible();

  // The kept page is a working page: Ana adds a second area from it and moves on without a reload.
  await anaPage.getByRole("button", { name: "¡Lo quiero ya!" }).first().click();
  await expect(anaPage.getByRole("link", { name: "Carrito: 2 áreas" })).toBeVisible();
  await anaPage.getByRole("link", { name: "Carrito: 2 áreas" }).click();
  await expect(anaPage).toHaveURL(/\/shop\/checkout$/);
  await expect(anaPage.getByText("2 Áreas")).toBeVisible();

  expect(anaErrors).toEqual([]);
  expect(beaErrors).toEqual([]);
});
