import { expect, test } from "../support/e2e-test.ts";
import { expectAccessible } from "../support/a11y.ts";

const PAGES = [
  "/",
  "/areas/tratamientos-mujer/",
  "/areas/tratamientos-mujer/axilas",
  "/locales",
  "/blog/tecnologia-soprano-ice",
  "/contactanos",
  "/arrepentimiento",
];

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" });
        await expectAccessible(page, path);
      });
    }
  });
}

test("the drawer and the instalments dialog are accessible when open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/areas/tratamientos-mujer/axilas", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Menú" }).click();
  await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
  await expectAccessible(page, "menu drawer");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Ver cuotas" }).click();
  await expect(page.getByRole("dialog", { name: "Cuotas disponibles" })).toBeVisible();
  await expectAccessible(page, "instalments dialog");
});

test("the accessibility check itself fails on a serious violation, in a page and in a frame of one", async ({
  page,
}) => {
  const failure = () =>
    expectAccessible(page, "a page with faults").then(
      () => "",
      (err: Error) => err.message,
    );
  await page.setContent("<main><h1>Prueba</h1><button></button></main>");
  expect(await failure()).toContain("button-name");
  await page.setContent(
    `<main><h1>Prueba</h1><iframe title="Marco" srcdoc="<img src='a.png'>"></iframe></main>`,
  );
  expect(await failure()).toContain("image-alt");
});
