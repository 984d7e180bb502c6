/**
 * A payment's result shows right after that payment, and on reloads of its page; the cart icon, later, opens
 * the cart, not the old receipt. 'Guardar cambios' on the profile lands on the checkout, which says so.
 */
import { expect, test } from "../support/e2e-test.ts";
import { buyApproved, customerWithCart, RESULT_URL } from "../support/e2e-checkout.ts";

test("after paying, the result shows and survives a reload; the cart icon later opens the empty cart", async ({
  page,
}) => {
  await customerWithCart(page, "Mirta", ["Axilas"]);
  await buyApproved(page);

  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "¡Tu pago fue aprobado!" })).toBeVisible();
  const booking = page.getByRole("region", { name: "Cómo reservar tu turno" });
  await expect(
    booking.getByText(
      "Reservá tu turno desde Mi cuenta, con «Reservar turno»: elegís el día y el horario de cada sesión.",
    ),
  ).toBeVisible();
  await expect(
    booking.getByText("Si preferís, llamá a la sucursal en su horario y te reservamos el turno."),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "¡Tu pago fue aprobado!" })).toBeVisible();

  // 'Reservar turno' opens the booking page with the areas just bought.
  await booking.getByRole("link", { name: "Reservar turno" }).click();
  await expect(page.getByRole("heading", { name: "Reservar turno", level: 1 })).toBeVisible();
  await expect(page.getByText("Axilas").first()).toBeVisible();

  // Later, the cart icon: the empty cart, not the receipt.
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Carrito: 0 áreas" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByText("Tu carrito está vacío")).toBeVisible();
  await expect(page.getByText("Al parecer tu resumen de compra está vacío")).toBeVisible();
  await expect(page.getByRole("heading", { name: "¡Tu pago fue aprobado!" })).toHaveCount(0);
  await expect(page.getByText(/Código de transacción/)).toHaveCount(0);
});

test("'Guardar cambios' on the profile shows the checkout with 'Los datos fueron actualizados de manera correcta.'", async ({
  page,
}) => {
  await customerWithCart(page, "Perla", ["Bozo"]);
  await page.goto("/my-account/profile", { waitUntil: "networkidle" });
  await page.getByLabel("Apellido").fill("Ríos");
  const birthdate = page.getByRole("group", { name: "Fecha de nacimiento" });
  await birthdate.getByRole("spinbutton", { name: /día/ }).pressSequentially("03");
  await birthdate.getByRole("spinbutton", { name: /mes/ }).pressSequentially("09");
  await birthdate.getByRole("spinbutton", { name: /año/ }).pressSequentially("1988");
  await page.getByRole("button", { name: "Guardar cambios" }).click();

  await expect(page).toHaveURL(/\/shop\/checkout\?perfil=guardado$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Los datos fueron actualizados de manera correcta." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Eliminar Bozo" })).toBeVisible();

  // The checkout opened otherwise does not say it.
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Carrito: 1 área" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();
  await expect(page.getByText("Los datos fueron actualizados de manera correcta.")).toHaveCount(0);
});
