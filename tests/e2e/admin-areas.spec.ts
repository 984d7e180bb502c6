import { expect, test } from "../support/e2e-test.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { NEXT_SESSION } from "#domain/booking/next-session-messages.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { screenshots } from "../support/e2e-screenshots.ts";
import {
  adminMenu,
  choosePassword,
  signInAsOwner,
  signOut,
  staffSignIn as signIn,
} from "../support/e2e-staff.ts";

const EDITOR = `areas-${Date.now()}@candela.test`;
const EDITOR_PASSWORD = "clave de quien edita las áreas";
// An area no other journey reads, so its new price cannot upset them.
const AREA = "Brazos hombre";

const nbsp = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

test("an editor changes an area's price with 'Guardar' and the shop shows it", async ({ page }) => {
  // The owner (no second factor yet in a fresh shop) adds the editor.
  await signInAsOwner(page);
  await adminMenu(page).filter({ hasText: "Equipo" }).click();
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(EDITOR);
  await page.getByRole("combobox", { name: "Rol", exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(STAFF_MESSAGES.saved).first()).toBeVisible();
  await signOut(page);
  await choosePassword(page, EDITOR, /^Tu cuenta del equipo/, EDITOR_PASSWORD);
  await signIn(page, EDITOR, EDITOR_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);

  await adminMenu(page).filter({ hasText: "Áreas" }).click();
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await expectAccessible(page);
  await screenshots(page, "areas");
  await page.getByRole("searchbox", { name: "Buscar" }).fill(AREA);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/q=Brazos\+hombre/);
  await page.getByRole("link", { name: AREA, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: AREA })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "area-edit");

  // A field error first: nothing is saved and the message sits under the field.
  const price = page.getByRole("textbox", { name: "Precio", exact: true });
  await price.fill("setenta mil");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(price).toHaveAccessibleDescription(
    new RegExp(EDITOR_MESSAGES.money.replace(/[.()]/g, "\\$&")),
  );
  await expectAccessible(page);
  await screenshots(page, "area-edit-error");

  // A second tab opened at the same version, to save after the first one.
  const late = await page.context().newPage();
  await late.goto(page.url());

  // The body's interval between sessions is 45 to 60 days; a maximum below the minimum is refused.
  await price.fill("81.234,50");
  const interval = page.getByRole("group", { name: NEXT_SESSION.intervalLegend });
  await expect(interval).toHaveAccessibleDescription(NEXT_SESSION.intervalHelp);
  await expect(interval.getByRole("textbox", { name: NEXT_SESSION.intervalMin })).toHaveValue("45");
  const intervalMax = interval.getByRole("textbox", { name: NEXT_SESSION.intervalMax });
  await expect(intervalMax).toHaveValue("60");
  await intervalMax.fill("30");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(intervalMax).toHaveAccessibleDescription(NEXT_SESSION.intervalOrder);
  await expect(price).toHaveValue("81.234,50");
  await screenshots(page, "area-edit-interval-error");
  await intervalMax.fill("55");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await expect(price).toHaveValue("81.234,50");
  await expect(intervalMax).toHaveValue("55");

  await late.getByRole("textbox", { name: "Sesiones" }).fill("9");
  await late.getByRole("button", { name: "Guardar" }).click();
  const stale = late.getByRole("alert").filter({ hasText: EDITOR_MESSAGES.staleTitle });
  await expect(stale).toContainText(EDITOR);
  await expectAccessible(late);
  await late.reload();
  await expect(late.getByRole("textbox", { name: "Precio", exact: true })).toHaveValue("81.234,50");
  await expect(late.getByRole("textbox", { name: "Sesiones" })).toHaveValue("8");
  await late.close();

  // The shop's page cache follows the content version within a second: poll the page, no fixed wait.
  const shopPath = await page.getByRole("link", { name: "Ver en la tienda" }).getAttribute("href");
  await expect
    .poll(
      async () => {
        const res = await page.request.get(shopPath!);
        return nbsp(await res.text()).includes("$ 81.234,50");
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  await page.goto(shopPath!);
  await expect(page.getByRole("main").getByText("$ 81.234,50").first()).toBeVisible();
});

test("categories are reordered with 'Subir' from the keyboard", async ({ page }) => {
  await signIn(page, EDITOR, EDITOR_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.goto("/admin/categorias");
  const items = page.getByRole("region", { name: "Orden y nombres" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expectAccessible(page);
  await screenshots(page, "categories");
  const names = async () =>
    (await items.locator("p.font-semibold").allTextContents()).map((t) =>
      t.replace(/^\d+\.\s*/, "").replace(/\s*\(.*\)$/, ""),
    );
  const before = await names();
  const up = page.getByRole("button", { name: `Subir ${before[1]}` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  // Put it back, so the shop's order is as the other journeys expect.
  await page.getByRole("button", { name: `Subir ${before[0]}` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(names).toEqual(before);
});

test("an editor writes an area's FAQ and sees it on the shop", async ({ page }) => {
  const question = "¿Puedo ir a la pileta después de la sesión?";
  const answer = "Esperá 48 horas: el cloro irrita la piel recién tratada.";
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, EDITOR, EDITOR_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.goto(`/admin/areas?q=${encodeURIComponent(AREA)}`);
  await page.getByRole("link", { name: AREA, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: AREA })).toBeVisible();
  await page.getByRole("textbox", { name: "Qué esperar" }).fill("Cada sesión dura unos quince minutos.");
  await page.getByRole("textbox", { name: "Pregunta 1", exact: true }).fill(question);
  await page.getByRole("textbox", { name: "Respuesta 1", exact: true }).fill(answer);
  await page.getByRole("textbox", { name: "Contraindicaciones" }).fill("Embarazo y piel bronceada.");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Pregunta 1", exact: true })).toHaveValue(question);
  await expectAccessible(page);
  await screenshots(page, "area-edit-content");

  const shopPath = await page.getByRole("link", { name: "Ver en la tienda" }).getAttribute("href");
  await expect
    .poll(async () => (await (await page.request.get(shopPath!)).text()).includes(answer), { timeout: 5_000 })
    .toBe(true);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(shopPath!);
    const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
    await expect(page.getByRole("heading", { level: 2, name: "Qué esperar" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Contraindicaciones" })).toBeVisible();
    await expect(faq.getByText(answer)).toBeHidden();
    await faq.getByText(question).click();
    await expect(faq.getByText(answer)).toBeVisible();
  }
  await expectAccessible(page);
  await screenshots(page, "area-page-faq");
});
