/**
 * Races through the production server on PostgreSQL, as browsers make them: double clicks on 'Confirmar
 * Pago', many checkouts after the last uses of a code, and one visitor signing in from two tabs at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponRefusalMessage } from "#domain/coupons/rules.ts";
import { coupons } from "#server/db/schema/index.ts";
import {
  CheckoutBrowser,
  newAttemptKey,
  paymentCodes,
  shopFacts,
  toPaymentStep,
  type ShopFacts,
} from "./load-checkout.ts";
import { CUSTOMER_PASSWORD, createCustomers, customersAtPaymentStep } from "./load-customers.ts";
import { LoadClient, mapConcurrent, nextIp, setCookieValue } from "./load-http.ts";
import { drainPayments, paymentsWithoutOneShopRow, usesNotFollowingPayments } from "./load-invariants.ts";
import { startLoadShop, type LoadShop } from "./load-server.ts";

describe("races on PostgreSQL", () => {
  let shop: LoadShop;
  let facts: ShopFacts;
  beforeAll(async () => {
    shop = await startLoadShop("rel_races");
    facts = await shopFacts(shop);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it("100 double submissions of 'Confirmar Pago' make 100 payments and 100 charges", async () => {
    const customers = await createCustomers(shop.db, 100, "doble");
    // Carts filled in the database: the race is the subject here, the cart's pages are exercised below.
    const areas = facts.areas.map((a) => a.id);
    await customersAtPaymentStep(shop.db, customers, (_, i) => ({
      areas: [areas[i % areas.length]!, areas[(i + 1) % areas.length]!],
      storeId: facts.payableStores[i % facts.payableStores.length]!,
    }));
    const client = new LoadClient(shop.url, 200);
    const browsers = customers.map((c) => new CheckoutBrowser(client, c, facts, nextIp()));
    const forms = await mapConcurrent(browsers, 10, async (browser) =>
      browser.confirmForm(await browser.cardToken("APRO"), newAttemptKey()),
    );

    // Every customer clicks twice: both posts carry the same attempt key, all 200 at the same moment.
    const answers = await Promise.all(
      browsers.map((browser, i) =>
        Promise.all([browser.confirm(forms[i]!, "confirm 1st"), browser.confirm(forms[i]!, "confirm 2nd")]),
      ),
    );
    client.close();
    console.log(`double submissions:\n${client.tally.report()}`);

    expect(client.tally.serverErrors).toEqual([]);
    for (const [first, second] of answers) {
      expect([first.status, second.status]).toEqual([200, 200]);
      // Both clicks are answered with the one payment.
      const codes = new Set([...paymentCodes(first.body), ...paymentCodes(second.body)]);
      expect(codes.size).toBe(1);
    }
    const [counts] = await shop.query<{
      payments: number;
      approved: number;
      accounts: number;
      sandbox: number;
      charges: number;
    }>(
      // The sandbox's side is found by the payer's e-mail, so a payment the shop never linked counts too.
      `select count(*)::int as payments,
              count(*) filter (where status = 'approved')::int as approved,
              count(distinct account_id)::int as accounts,
              (select count(*)::int from sandbox_payments where payer_email like 'doble-%') as sandbox,
              (select count(*)::int from sandbox_charges c join sandbox_payments s on s.id = c.payment_id
                where s.payer_email like 'doble-%') as charges
         from payments where account_id = any($1::uuid[])`,
      [customers.map((c) => c.id)],
    );
    expect(counts).toEqual({ payments: 100, approved: 100, accounts: 100, sandbox: 100, charges: 100 });
    expect(await paymentsWithoutOneShopRow(shop)).toEqual([]);
  });

  it("50 checkouts racing for a code with 10 uses left redeem it exactly 10 times", async () => {
    const code = "CARRERA10";
    const [coupon] = await shop.db
      .insert(coupons)
      .values({
        code,
        kind: "percentage",
        value: 10,
        validFrom: new Date(Date.now() - 86_400_000),
        validUntil: new Date(Date.now() + 86_400_000),
        maxUses: 10,
      })
      .returning();
    const customers = await createCustomers(shop.db, 50, "carrera");
    const client = new LoadClient(shop.url, 60);
    const browsers = customers.map((c) => new CheckoutBrowser(client, c, facts, nextIp()));
    // Every one of them applied the code while it still had uses.
    const forms = await mapConcurrent(browsers, 10, async (browser, i) => {
      await toPaymentStep(browser, {
        areas: [facts.areas[i % facts.areas.length]!.id],
        storeId: facts.payableStores[0]!,
        code,
      });
      return browser.confirmForm(await browser.cardToken("APRO"), newAttemptKey());
    });

    const answers = await Promise.all(browsers.map((browser, i) => browser.confirm(forms[i]!)));
    client.close();
    await drainPayments(shop);
    console.log(`code race:\n${client.tally.report()}`);

    expect(client.tally.serverErrors).toEqual([]);
    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(paid).toHaveLength(10);
    expect(refused).toHaveLength(40);
    const usedUp = couponRefusalMessage("used_up");
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body).toContain(usedUp);
    }
    const uses = await shop.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from coupon_redemptions where coupon_id = $1 group by status`,
      [coupon!.id],
    );
    expect(uses).toEqual([{ status: "redeemed", n: 10 }]);
    const [payments] = await shop.query<{ approved: number; discounted: number; all: number }>(
      `select count(*) filter (where status = 'approved')::int as approved,
              count(*) filter (where discount > 0)::int as discounted,
              count(*)::int as all
         from payments where account_id = any($1::uuid[])`,
      [customers.map((c) => c.id)],
    );
    expect(payments).toEqual({ approved: 10, discounted: 10, all: 10 });
    expect(await usesNotFollowingPayments(shop)).toEqual([]);
  });

  it("signing in from two tabs with different local carts at once keeps every area once", async () => {
    const customers = await createCustomers(shop.db, 10, "pestanas");
    const client = new LoadClient(shop.url, 40);
    const [a, b, c] = facts.areas.map((area) => area.id);
    const anonymousCart = async (ip: string, areas: string[]) => {
      let cookie: string | undefined;
      for (const productId of areas) {
        const res = await client.post("cart add anonymous", "/shop/cart", {
          form: { intent: "add", productId, quantity: "1" },
          cookies: { cart: cookie },
          ip,
        });
        expect(res.status).toBe(200);
        cookie = setCookieValue(res, "cart") ?? cookie;
      }
      expect(cookie).toBeTruthy();
      return { cookie: cookie!, areas };
    };
    const login = (email: string, ip: string, tab: { cookie: string; areas: string[] }) =>
      client.post("login", "/account-login", {
        form: {
          intent: "login",
          email,
          password: CUSTOMER_PASSWORD,
          ...Object.fromEntries(
            tab.areas.flatMap((id, i) => [
              [`items[${i}]._id`, id],
              [`items[${i}].quantity`, "1"],
            ]),
          ),
        },
        cookies: { cart: tab.cookie },
        ip,
      });

    // Ten visitors, each with two tabs signing in at the same moment.
    const results = await Promise.all(
      customers.map(async (customer) => {
        const ip = nextIp();
        const tabs = await Promise.all([anonymousCart(ip, [a!, b!]), anonymousCart(ip, [a!, c!])]);
        const answers = await Promise.all(tabs.map((tab) => login(customer.email, ip, tab)));
        return { customer, answers };
      }),
    );
    client.close();

    expect(client.tally.serverErrors).toEqual([]);
    for (const { customer, answers } of results) {
      for (const answer of answers) {
        expect(answer.status).toBe(302);
        expect(setCookieValue(answer, "token")).toBeTruthy();
        // The local cart moved to the account: the tab's cookie is emptied.
        expect(setCookieValue(answer, "cart")).toBe("");
      }
      const lines = await shop.query<{ product_id: string; quantity: number }>(
        `select product_id::text, quantity from cart_items where account_id = $1 order by product_id`,
        [customer.id],
      );
      expect(lines).toEqual([a!, b!, c!].sort().map((product_id) => ({ product_id, quantity: 1 })));
    }
  });
});
