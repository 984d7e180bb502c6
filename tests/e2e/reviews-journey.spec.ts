import { expect, test, type Page } from "../support/e2e-test.ts";
import { AGENDA_MESSAGES as A } from "#domain/booking/desk-messages.ts";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { adminAgendaPath } from "#domain/staff/pages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { mailLink, waitForMail } from "../support/e2e-mail.ts";
import { screenshots } from "../support/e2e-screenshots.ts";
import { goFromMenu, staffSignIn } from "../support/e2e-staff.ts";
import { shopWithStartedVisit } from "../support/e2e-started-visit.ts";

const PHONE = { width: 390, height: 844 };
const AREA_PAGE = "/areas/tratamientos-mujer/axilas";
const BRANCH_PAGE = "/local?sucursal=candela-palermo";
const TEXT = "Me atendieron súper bien y ya noto menos vello después de la primera sesión.";
const ANSWER = "¡Gracias, Lucía! Te esperamos en tu próxima sesión.";

/** The page's JSON-LD items of `type`. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).filter((d) => d["@type"] === type);
}

test("a visit marked 'Asistió' asks for a review; staff publish and answer it; the area and branch pages show it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A shop of its own, whose visit at Candela Palermo (Axilas) began an hour ago, sending the request at once.
  const shop = await shopWithStartedVisit({
    env: { REVIEW_REQUEST_DELAY_MINUTES: "0" },
    at: { storeSlug: "candela-palermo", areaSlug: "axilas" },
  });
  const desk = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
  const customer = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
  try {
    // The desk marks the visit 'Asistió'.
    const staff = await desk.newPage();
    await staffSignIn(staff, shop.email, shop.password);
    await expect(staff).toHaveURL(/\/admin\/$/);
    await staff.goto(adminAgendaPath(shop.storeId, shop.day));
    // On a phone the day's visits are cards.
    const row = staff
      .getByRole("list", { name: "Turnos del día" })
      .getByRole("listitem")
      .filter({ hasText: shop.customer });
    await row.getByRole("button", { name: /^Asistió/ }).click();
    await staff.getByRole("button", { name: A.markAsk.attended.button, exact: true }).click();
    await expect(staff.getByRole("status").filter({ hasText: A.attended })).toBeVisible();

    // One mail asks her for a review; its link needs no sign-in.
    const mail = await waitForMail(shop.customerEmail, /^¿Cómo fue tu sesión en Candela\?$/, 0, shop.url);
    const link = mailLink(mail, "/resena/");
    const page = await customer.newPage();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: M.pageTitle })).toBeVisible();
    await expect(
      page.getByText(/Contanos cómo fue tu sesión de Axilas en Candela Palermo del/),
    ).toBeVisible();
    await screenshots(page, "review-page");
    await page.setViewportSize(PHONE);

    // No stars: refused in Spanish, the text kept.
    const text = page.getByRole("textbox", { name: M.text });
    await text.fill(TEXT);
    await expect(page.getByText(M.counter(TEXT.length, 1000))).toBeVisible();
    await page.getByRole("button", { name: M.submit }).click();
    await expect(page.getByText(M.starsRequired)).toBeVisible();
    await expect(text).toHaveValue(TEXT);
    await page.getByRole("radio", { name: "5 estrellas" }).check();
    await expectAccessible(page);
    await page.getByRole("button", { name: M.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: M.thanksTitle })).toBeVisible();

    // The link works once.
    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: M.usedTitle })).toBeVisible();

    // Staff publish it, after the confirmation, and answer it in public.
    await staff.goto("/admin/");
    await goFromMenu(staff, "Reseñas");
    await expect(staff.getByRole("heading", { level: 1, name: M.adminTitle })).toBeVisible();
    await staff.getByRole("combobox", { name: M.status }).selectOption({ label: "Pendiente" });
    await staff.getByRole("button", { name: M.filter }).click();
    const card = staff.getByRole("article").filter({ hasText: shop.customer });
    await expect(card).toContainText(TEXT);
    await expect(card).toContainText("Pendiente");
    await card.getByRole("button", { name: new RegExp(`^${M.publish}`) }).click();
    await expect(staff.getByRole("region", { name: M.confirmPublishTitle })).toContainText(
      "Lucía F. (5 de 5)",
    );
    await staff.getByRole("button", { name: M.confirmPublishButton }).click();
    await expect(staff.getByRole("status").filter({ hasText: M.published })).toBeVisible();
    await staff.getByRole("combobox", { name: M.status }).selectOption({ label: "Publicada" });
    await staff.getByRole("button", { name: M.filter }).click();
    const published = staff.getByRole("article").filter({ hasText: shop.customer });
    await published.getByRole("textbox", { name: M.answer }).fill(ANSWER);
    await published.getByRole("button", { name: new RegExp(`^${M.answerSave}`) }).click();
    await expect(staff.getByRole("status").filter({ hasText: M.answered })).toBeVisible();
    await expectAccessible(staff);
    await screenshots(staff, "admin-reviews");

    // The area page (kept pages are at most a second behind) shows it, and its JSON-LD carries it.
    for (const path of [AREA_PAGE, BRANCH_PAGE]) {
      const visitor = await customer.newPage();
      await expect
        .poll(async () => {
          await visitor.goto(path);
          return visitor.getByText(M.verified).count();
        })
        .toBe(1);
      const review = visitor.getByRole("article", { name: `${M.verified}: Lucía F.` });
      await expect(review).toContainText(TEXT);
      await expect(review).toContainText("Axilas · Candela Palermo");
      await expect(review).toContainText(M.answerTitle("Candela"));
      await expect(review).toContainText(ANSWER);
      await expect(visitor.getByRole("link", { name: "5,0 de 5 estrellas, 1 reseña" })).toBeVisible();
      const [item] = await jsonLd(visitor, path === AREA_PAGE ? "Product" : "LocalBusiness");
      expect(item).toMatchObject({
        aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 },
        review: [
          {
            "@type": "Review",
            author: { "@type": "Person", name: "Lucía F." },
            reviewBody: TEXT,
            reviewRating: { "@type": "Rating", ratingValue: 5 },
          },
        ],
      });
      if (path === AREA_PAGE) {
        await expectAccessible(visitor);
        await screenshots(visitor, "area-page-reviews");
      }
      await visitor.close();
    }
  } finally {
    await desk.close();
    await customer.close();
    await shop.close();
  }
});
