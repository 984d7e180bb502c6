import { expect, test } from "../support/e2e-test.ts";
import { customerWithCart } from "../support/e2e-checkout.ts";

const COMBOBOX_CHUNK = /\/assets\/store-combobox-[^/]+\.js$/;

test("'Sucursal' fetches its dropdown when approached, keeping what was typed meanwhile", async ({
  page,
}) => {
  await customerWithCart(page, "Agustina", ["Axilas"]);
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(COMBOBOX_CHUNK, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  expect(asked).toHaveLength(0);

  const combo = page.getByRole("combobox", { name: "Sucursal" });
  await combo.click();
  await page.keyboard.type("paler");
  await expect.poll(() => asked.length).toBe(1);
  await expect(combo).toHaveValue("paler");

  release();
  await page.getByRole("option", { name: /Candela Palermo/ }).click();
  await expect(page.getByText("Sucursal elegida: Candela Palermo")).toBeVisible();
  await expect(combo).toHaveValue("Candela Palermo");
});

test("typing goes on in the dropdown once it has taken over", async ({ page }) => {
  await customerWithCart(page, "Ailén", ["Axilas"]);
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  const combo = page.getByRole("combobox", { name: "Sucursal" });
  await combo.click();
  await page.keyboard.type("Yer");
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(combo).toBeFocused();
  await page.keyboard.type("ba");
  await expect(combo).toHaveValue("Yerba");
  await page.getByRole("option", { name: /Candela Yerba Buena/ }).click();
  await expect(page.getByText("Sucursal elegida: Candela Yerba Buena")).toBeVisible();
});
