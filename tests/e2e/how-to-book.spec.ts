/** How to book, said one way: the area page's 'Cómo comprar' tab and the terms. */
import { expect, test } from "../support/e2e-test.ts";

const HOW_TO_BUY = [
  "Elegí tus áreas y sumalas con «¡Lo quiero ya!».",
  "Elegí la sucursal donde vas a hacer el tratamiento.",
  "Pagá online con tarjeta, en cuotas cuando el área lo permite.",
  "Reservá tu turno desde Mi cuenta, con «Reservar turno», o llamando a la sucursal.",
];

test("'Cómo comprar' lists the steps in the order the shop asks for them, and how to book", async ({
  page,
}) => {
  await page.goto("/areas/tratamientos-mujer/axilas", { waitUntil: "networkidle" });
  const main = page.getByRole("main");
  await main.getByRole("tab", { name: "Cómo comprar" }).click();
  await expect(main.getByRole("tabpanel").getByRole("listitem")).toHaveText(HOW_TO_BUY);
  await main.getByRole("tab", { name: "Descripción" }).click();
  await expect(main.getByRole("tabpanel")).not.toContainText("e-mail");
});

test("the terms say how to book", async ({ page }) => {
  await page.goto("/terminos-y-condiciones");
  await expect(
    page.getByText(
      "Una vez acreditado el pago, reservás tu turno desde Mi cuenta, con «Reservar turno», o llamando a la sucursal.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/e-mail para reservar/)).toHaveCount(0);
});
