// What the screenshot scripts share: a shop of their own, a page settled before it is shot, the PNG written.
/* global document, window -- the functions given to page.evaluate run in the page */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

export const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
export const WIDTHS = [390, 1366];
/** Longer pages are cut here, so a PNG stays a few hundred KB. */
const MAX_HEIGHT = 6000;

/** The shop on a free port with a fresh demo database; `output` is what it printed so far. */
export async function startShop() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "candela-screenshots-"));
  const port = 4700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += String(chunk)));
  await new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`the shop stopped (exit ${code})`)));
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("Candela lista en")) resolve(undefined);
    });
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://localhost:${port}`, stop, output: () => output };
}

/** Scrolls to the end and back so lazy images and the carousel load, then waits for the fonts. */
async function settle(page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

export async function shoot(page, outDir, name, width) {
  mkdirSync(outDir, { recursive: true });
  await settle(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const file = path.join(outDir, `${name}-${width}.png`);
  await page.screenshot({
    path: file,
    fullPage: true,
    scale: "css",
    animations: "disabled",
    clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
  });
  console.log(`  ${path.relative(root, file)}`);
}

/** The shop at the address given (the one it names, as its forms check the origin), or one of the script's own. */
export async function shopAt(given) {
  return given ? { url: given.replace(/\/$/, ""), stop: () => {}, output: () => "" } : startShop();
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

export const CUSTOMER = {
  name: "Sofía",
  surname: "Demo",
  email: "cliente@candela.test",
  password: "Clave123",
  identifire: "30123456",
};

/** The demo customer's account: registered and verified through the mailbox on the first run, reused after. */
export async function ensureCustomer(request, base) {
  const login = await request.post(`${base}/account-login`, {
    form: { email: CUSTOMER.email, password: CUSTOMER.password },
    maxRedirects: 0,
  });
  if (login.status() === 302 || login.status() === 303) return;
  const registered = await request.post(`${base}/account-register`, {
    form: {
      name: CUSTOMER.name,
      surname: CUSTOMER.surname,
      email: CUSTOMER.email,
      identifire: CUSTOMER.identifire,
      mobile_phone: "1145678901",
      password: CUSTOMER.password,
      terms: "on",
    },
  });
  if (!registered.ok()) throw new Error(`registering the demo customer answered ${registered.status()}`);
  for (let attempt = 0; attempt < 40; attempt++) {
    const list = await (await request.get(`${base}/dev/mail`)).text();
    const row = list
      .split("<tr>")
      .find((r) => r.includes(CUSTOMER.email) && r.includes("Verificá tu cuenta"));
    const id = row && /\/dev\/mail\/([^"/]+)\/text/.exec(row)?.[1];
    if (id) {
      const text = await (await request.get(`${base}/dev/mail/${id}/text`)).text();
      const link = /https?:\/\/\S+\/account-verify\/\S+/.exec(text)?.[0];
      if (!link) throw new Error("the verification mail has no link");
      await request.get(`${base}${new URL(link).pathname}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification mail for ${CUSTOMER.email} at ${base}/dev/mail`);
}

export async function logIn(page, base) {
  await page.goto(`${base}/account-login`, { waitUntil: "networkidle" });
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(CUSTOMER.email);
  await page.getByLabel("Contraseña").fill(CUSTOMER.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/account-login"));
}

/** Axilas' product id, read as a visitor with an empty cart sees its '¡Lo quiero ya!' form. */
export async function axilasId(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/areas/tratamientos-mujer`);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Axilas", exact: true }) });
  const holder = card.locator('input[name="productId"], [data-add-to-cart]').first();
  const id = (await holder.getAttribute("value")) ?? (await holder.getAttribute("data-add-to-cart"));
  await context.close();
  return id;
}

/** Axilas alone in the cart (taken out first, so a second run does not add a second one). */
export async function cartWithAxilas(page, base, productId) {
  await page.request.post(`${base}/shop/cart`, { form: { intent: "remove", productId } });
  const added = await page.request.post(`${base}/shop/cart`, { form: { intent: "add", productId } });
  if (!added.ok()) throw new Error(`adding Axilas to the cart answered ${added.status()}`);
}
