import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";
import { visibleText, wordSlips } from "../support/word-slips.ts";

/** Pages a visitor reaches that the sitemap does not list: the account's doors, a refused link, a missing page. */
const UNLISTED = [
  "/account-login",
  "/account-register",
  "/account-verify/no-existe",
  "/account-email/no-existe",
  "/arrepentimiento",
  "/no-existe",
];

/** What a signed-in customer with an area in the cart reads: the cart's buttons, the payment step, the account. */
const SIGNED_IN = [
  "/areas/tratamientos-mujer/axilas",
  "/shop/checkout",
  "/my-account",
  "/my-account/profile",
  "/my-account/order/products",
  "/my-account/order/payments",
];

describe.each([ENGINE])("the shop's words on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const slipsOf = async (url: string, cookie?: string) => {
    const res = await shop.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBeLessThan(500);
    return wordSlips(visibleText(res.body)).map((slip) => `${url} ${slip}`);
  };

  it("has none of the slips on any public page", async () => {
    const sitemap = await shop.app.inject({ url: "/sitemap.xml" });
    const listed = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );
    expect(listed.length).toBeGreaterThan(20);
    const slips: string[] = [];
    for (const url of [...listed, ...UNLISTED]) slips.push(...(await slipsOf(url)));
    expect(slips).toEqual([]);
  });

  it("has none of the slips where a signed-in customer with a cart reads", async () => {
    const { customerAtPaymentStep } = await checkoutHttp(shop);
    const customer = await customerAtPaymentStep("palabras@example.com", ["axilas"]);
    const slips: string[] = [];
    for (const url of SIGNED_IN) slips.push(...(await slipsOf(url, customer.cookie)));
    expect(slips).toEqual([]);
  });
});
