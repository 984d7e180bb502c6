import { expect, test } from "../support/e2e-test.ts";
import sharp from "sharp";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { adminMenu, signInAsNewStaffMember } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const EDITOR = `imagenes-${Date.now()}@candela.test`;
const EDITOR_PASSWORD = "clave de quien sube las imágenes";
// An area no other journey reads.
const AREA = "Nuca";
const ALT = "Sesión de depilación en la nuca";

test("an editor uploads an image with 'Subir', makes it an area's main image, and the shop serves it with srcset", async ({
  page,
}) => {
  await signInAsNewStaffMember(page, {
    email: EDITOR,
    name: "Imágenes",
    role: "editor",
    password: EDITOR_PASSWORD,
  });

  await adminMenu(page).filter({ hasText: "Imágenes" }).click();
  // A script named like a photo is refused by what it is.
  await page.getByLabel(/^Imagen\*?$/).setInputFiles({
    name: "foto.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("#!/bin/sh\necho hola\n"),
  });
  await page.getByRole("textbox", { name: "Texto alternativo" }).fill(ALT);
  await page.getByRole("button", { name: "Subir" }).click();
  await expect(page.getByLabel(/^Imagen\*?$/)).toHaveAccessibleDescription(
    new RegExp(MEDIA_MESSAGES.notImage.replace(/[.()]/g, "\\$&")),
  );
  await expectAccessible(page);
  await screenshots(page, "images-error");

  const photo = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: "#c9a0dc" } })
    .png()
    .toBuffer();
  await page
    .getByLabel(/^Imagen\*?$/)
    .setInputFiles({ name: "nuca.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("textbox", { name: "Texto alternativo" }).fill(ALT);
  await page.getByRole("button", { name: "Subir" }).click();
  await expect(page.getByRole("status").filter({ hasText: MEDIA_MESSAGES.uploaded })).toBeVisible();
  await expect(page.getByRole("img", { name: ALT })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "images");

  await adminMenu(page).filter({ hasText: "Áreas" }).click();
  await page.getByRole("searchbox", { name: "Buscar" }).fill(AREA);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.getByRole("link", { name: AREA, exact: true }).click();
  await page
    .getByRole("combobox", { name: "Imagen principal de la biblioteca" })
    .selectOption({ label: ALT });
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await screenshots(page, "area-with-image");

  const shop = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await shop.goto("/areas/tratamientos-hombre/nuca");
        return shop.locator("main picture img").first().getAttribute("srcset");
      },
      { timeout: 10_000 },
    )
    .toMatch(/\/uploads\/media\/[0-9a-f-]{36}\/320\.webp 320w/);
  const shown = shop.locator("main picture img").first();
  await expect(shown).toHaveJSProperty("complete", true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/uploads\/media\/.+\.(avif|webp)$/,
  );
  await screenshots(shop, "shop-area");

  // The image the area shows cannot be deleted; an image nothing shows can.
  await adminMenu(page).filter({ hasText: "Imágenes" }).click();
  await page.getByRole("button", { name: `Borrar ${ALT}` }).click();
  await page
    .getByRole("region", { name: MEDIA_MESSAGES.removeAsk(ALT) })
    .getByRole("button", { name: MEDIA_MESSAGES.remove, exact: true })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: MEDIA_MESSAGES.inUse("áreas") })).toBeVisible();
  await page
    .getByLabel(/^Imagen\*?$/)
    .setInputFiles({ name: "prueba.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("textbox", { name: "Texto alternativo" }).fill("Una prueba que sobra");
  await page.getByRole("button", { name: "Subir" }).click();
  await expect(page.getByRole("img", { name: "Una prueba que sobra" })).toBeVisible();
  await page.getByRole("button", { name: "Borrar Una prueba que sobra" }).click();
  const ask = page.getByRole("region", { name: MEDIA_MESSAGES.removeAsk("Una prueba que sobra") });
  await expect(ask).toContainText(MEDIA_MESSAGES.removeAskText);
  await ask.getByRole("button", { name: MEDIA_MESSAGES.remove, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: MEDIA_MESSAGES.removed })).toBeVisible();
  await expect(page.getByRole("img", { name: "Una prueba que sobra" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: ALT })).toBeVisible();
  await expectAccessible(page);
});
