// Full-page screenshots of the storefront at phone and desktop width, into docs/screenshots/.
// Usage: node scripts/screenshots.mjs [http://localhost:3000] (the address the shop names, as its forms check the origin)
// Without an address it starts the shop on a free port with a fresh demo database, and stops it afterwards.
// The checkout and 'Mi cuenta' need the local mailbox (/dev/mail) to verify the demo customer's account.
/* global document -- the functions given to page.evaluate run in the page */
import path from "node:path";
import {
  axilasId,
  cartWithAxilas,
  ensureCustomer,
  launchBrowser,
  logIn,
  root,
  shoot,
  shopAt,
  WIDTHS,
} from "./screenshot-kit.mjs";

const outDir = path.join(root, "docs/screenshots");

const PAGES = [
  ["home", "/"],
  ["areas", "/areas/tratamientos-mujer"],
  ["area", "/areas/tratamientos-mujer/axilas"],
  ["blog-nota", "/blog/cuidados-despues-del-laser"],
  ["quienes-somos", "/quienes-somos"],
  ["prensa", "/prensa"],
  ["locales", "/locales"],
  // A branch with its team, photos, hours and the way there.
  ["local", "/local?sucursal=candela-palermo"],
  // A branch that does not sell online yet: its page says to phone it (docs/decisions/0063).
  ["local-sin-venta-online", "/local?sucursal=candela-rosario-centro"],
];

async function checkoutAndAccount(browser, base, width, productId) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "es-AR" });
  const page = await context.newPage();
  await logIn(page, base);
  await cartWithAxilas(page, base, productId);

  await page.goto(`${base}/shop/checkout`, { waitUntil: "networkidle" });
  // A checkout left at 'Pago' by an earlier run opens there: back to the branch.
  if (await page.getByRole("heading", { name: "Pago", exact: true }).isVisible()) {
    await page.getByRole("button", { name: "Volver" }).click();
    await page.getByRole("button", { name: "Pagar" }).waitFor();
  }
  await shoot(page, outDir, "checkout-sucursal", width);

  const all = page.getByText("Ver todas las sucursales");
  if (await all.isVisible()) await all.click();
  await page.getByRole("button", { name: "Candela Palermo" }).waitFor();
  await shoot(page, outDir, "checkout-sucursales", width);
  await page.getByRole("button", { name: "Candela Palermo" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  await page.getByRole("heading", { name: "Pago", exact: true }).waitFor();
  // The card form is ready once the payment SDK has loaded the document types.
  await page.waitForFunction(() => {
    const select = [...document.querySelectorAll("select")].find((s) => s.value === "DNI");
    return Boolean(select);
  });
  await shoot(page, outDir, "checkout-pago", width);

  await page.goto(`${base}/my-account`, { waitUntil: "networkidle" });
  await shoot(page, outDir, "mi-cuenta", width);
  await context.close();
}

const given = process.argv[2];
const shop = await shopAt(given);
const browser = await launchBrowser();
try {
  const setup = await browser.newContext();
  await ensureCustomer(setup.request, shop.url);
  await setup.close();
  const productId = await axilasId(browser, shop.url);
  for (const width of WIDTHS) {
    console.log(`${width} px:`);
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "es-AR" });
    const page = await context.newPage();
    for (const [name, pathname] of PAGES) {
      await page.goto(`${shop.url}${pathname}`, { waitUntil: "networkidle" });
      await shoot(page, outDir, name, width);
    }
    await context.close();
    await checkoutAndAccount(browser, shop.url, width, productId);
  }
} finally {
  await browser.close();
  shop.stop();
}
