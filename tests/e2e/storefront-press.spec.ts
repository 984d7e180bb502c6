import { expect, test } from "../support/e2e-test.ts";
import { expectAccessible } from "../support/a11y.ts";

test("'Prensa' opens with a hero, quotes its newest item, lists the items as cards and invites journalists to write", async ({
  page,
}) => {
  await page.goto("/prensa");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Prensa");
  await expect(main.getByText("Sala de prensa")).toBeVisible();

  // The cards: each press item with its date and outlet, newest first.
  const cards = main.getByRole("region", { name: "Candela en los medios" }).getByRole("article");
  await expect(cards).toHaveCount(4);
  const newest = cards.first();
  await expect(newest).toContainText(/\d\d\/\d\d\/\d{4}\s*· Para Ti/);
  const newestTitle = (await newest.getByRole("heading", { level: 3 }).innerText()).trim();
  const newestExcerpt = (await newest.locator("p").last().innerText()).trim();

  // The pull quote is the newest item's own excerpt, credited to its outlet and title.
  const quote = main.locator("figure[data-press-quote]");
  await expect(quote.locator("blockquote")).toHaveText(newestExcerpt);
  await expect(quote.locator("figcaption")).toContainText("Para Ti");
  await expect(quote.getByRole("link", { name: `«${newestTitle}»` })).toBeVisible();

  // The call for journalists writes to the shop's e-mail.
  const call = main.getByRole("region", { name: "¿Sos periodista?" });
  await expect(call).toContainText("hola@candela.com.ar");
  await expect(call.getByRole("link", { name: "Escribinos" })).toHaveAttribute(
    "href",
    /^mailto:hola@candela\.com\.ar\?subject=/,
  );
  await expectAccessible(page);
});

test("a press item opens with its outlet and date and ends with the call for journalists", async ({
  page,
}) => {
  await page.goto("/prensa/la-nacion-franquicias-estetica");
  const item = page.getByRole("main").getByRole("article").first();
  await expect(item.getByRole("heading", { level: 1 })).toContainText("Franquicias de estética");
  await expect(item.getByText("Prensa · La Nación")).toBeVisible();
  await expect(item.locator("time").first()).toHaveText(/\d\d\/\d\d\/\d{4}/);
  await expect(item.getByRole("link", { name: /Leer la nota completa en La Nación/ })).toBeVisible();
  const call = page.getByRole("region", { name: "¿Sos periodista?" });
  await expect(call.getByRole("link", { name: "Escribinos" })).toHaveAttribute(
    "href",
    /^mailto:hola@candela\.com\.ar/,
  );
  await expectAccessible(page);
});
