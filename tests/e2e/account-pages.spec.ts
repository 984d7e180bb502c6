import { type BrowserContext, expect, test } from "../support/e2e-test.ts";
import { todayIso } from "#domain/accounts/dates.ts";
import { expectAccessible } from "../support/a11y.ts";
import { E2E_PASSWORD, logIn, verifiedAccount } from "../support/e2e-account.ts";

test("account pages send anonymous visitors to login and back, and signed-in ones away from login", async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request);
  await page.goto("/my-account/order/payments", { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/\/account-login\?next=%2Fmy-account%2Forder%2Fpayments$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/my-account\/order\/payments$/);
  await expect(page.getByRole("heading", { name: "Mis pagos" })).toBeVisible();
  await expect(page.getByText("No se encontraron resultados.")).toBeVisible();

  await page.goto("/account-login", { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/\/areas$/);
  await page.goto("/account-register?next=/my-account/profile", { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await page.goto("/account-login?next=https://example.org/", { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/areas$/);

  await page.goto("/my-account/order/products", { waitUntil: "networkidle" });
  await expect(page.getByText("Atención, no pudimos encontrar resultados.")).toBeVisible();
  await page.goto("/my-account/maintenance", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Mantenimiento" })).toBeVisible();
});

test("the register form checks each field left changed, in the browser, with the SPEC's messages", async ({
  page,
}) => {
  await page.goto("/account-register", { waitUntil: "networkidle" });
  await page.getByLabel("Nombre").fill("Ana");
  await page.getByLabel("Apellido").fill("Pérez2");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).focus();
  await page.getByLabel("Celular").focus();
  // Passing through 'E-mail' without typing leaves it alone (decision 0062).
  await expect(page.getByText("Campo requerido")).toHaveCount(0);
  await expect(page.getByText("Ingresá sólo letras y espacios")).toHaveCount(1);
  await expect(page.getByLabel("Apellido")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nombre")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Celular").fill("0115555666");
  await page.getByLabel("Contraseña").focus();
  await expect(page.getByText('Sólo números, sin el "0" inicial.')).toBeVisible();
  await page.getByLabel("Contraseña").fill("abc");
  await page.getByLabel("Número de documento").focus();
  await expect(page.getByText("La contraseña no cumple el patrón necesario")).toBeVisible();
  await expect(
    page.getByText("6 a 64 caracteres, al menos 1 mayúscula, 1 minúscula y 1 número"),
  ).toBeVisible();
  // Submitting shows every remaining problem, without a round trip.
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Campo requerido")).toHaveCount(3);
  await expect(page).toHaveURL(/\/account-register$/);
});

test.describe("before the scripts have loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the register form works as a plain form post", async ({ page }) => {
    await page.goto("/account-register");
    await page.getByLabel("Nombre").fill("Nora");
    await page.getByLabel("Apellido").fill("Quiroga");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`sinjs-${Date.now()}@example.com`);
    await page.getByLabel("Número de documento").fill("28999111");
    await page.getByLabel("Celular").fill("1155550000");
    await page.getByLabel("Contraseña").fill("Abc12");
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText("La contraseña no cumple el patrón necesario")).toBeVisible();
    await page.getByLabel("Contraseña").fill(E2E_PASSWORD);
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByRole("heading", { name: "Hola Nora" })).toBeVisible();
  });

  test("the forgot-password link shows the reset form in the page", async ({ page }) => {
    await page.goto("/account-login");
    await page.getByRole("link", { name: "Olvidé mi contraseña" }).click();
    await expect(page.getByRole("heading", { name: "¿Has olvidado tu contraseña?" })).toBeVisible();
    await page.getByRole("textbox", { name: "E-mail" }).last().fill("quien-sea@example.com");
    await page.getByRole("button", { name: "Restablecer contraseña" }).click();
    await expect(
      page.getByText("Hemos enviado a tu e-mail un enlace para restablecer la contraseña."),
    ).toBeVisible();
  });
});

test("the birthdate picker is in dd/mm/aaaa and refuses days after today", async ({ page, request }) => {
  const email = await verifiedAccount(request);
  await page.goto("/account-login?next=/my-account/profile", { waitUntil: "networkidle" });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  const field = page.getByRole("group", { name: "Fecha de nacimiento" });
  await expect(field.getByRole("spinbutton")).toHaveText(["dd", "mm", "aaaa"]);
  await field.getByRole("button", { name: /Abrir calendario/ }).click();
  const calendar = page.getByRole("dialog").getByRole("grid");
  await expect(calendar).toBeVisible();
  // "Today" on the shop's calendar (Buenos Aires), as the picker reckons it.
  const [year, month, day] = todayIso().split("-").map(Number) as [number, number, number];
  // It opens decades back: this month is chosen with the year and the month.
  await page.getByRole("dialog").getByRole("combobox", { name: "Año" }).selectOption(String(year));
  await page.getByRole("dialog").getByRole("combobox", { name: "Mes" }).selectOption(String(month));
  // Today can be chosen; the days after it cannot, and the next month cannot be reached.
  const enabled = calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])');
  const disabled = calendar.locator('[role="gridcell"] [aria-disabled="true"]:not([data-outside-month])');
  await expect(enabled.first()).toBeVisible();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  await expect(disabled).toHaveCount(daysInMonth - day);
  await expect(page.getByRole("dialog").getByRole("button", { name: "Siguiente" }).first()).toBeDisabled();
  await page.keyboard.press("Escape");
});

const ANONYMOUS_PAGES = ["/account-login", "/account-register"];
const SIGNED_IN_PAGES = [
  "/my-account",
  "/my-account/profile",
  "/my-account/order/products",
  "/my-account/order/payments",
  "/my-account/maintenance",
  "/account-password",
];

// One test per page and width, each with its own time budget; the signed-in ones share one session.
for (const width of [390, 1366]) {
  test.describe(`accessibility of the account pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    let storageState: Awaited<ReturnType<BrowserContext["storageState"]>>;

    test.beforeAll(async ({ browser, request }) => {
      const email = await verifiedAccount(request);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto("/account-login", { waitUntil: "networkidle" });
      await logIn(page, email);
      await expect(page).toHaveURL(/\/areas$/);
      storageState = await context.storageState();
      await context.close();
    });

    for (const path of ANONYMOUS_PAGES) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" });
        await expectAccessible(page, path);
      });
    }

    test("the forgot-password dialog has no serious or critical violation", async ({ page }) => {
      await page.goto("/account-login", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Olvidé mi contraseña" }).click();
      await expect(page.getByRole("dialog", { name: "¿Has olvidado tu contraseña?" })).toBeVisible();
      await expectAccessible(page, "forgot-password dialog");
    });

    for (const path of SIGNED_IN_PAGES) {
      test(`${path} (signed in) has no serious or critical violation`, async ({ browser }) => {
        const context = await browser.newContext({ storageState, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "networkidle" });
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
        await expectAccessible(page, path);
        await context.close();
      });
    }
  });
}
