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

test("'Ver sucursales' opens the list when the dropdown arrives between pressing and letting go", async ({
  page,
}) => {
  await customerWithCart(page, "Milagros", ["Axilas"]);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(COMBOBOX_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });

  const box = await page.getByRole("button", { name: "Ver sucursales" }).boundingBox();
  if (!box) throw new Error("'Ver sucursales' is not on the page");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // react-aria's components mark what they render: the dropdown has taken over the stand-in.
  await expect(page.locator("input[data-rac]")).toHaveCount(1);
  await page.mouse.up();
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
});
