import { expect, test } from "../support/e2e-test.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { STORE_TRUST_MESSAGES as T } from "#domain/stores/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { adminMenu, signInAsOwner } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const LEAD = "Directora médica: Dra. Ana Pérez — M.N. 123456";

test("staff name a branch's medical director on a phone; the branch page shows her and the way there; the area page keeps buying in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsOwner(page);
  await page.getByRole("button", { name: "Menú" }).click();
  await adminMenu(page).filter({ hasText: "Sucursales" }).click();
  await page.getByRole("link", { name: "Candela Neuquén", exact: true }).click();
  await expect(page.getByText(T.teamEmpty)).toBeVisible();
  await page.getByRole("button", { name: T.teamAdd }).click();
  await page.getByRole("textbox", { name: "Nombre y apellido (1)" }).fill("Ana Pérez");
  await page
    .getByRole("combobox", { name: "Puesto (1)" })
    .selectOption({ label: "Directora médica / Director médico" });
  await page.getByRole("combobox", { name: "Trato (1)" }).selectOption({ label: T.genderF });
  await page.getByRole("combobox", { name: "Matrícula (1)" }).selectOption({ label: T.licenceNational });
  // Without the number the save is refused, in Spanish, under the field.
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(T.licenceNumberMissing)).toBeVisible();
  await page.getByRole("textbox", { name: "Número de matrícula (1)" }).fill("123456");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nombre y apellido (1)" })).toHaveValue("Ana Pérez");
  await expectAccessible(page);
  await screenshots(page, "branch-team-editor");

  // The branch page (kept at most a second) names her, and 'Cómo llegar' goes to the stored place on a map.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => {
      await page.goto("/local?sucursal=candela-neuquen");
      return page.getByText(LEAD).count();
    })
    .toBe(1);
  await expect(page.getByRole("link", { name: /^Cómo llegar/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=-38.953012%2C-68.059508",
  );
  await expect(page.getByText(/^(Abierto|Cerrado) ahora$/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "branch-page");

  // On a desktop the area's buy block stays in view while the questions scroll by.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/areas/tratamientos-mujer/axilas");
  await page.getByRole("heading", { name: "Contraindicaciones" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Contraindicaciones" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "¡Lo quiero ya!" }).first()).toBeInViewport();
  await page.getByText("¿Duele?").click();
  await expect(
    page.getByText(/Con la tecnología Soprano la mayoría siente apenas un calor suave/),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "area-page");
});
