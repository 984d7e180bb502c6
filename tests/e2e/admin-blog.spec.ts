import { expect, test, type Page } from "../support/e2e-test.ts";
import { CONTENT_ADMIN_MESSAGES } from "#domain/content/messages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { adminMenu, signInAsNewStaffMember } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const EDITOR = `blog-${Date.now()}@candela.test`;
const EDITOR_PASSWORD = "clave de quien escribe el blog";
const TITLE = "Qué llevar el día de tu sesión";
const SLUG = `primera-sesion-${Date.now()}`;

/** The shop's page of the post answers and shows `text` (the page cache may be a second behind). */
async function shopShows(page: Page, text: string): Promise<boolean> {
  const res = await page.goto(`/blog/${SLUG}`);
  return res?.status() === 200 && ((await page.locator("main").textContent()) ?? "").includes(text);
}

test("an editor writes a post in the rich-text editor, previews it and publishes it; the shop shows it", async ({
  page,
}) => {
  await signInAsNewStaffMember(page, {
    email: EDITOR,
    name: "Redacción",
    role: "editor",
    password: EDITOR_PASSWORD,
  });

  await adminMenu(page).filter({ hasText: "Blog" }).click();
  await expectAccessible(page);
  await screenshots(page, "blog-list");
  await page.getByRole("link", { name: "Nueva nota" }).click();
  await expect(page.getByRole("toolbar", { name: "Formato del texto" })).toBeVisible();
  // The slug follows the title until it is edited.
  await page.getByRole("textbox", { name: "Título" }).fill(TITLE);
  const slug = page.getByRole("textbox", { name: "Slug (dirección)" });
  await expect(slug).toHaveValue("que-llevar-el-dia-de-tu-sesion");
  await slug.fill(SLUG);
  await page.getByRole("textbox", { name: "Título" }).fill(`${TITLE} `);
  await expect(slug).toHaveValue(SLUG);
  await page.getByRole("textbox", { name: "Título" }).fill(TITLE);
  await page.getByRole("textbox", { name: "Resumen" }).fill("Lo que conviene saber antes de empezar.");
  // A new image, uploaded from the editor with its alternative text.
  await page.getByLabel("O subí una nueva").setInputFiles("public/apple-touch-icon.png");
  await page.getByRole("textbox", { name: "Texto alternativo" }).fill("Bolso con toalla y protector solar");
  const body = page.getByRole("textbox", { name: "Texto de la nota" });
  await body.click();
  await page.keyboard.type("Llegá con la piel limpia. ");
  await page.getByRole("button", { name: "Negrita" }).click();
  await page.keyboard.type("No te expongas al sol");
  await page.getByRole("button", { name: "Negrita" }).click();
  await page.keyboard.type(" la semana anterior.");
  await expectAccessible(page);
  await screenshots(page, "blog-new");
  await page.getByRole("button", { name: "Guardar" }).click();

  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await expect(page.getByText(CONTENT_ADMIN_MESSAGES.draft, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("radio", { name: "La que tiene (Bolso con toalla y protector solar)" }),
  ).toBeChecked();
  await expect(
    page.getByRole("radio", { name: "Bolso con toalla y protector solar", exact: true }),
  ).toBeVisible();
  const shop = await page.context().newPage();
  expect((await shop.goto(`/blog/${SLUG}`))?.status()).toBe(404);

  await page.getByRole("link", { name: CONTENT_ADMIN_MESSAGES.preview }).click();
  await expect(page.getByText(CONTENT_ADMIN_MESSAGES.previewNotice)).toBeVisible();
  await expect(page.locator("strong", { hasText: "No te expongas al sol" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "blog-preview");
  await page.getByRole("link", { name: "Volver a la nota" }).click();

  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText(CONTENT_ADMIN_MESSAGES.live, { exact: true })).toBeVisible();
  await screenshots(page, "blog-edit");
  await expect.poll(() => shopShows(shop, "No te expongas al sol"), { timeout: 10_000 }).toBe(true);
  await expect(shop.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(shop.locator("main strong", { hasText: "No te expongas al sol" })).toBeVisible();

  // 'Despublicar' takes it off the shop again (and leaves the blog as the other journeys expect it).
  await page.getByRole("button", { name: "Despublicar" }).click();
  await expect(page.getByText(CONTENT_ADMIN_MESSAGES.draft, { exact: true })).toBeVisible();
  await expect.poll(async () => (await shop.goto(`/blog/${SLUG}`))?.status(), { timeout: 10_000 }).toBe(404);
});
