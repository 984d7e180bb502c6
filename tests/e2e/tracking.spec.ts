/**
 * Tracking (SPEC.md §7): with a Tag Manager container and a chat widget configured, the pages load both scripts
 * (answered here by local stubs, as the machine has no internet) and the container reads the events of the data
 * layer. The configured shop is a second server this file starts on a free port; the demo is the usual one.
 */
import { test as base, expect, type Page } from "../support/e2e-test.ts";
import { fillRegistration, signedIn, verifiedAccount } from "../support/e2e-account.ts";
import {
  CARDS,
  centavos,
  confirmPayment,
  customerWithCart,
  expectAnswer,
  fillBilling,
  fillCard,
  RESULT_URL,
  toPaymentStep,
} from "../support/e2e-checkout.ts";
import { mailLink, waitForMail } from "../support/e2e-mail.ts";
import { shopData, startShop } from "../support/e2e-shop.ts";
import type { ServerProcess } from "../support/server-process.ts";

const GTM_ID = "GTM-E2E0TEST";
const CHAT_WIDGET_ID = "5f2b1c3d4e5f60718293a4b5/e2ewidget";
const GTM_HOST = "https://www.googletagmanager.com";

/**
 * Stands in for gtm.js: it reads the data layer as Tag Manager does (earlier entries, then every push), reports
 * each entry on the console, and, when it answers, calls the entry's eventCallback as Tag Manager does once
 * its tags have fired.
 */
const tagManagerStub = (answers: boolean) => `
  window.__tagManager = "loaded";
  (function () {
    var layer = (window.dataLayer = window.dataLayer || []);
    var push = layer.push.bind(layer);
    function read(entry) {
      console.log("tag-manager " + JSON.stringify(entry));
      if (${answers} && entry && typeof entry.eventCallback === "function") {
        setTimeout(function () { entry.eventCallback("${GTM_ID}"); }, 0);
      }
    }
    layer.forEach(read);
    layer.push = function () {
      for (var i = 0; i < arguments.length; i++) read(arguments[i]);
      return push.apply(null, arguments);
    };
  })();
`;

interface Fixtures {
  /** Whether the stand-in Tag Manager acknowledges events. */
  tagManagerAnswers: boolean;
  /** What the stand-in Tag Manager has read, in order. */
  tagManagerLog: Record<string, unknown>[];
}

// Its journeys need a server of their own, started by workers of their own once the others' files are done:
// run side by side, they leave no core idle at the end of the run.
base.describe.configure({ mode: "parallel" });

const test = base.extend<Fixtures, { configuredShop: ServerProcess }>({
  configuredShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const shop = await startShop(await shopData("e2e_tracking"), {
        // A CONT payment stays in process until the back office decides: its contact links stay on screen.
        SANDBOX_PENDING_DELAY_SECONDS: "0",
        ANALYTICS_GTM_ID: GTM_ID,
        CHAT_WIDGET_ID,
      });
      await provide(shop.server);
      await shop.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ configuredShop }, provide) => provide(configuredShop.url),
  tagManagerAnswers: [true, { option: true }],
  tagManagerLog: async ({ page }, provide) => {
    const log: Record<string, unknown>[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (text.startsWith("tag-manager ")) log.push(JSON.parse(text.slice("tag-manager ".length)));
    });
    await provide(log);
  },
  page: async ({ page, tagManagerAnswers }, provide) => {
    await page.route(`${GTM_HOST}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: tagManagerStub(tagManagerAnswers) }),
    );
    await page.route("https://embed.tawk.to/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'window.__chatWidget = "loaded";' }),
    );
    await provide(page);
  },
});

/** The shop's own events in the data layer (not Tag Manager's 'gtm.js'), without callbacks. */
const shopEvents = (page: Page, name?: string) =>
  page.evaluate(
    (only) =>
      JSON.parse(
        JSON.stringify(
          (window.dataLayer ?? []).filter((e) => e.event !== "gtm.js" && (!only || e.event === only)),
        ),
      ) as Record<string, unknown>[],
    name,
  );

/** Both stand-ins ran: the CSP let their hosts and the page's nonce through. */
async function expectScriptsLoaded(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManager?: string }).__tagManager))
    .toBe("loaded");
  await expect
    .poll(() => page.evaluate(() => (window as { __chatWidget?: string }).__chatWidget))
    .toBe("loaded");
}

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

test("the CSP lists exactly the configured hosts and both scripts load under it", async ({ page }) => {
  // No CSP violation, no hydration mismatch from the scripts' nonces.
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  const response = await page.goto("/", { waitUntil: "networkidle" });
  const csp = (await response!.headerValue("content-security-policy"))!;
  expect(directive(csp, "script-src")!.filter((s) => !s.startsWith("'"))).toEqual([
    GTM_HOST,
    "https://*.tawk.to",
  ]);
  expect(directive(csp, "connect-src")).toEqual([
    "'self'",
    GTM_HOST,
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.tawk.to",
    "wss://*.tawk.to",
  ]);
  expect(directive(csp, "img-src")).toEqual([
    "'self'",
    "data:",
    "blob:",
    GTM_HOST,
    "https://*.google-analytics.com",
    "https://*.tawk.to",
    "https://tawk.link",
  ]);
  expect(directive(csp, "frame-src")).toEqual(["'self'", "https://*.tawk.to"]);
  await expectScriptsLoaded(page);
  // Tag Manager reads the container's first event.
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event)))
    .toContain("gtm.js");
  expect(problems).toEqual([]);
});

test("registration and verification send their events, and no event carries an e-mail address", async ({
  page,
  tagManagerLog,
}) => {
  const email = `tracking-${Date.now()}@example.com`;
  await page.goto("/account-register", { waitUntil: "networkidle" });
  await expectScriptsLoaded(page);
  await fillRegistration(page, { name: "Julieta", surname: "Ríos", email });
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  const registered = [
    { event: "CompleteRegistration", sink: "tag-manager", content_name: "registro" },
    { event: "CompleteRegistration", sink: "pixel", content_name: "registro" },
  ];
  await expect.poll(() => shopEvents(page)).toEqual(registered);
  // The tag manager read them too.
  await expect
    .poll(() => tagManagerLog.filter((e) => e.event === "CompleteRegistration"))
    .toEqual(registered);

  const mail = await waitForMail(email, /^Verificá tu cuenta/);
  await page.goto(mailLink(mail, "/account-verify/"));
  await expect(page.getByText("Tu cuenta ha sido verificada correctamente")).toBeVisible();
  await expect
    .poll(() => shopEvents(page))
    .toEqual([
      { event: "AccountVerified", sink: "tag-manager", status: "ok" },
      { event: "AccountVerified", sink: "pixel", status: "ok" },
    ]);

  await page.goto("/account-verify/no-such-token");
  await expect
    .poll(() => shopEvents(page))
    .toEqual([
      { event: "AccountVerificationFailed", sink: "tag-manager", status: "error" },
      { event: "AccountVerificationFailed", sink: "pixel", status: "error" },
    ]);

  expect(tagManagerLog.length).toBeGreaterThan(0);
  expect(JSON.stringify(tagManagerLog)).not.toContain("@");
});

test("'¡Lo quiero ya!' sends AddToCart twice, and the result screen of a sandbox payment sends Purchase", async ({
  page,
  tagManagerLog,
}) => {
  // Signed in by the form's post (the login is not what this tests): a login clicked here left the landing
  // page's route discovery (/__manifest) in flight when the next page was opened, and one run of that page
  // never reached network idle.
  await signedIn(page.request, await verifiedAccount(page.request, "Sofía"));
  await page.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  const bozo = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Bozo", exact: true }) });
  const id = await bozo.locator('input[name="productId"]').getAttribute("value");
  expect(id).toBeTruthy();
  await bozo.getByRole("button", { name: "¡Lo quiero ya!" }).click();
  await expect(bozo.getByRole("button", { name: "¡Lo quiero ya!" })).toBeHidden();

  // Bozo costs $ 18.000,00 in the demo data.
  const added = {
    event: "AddToCart",
    value: 18_000,
    currency: "ARS",
    content_type: "product",
    contents: [{ id, quantity: 1, item_price: 18_000 }],
  };
  await expect
    .poll(() => shopEvents(page, "AddToCart"))
    .toEqual([
      { ...added, sink: "tag-manager" },
      { ...added, sink: "pixel" },
    ]);

  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "¡Tu pago fue aprobado!");
  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  const code = /CND-[0-9A-Z]{8}/.exec(await page.getByText(/Código de transacción:/).innerText())![0];
  const total = centavos(await page.locator("dt:text-is('Total') + dd").innerText()) / 100;
  const purchase = {
    event: "Purchase",
    value: total,
    currency: "ARS",
    content_type: "product",
    transaction_id: code,
    contents: [{ id, quantity: 1, item_price: 18_000 }],
  };
  await expect
    .poll(() => shopEvents(page, "Purchase"))
    .toEqual([
      { ...purchase, sink: "tag-manager" },
      { ...purchase, sink: "pixel" },
    ]);
  await expect.poll(() => tagManagerLog.filter((e) => e.event === "Purchase")).toHaveLength(2);
  expect(JSON.stringify(await shopEvents(page))).not.toContain("@");
  expect(JSON.stringify(tagManagerLog)).not.toContain("@");
});

test("a second area added on the same page sends its own AddToCart, and the first one's is not sent again", async ({
  page,
}) => {
  // Signed in by the form's post (the login is not what this tests): a login clicked here left the landing
  // page's route discovery (/__manifest) in flight when the next page was opened, and one run of that page
  // never reached network idle.
  await signedIn(page.request, await verifiedAccount(page.request, "Lucía"));
  await page.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  const card = (title: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const added = async (title: string) => {
    const id = await card(title).locator('input[name="productId"]').getAttribute("value");
    await card(title).getByRole("button", { name: "¡Lo quiero ya!" }).click();
    await expect(card(title).getByRole("button", { name: "¡Lo quiero ya!" })).toBeHidden();
    return id;
  };
  const ids = (events: Record<string, unknown>[]) =>
    events.map((e) => (e.contents as { id: string }[])[0]!.id);

  const bozo = await added("Bozo");
  await expect.poll(async () => ids(await shopEvents(page, "AddToCart"))).toEqual([bozo, bozo]);
  const menton = await added("Mentón");
  await expect
    .poll(async () => ids(await shopEvents(page, "AddToCart")))
    .toEqual([bozo, bozo, menton, menton]);
});

test("a link that opens a new tab is tracked without holding the page", async ({ page }) => {
  await page.route("https://www.instagram.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Instagram</title>" }),
  );
  await page.goto("/", { waitUntil: "networkidle" });
  await expectScriptsLoaded(page);
  const instagram = page.getByRole("contentinfo").getByRole("link", { name: /^Instagram/ });
  const href = await instagram.getAttribute("href");
  const popup = page.waitForEvent("popup");
  await instagram.click();
  await popup;
  await expect
    .poll(() => shopEvents(page, "OutboundClick"))
    .toEqual([{ event: "OutboundClick", sink: "tag-manager", url: href, eventTimeout: 250 }]);
  await expect(page).toHaveURL(/\/$/);
});

test.describe("when the tag manager never answers", () => {
  test.use({ tagManagerAnswers: false });

  test("a same-tab outbound link is tracked and still navigates", async ({ page, tagManagerLog }) => {
    await page.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await customerWithCart(page, "Carla", ["Mentón"]);
    await toPaymentStep(page);
    await fillCard(page, { holder: "CONT", number: CARDS.visa, installments: 1 });
    await fillBilling(page);
    await confirmPayment(page);
    await expectAnswer(page, "En proceso de aprobación");
    await page.getByRole("link", { name: "Ver el resultado" }).click();
    await expect(page).toHaveURL(RESULT_URL);
    await expectScriptsLoaded(page);

    const whatsapp = page
      .getByRole("region", { name: "En proceso de aprobación" })
      .getByRole("link", { name: /^WhatsApp \+/ });
    const href = (await whatsapp.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/wa\.me\//);
    await whatsapp.click();
    await expect(page).toHaveURL(href);
    expect(tagManagerLog.filter((e) => e.event === "OutboundClick")).toEqual([
      { event: "OutboundClick", sink: "tag-manager", url: href, eventTimeout: 250 },
    ]);
  });
});

base.describe("the demo (no ids configured)", () => {
  base("loads no third-party script and allows no other host", async ({ page }) => {
    const response = await page.goto("/", { waitUntil: "networkidle" });
    expect(await response!.headerValue("content-security-policy")).not.toMatch(/https:|wss:/);
    const external = await page.evaluate(() =>
      [...document.scripts].map((s) => s.src).filter((src) => src && new URL(src).origin !== location.origin),
    );
    expect(external).toEqual([]);
    expect(await page.evaluate(() => "Tawk_API" in window)).toBe(false);
  });
});
