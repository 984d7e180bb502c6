import { expect, test } from "../support/e2e-test.ts";
import { todayIso } from "#domain/accounts/dates.ts";
import { logIn, verifiedAccount } from "../support/e2e-account.ts";
import { customerWithCart, field, toPaymentStep } from "../support/e2e-checkout.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test.describe("checkout step 0 on a phone", () => {
  test("'Pagar' is within two screens of the top, not past every branch", async ({ page }) => {
    await customerWithCart(page, "Valentina", ["Axilas"]);
    await page.goto("/shop/checkout", { waitUntil: "networkidle" });
    const pay = page.getByRole("button", { name: "Pagar" });
    await expect(pay).toBeVisible();
    const top = await pay.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * PHONE.height);
    // The whole list of branches is still one tap away.
    await page.getByText("Ver todas las sucursales").click();
    await expect(page.getByRole("button", { name: "Candela Palermo" })).toBeVisible();
  });

  test("a branch that does not sell online cannot be pressed; its page says to phone it", async ({
    page,
  }) => {
    await customerWithCart(page, "Ximena", ["Axilas"]);
    await page.goto("/shop/checkout", { waitUntil: "networkidle" });
    const pay = page.getByRole("button", { name: "Pagar" });
    await expect(pay).toBeDisabled();
    await expect(page.getByText("Elegí una sucursal para continuar.")).toBeVisible();
    await page.getByText("Ver todas las sucursales").click();
    await expect(page.getByRole("button", { name: "Candela Palermo" })).toBeVisible();
    for (const name of [
      "Candela Rosario Centro",
      "Candela Fisherton",
      "Candela Santa Fe",
      "Candela Neuquén",
    ]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
      const item = page.getByRole("listitem").filter({ hasText: name });
      await expect(item).toBeVisible();
      // Nothing in it chooses the branch: its only control is the phone.
      await expect(item.getByRole("button")).toHaveCount(0);
      await expect(item.getByRole("link")).toHaveAttribute("href", /^tel:/);
    }
    await page
      .getByRole("listitem")
      .filter({ hasText: "Candela Rosario Centro" })
      .getByText("Candela Rosario Centro")
      .click();
    await expect(page.getByRole("dialog", { name: "Sucursal no disponible" })).toHaveCount(0);
    await expect(page.getByText(/Sucursal elegida/)).toHaveCount(0);
    await expect(pay).toBeDisabled();
    await screenshots(page, "checkout-branches-phone");

    await page.goto("/local?sucursal=candela-rosario-centro");
    await expect(
      page.getByText("Esta sucursal todavía no vende online: llamanos al 0341 424-5560."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "0341 424-5560" }).first()).toHaveAttribute(
      "href",
      "tel:03414245560",
    );
    await page.goto("/local?sucursal=candela-palermo");
    await expect(page.getByText(/todavía no vende online/)).toHaveCount(0);
  });

  test("a branch is found by typing part of its name in 'Sucursal', then 'Pagar'", async ({ page }) => {
    await customerWithCart(page, "Paula", ["Axilas"]);
    await page.goto("/shop/checkout", { waitUntil: "networkidle" });
    const combo = page.getByRole("combobox", { name: "Sucursal" });
    await combo.fill("paler");
    await page.getByRole("option", { name: /Candela Palermo/ }).click();
    await expect(page.getByText("Sucursal elegida: Candela Palermo")).toBeVisible();
    await expect(combo).toHaveValue("Candela Palermo");
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
  });

  test("the branch list works without JavaScript", async ({ browser, page }) => {
    const email = await customerWithCart(page, "Noelia", ["Axilas"]);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const plain = await context.newPage();
    await plain.goto("/account-login?next=%2Fshop%2Fcheckout");
    await plain.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await plain.getByLabel("Contraseña").fill("Clave123");
    await plain.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(plain).toHaveURL(/\/shop\/checkout$/);
    await plain.getByText("Ver todas las sucursales").click();
    await plain.getByRole("button", { name: "Candela Palermo" }).click();
    await expect(plain.getByText("Sucursal elegida: Candela Palermo")).toBeVisible();
    await context.close();
  });
});

test("the active account tab is always in view on a phone", async ({ page, request }) => {
  const email = await verifiedAccount(request, "Abril");
  await page.goto("/account-login?next=/my-account", { waitUntil: "networkidle" });
  await logIn(page, email);
  await expect(page).toHaveURL(/^[^?]*\/my-account$/);
  for (const path of ["/my-account/maintenance", "/my-account/order/payments", "/my-account"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Mi cuenta" });
    const active = nav.locator('a[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toBeInViewport({ ratio: 1 });
    // No tab is cut off: the bar does not hide any of them out of its width.
    const cut = await nav.locator("a, button").evaluateAll((items) =>
      items
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < 0 || r.right > window.innerWidth;
        })
        .map((el) => el.textContent),
    );
    expect(cut, path).toEqual([]);
  }
});

test("the birthdate picker opens thirty years back with a month and a year to choose", async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, "Celeste");
  await page.goto("/account-login?next=/my-account/profile", { waitUntil: "networkidle" });
  await logIn(page, email);
  const group = page.getByRole("group", { name: "Fecha de nacimiento" });
  await group.getByRole("button", { name: /Abrir calendario/ }).click();
  const dialog = page.getByRole("dialog");
  const [year, month] = todayIso().split("-").map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat("es-AR", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
  await expect(dialog.getByRole("heading")).toHaveText(`${monthName} de ${year - 30}`);
  await expect(dialog.getByRole("heading")).toHaveCSS("text-transform", "none");
  await dialog.getByRole("combobox", { name: "Año" }).selectOption("1990");
  await dialog.getByRole("combobox", { name: "Mes" }).selectOption({ label: "marzo" });
  await expect(dialog.getByRole("heading")).toHaveText("marzo de 1990");
  await dialog
    .getByRole("grid")
    .getByRole("button", { name: /\b15 de marzo/ })
    .click();
  await expect(page.locator('input[name="birthdate"]')).toHaveValue("1990-03-15");
  // Typing the date still works.
  await group.getByRole("spinbutton", { name: /día/ }).pressSequentially("02");
  await group.getByRole("spinbutton", { name: /mes/ }).pressSequentially("11");
  await group.getByRole("spinbutton", { name: /año/ }).pressSequentially("1985");
  await expect(page.locator('input[name="birthdate"]')).toHaveValue("1985-11-02");
});

test("the card number is grouped in fours as it is typed, and the payment still goes through", async ({
  page,
}) => {
  await customerWithCart(page, "Milagros", ["Axilas"]);
  await toPaymentStep(page);
  const number = field(page, "Número de tarjeta");
  await number.pressSequentially("4509953566233704");
  await expect(number).toHaveValue("4509 9535 6623 3704");
  await expect(page.getByText("Visa", { exact: true })).toBeVisible();
  await number.fill("");
  await number.pressSequentially("371449635398431");
  await expect(number).toHaveValue("3714 496353 98431");
});
