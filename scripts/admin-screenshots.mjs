// Full-page screenshots of every back-office page at phone and desktop width, into docs/screenshots/admin/.
// Usage: node scripts/admin-screenshots.mjs [http://localhost:3000] (with an address, ADMIN_EMAIL and
// ADMIN_PASSWORD name the staff account to sign in with). Without one it starts the shop with a fresh demo
// database, signs in as the demo owner with the password the first start prints, and buys Axilas as the demo
// customer first, so the sales pages have a sale to show.
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

const outDir = path.join(root, "docs/screenshots/admin");

/** The menu's pages, and for a list the first thing it links to (its editor or its detail). */
const PAGES = [
  ["inicio", "/admin/"],
  ["ventas", "/admin/ventas", "venta"],
  ["arrepentimientos", "/admin/arrepentimientos"],
  ["facturas", "/admin/facturas"],
  ["agenda", "/admin/agenda", "agenda-sucursal"],
  ["clientes", "/admin/clientes", "cliente"],
  ["areas", "/admin/areas", "area"],
  ["categorias", "/admin/categorias"],
  ["imagenes", "/admin/imagenes"],
  ["blog", "/admin/blog", "nota"],
  ["prensa", "/admin/prensa"],
  ["promociones", "/admin/promociones"],
  ["promociones-reglas", "/admin/promociones/reglas"],
  ["campanas", "/admin/campanas", "campana"],
  ["paginas", "/admin/paginas", "pagina"],
  ["codigos", "/admin/codigos", "codigo"],
  ["sucursales", "/admin/sucursales", "sucursal"],
  ["franquicias", "/admin/franquicias", "franquicia"],
  ["mensajes", "/admin/mensajes"],
  ["correos", "/admin/correos"],
  ["resenas", "/admin/resenas"],
  ["equipo", "/admin/equipo"],
  ["ajustes", "/admin/ajustes"],
  ["auditoria", "/admin/auditoria"],
  ["cuenta", "/admin/cuenta"],
];

/** Axilas bought at Candela Palermo with the sandbox's approving Visa, in one payment. */
async function buyAxilas(browser, base) {
  const context = await browser.newContext({ locale: "es-AR" });
  const page = await context.newPage();
  await logIn(page, base);
  await cartWithAxilas(page, base, await axilasId(browser, base));
  await page.goto(`${base}/shop/checkout`, { waitUntil: "networkidle" });
  await page.getByText("Ver todas las sucursales").click();
  await page.getByRole("button", { name: "Candela Palermo" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  // The card form is ready once the payment SDK has loaded the document types.
  await page.waitForFunction(() => [...document.querySelectorAll("select")].some((s) => s.value === "DNI"));
  const field = (name) => page.getByRole("textbox", { name, exact: true });
  await field("Nombre del titular").fill("APRO");
  await field("Número de tarjeta").fill("4509953566233704");
  await field("Mes de vencimiento").fill("11");
  await field("Año de vencimiento").fill("30");
  await field("Código de seguridad").fill("123");
  await page.getByRole("radio", { name: /^1 pago de/ }).check();
  await field("Dirección").fill("Av. Santa Fe 1234");
  await field("Piso, departamento u otra referencia").fill("3° B");
  await field("Ciudad").fill("Ciudad Autónoma de Buenos Aires");
  await field("Código postal").fill("C1425");
  await page
    .getByRole("combobox", { name: "Provincia" })
    .selectOption({ label: "Ciudad Autónoma de Buenos Aires" });
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Confirmar Pago" }).click();
  await page.getByRole("heading", { name: "¡Tu pago fue aprobado!" }).waitFor({ timeout: 30_000 });
  await context.close();
}

async function staffSignIn(page, base, email, password) {
  await page.goto(`${base}/admin/login`, { waitUntil: "networkidle" });
  await page.getByRole("textbox", { name: /^E-?mail$/i }).fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));
}

const given = process.argv[2];
const shop = await shopAt(given);
const browser = await launchBrowser();
try {
  const email = given ? process.env.ADMIN_EMAIL : "dueno@candela.test";
  const password = given ? process.env.ADMIN_PASSWORD : /Contraseña: (\S+)/.exec(shop.output())?.[1];
  if (!email || !password) throw new Error("no staff account to sign in with (ADMIN_EMAIL, ADMIN_PASSWORD)");
  if (!given) {
    const setup = await browser.newContext();
    await ensureCustomer(setup.request, shop.url);
    await setup.close();
    await buyAxilas(browser, shop.url);
  }
  for (const width of WIDTHS) {
    console.log(`${width} px:`);
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "es-AR" });
    const page = await context.newPage();
    await staffSignIn(page, shop.url, email, password);
    for (const [name, pathname, detail] of PAGES) {
      await page.goto(`${shop.url}${pathname}`, { waitUntil: "networkidle" });
      await shoot(page, outDir, name, width);
      if (!detail) continue;
      const base = pathname.replace(/\/$/, "");
      const hrefs = await page
        .locator(`section[aria-labelledby="admin-page-title"] a[href^="${base}/"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const href = hrefs.find((h) => !/\/(exportar|nuevo|nueva|reglas)(\?|$)/.test(h));
      if (!href) {
        console.log(`  (${name}: nothing listed to open)`);
        continue;
      }
      await page.goto(`${shop.url}${href}`, { waitUntil: "networkidle" });
      await shoot(page, outDir, detail, width);
    }
    await context.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
