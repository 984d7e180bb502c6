/**
 * A minute of mixed traffic at 50 connections against the production server on PostgreSQL: anonymous
 * browsing, carts, discount codes (valid, limited, unknown, expired) and card payments in the sandbox
 * (approved, rejected, in process). No answer may be a 5xx, and once the sandbox has settled and notified
 * everything, the payments, code uses and carts must agree with each other.
 * RELIABILITY_LOAD_SECONDS changes the duration (60 by default, as in CI).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "#server/db/schema/index.ts";
import {
  CheckoutBrowser,
  newAttemptKey,
  paymentCodes,
  shopFacts,
  type Holder,
  type ShopFacts,
} from "./load-checkout.ts";
import { createCustomers, type Customer } from "./load-customers.ts";
import { LoadClient, nextIp, setCookieValue } from "./load-http.ts";
import {
  approvedPaymentsWithoutItems,
  attemptsWithoutAnswer,
  chargesNotMatchingApprovals,
  couponUsage,
  drainPayments,
  overrunCoupons,
  paidAreasStillInCarts,
  paymentCounts,
  paymentsWithoutOneShopRow,
  usesNotFollowingPayments,
} from "./load-invariants.ts";
import { startLoadShop, type LoadShop } from "./load-server.ts";

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS) || 60;
const CONNECTIONS = 50;
/** More than can buy in the time: a customer buys once, so a paid area can never legitimately return to a cart. */
const CUSTOMERS = 1500;
const LIMITED_CODE = "CARGA15";
/** Few enough that the load uses them all up and the code is then refused. */
const LIMITED_USES = 5;

/** The codes customers type, in turn: none, valid, limited, unknown, expired, one use per account. */
const CODES: ({ kind: string; code: string } | null)[] = [
  null,
  { kind: "code valid", code: "BIENVENIDA10" },
  null,
  { kind: "code limited", code: LIMITED_CODE },
  { kind: "code unknown", code: "NOEXISTE" },
  null,
  { kind: "code expired", code: "VERANO2025" },
  { kind: "code per account", code: "referidos15" },
];

/** Mostly approved, some rejected, a few in process. */
const holderFor = (n: number): Holder => (n % 20 === 7 ? "CONT" : n % 6 === 2 ? "OTHE" : "APRO");
/** Every tenth customer double-clicks 'Confirmar Pago'. */
const doubleClicks = (n: number) => n % 10 === 4;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

describe("a minute of mixed traffic on PostgreSQL", () => {
  let shop: LoadShop;
  let facts: ShopFacts;
  let customers: Customer[];
  beforeAll(async () => {
    shop = await startLoadShop("rel_load", { SANDBOX_PENDING_DELAY_SECONDS: "5" });
    facts = await shopFacts(shop);
    await shop.db.insert(coupons).values({
      code: LIMITED_CODE,
      kind: "percentage",
      value: 15,
      validFrom: new Date(Date.now() - 86_400_000),
      validUntil: new Date(Date.now() + 86_400_000),
      maxUses: LIMITED_USES,
    });
    customers = await createCustomers(shop.db, CUSTOMERS, "carga");
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it("answers without a 5xx and leaves payments, code uses and carts consistent", async () => {
    const client = new LoadClient(shop.url, CONNECTIONS);
    const deadline = Date.now() + SECONDS * 1000;
    const anomalies: string[] = [];
    const doubleClickProblems: string[] = [];
    let purchases = 0;

    const browse = async () => {
      await client.get("browse", pick(facts.pages), { ip: nextIp() });
    };

    let anonymousCart: string | undefined;
    const anonymousAdd = async () => {
      const res = await client.post("cart add anonymous", "/shop/cart", {
        form: { intent: "add", productId: pick(facts.areas).id, quantity: "1" },
        cookies: { cart: anonymousCart },
      });
      anonymousCart = setCookieValue(res, "cart") || anonymousCart;
    };

    const purchase = async (customer: Customer) => {
      const n = purchases++;
      const browser = new CheckoutBrowser(client, customer, facts, nextIp());
      const areas = [...facts.areas].sort(() => Math.random() - 0.5).slice(0, 1 + (n % 3));
      for (const area of areas) {
        await client.get("browse", area.path, { ip: nextIp() });
        await browser.addToCart(area.id);
      }
      const code = CODES[n % CODES.length];
      if (code) await browser.applyCode(code.kind, code.code);
      if (n % 2 === 0) await browser.checkoutPage();
      const step = await browser.toPaymentStep(pick(facts.payableStores));
      if (step.status !== 200) {
        anomalies.push(`payment step refused (${step.status}) for ${customer.email}`);
        return;
      }
      const holder = holderFor(n);
      const form = await browser.confirmForm(await browser.cardToken(holder), newAttemptKey());
      if (!doubleClicks(n)) {
        await browser.confirm(form, `confirm ${holder}`);
        return;
      }
      const clicks = await Promise.all([
        browser.confirm(form, `confirm ${holder} x2`),
        browser.confirm(form, `confirm ${holder} x2`),
      ]);
      const codes = new Set(clicks.flatMap((c) => [...paymentCodes(c.body)]));
      // Both clicks get the same answer; a payment's answer names the one payment.
      if (clicks[0].status !== clicks[1].status || (clicks[0].status === 200 && codes.size !== 1)) {
        doubleClickProblems.push(`${customer.email}: ${clicks.map((c) => c.status).join("/")} ${[...codes]}`);
      }
    };

    const user = async (slot: number) => {
      for (let turn = 0; Date.now() < deadline; turn++) {
        const roll = (slot + turn * 7) % 10;
        try {
          if (roll < 4) await browse();
          else if (roll < 5) await anonymousAdd();
          else {
            const customer = customers.pop();
            await (customer ? purchase(customer) : browse());
          }
        } catch (err) {
          anomalies.push(String(err));
        }
      }
    };

    const started = Date.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, slot) => user(slot)));
    const elapsed = (Date.now() - started) / 1000;
    client.close();

    await drainPayments(shop);
    const usage = await couponUsage(shop);
    console.log(
      [
        `mixed load: ${client.tally.total()} requests in ${elapsed.toFixed(0)} s at ${CONNECTIONS} connections, ${purchases} checkouts`,
        client.tally.report(),
        "payments by status:",
        await paymentCounts(shop),
        "code uses (redeemed/held/released of max):",
        ...usage.map(
          (c) => `${c.code.padEnd(14)} ${c.redeemed}/${c.held}/${c.released} of ${c.max_uses ?? "∞"}`,
        ),
        ...(anomalies.length > 0 ? ["anomalies:", ...anomalies.slice(0, 20)] : []),
        ...(doubleClickProblems.length > 0 ? ["double clicks:", ...doubleClickProblems.slice(0, 20)] : []),
      ].join("\n"),
    );

    expect(client.tally.serverErrors).toEqual([]);
    // A double click is answered twice with the one payment.
    expect(doubleClickProblems).toEqual([]);
    // The load did reach every outcome it is meant to exercise.
    const [reached] = await shop.query<{ approved: number; rejected: number; contingency: number }>(
      `select count(*) filter (where status = 'approved' and cardholder_name like 'APRO%')::int as approved,
              count(*) filter (where status = 'rejected')::int as rejected,
              count(*) filter (where cardholder_name like 'CONT%')::int as contingency
         from sandbox_payments`,
    );
    expect(reached!.approved).toBeGreaterThan(0);
    expect(reached!.rejected).toBeGreaterThan(0);
    expect(reached!.contingency).toBeGreaterThan(0);

    expect(await paymentsWithoutOneShopRow(shop)).toEqual([]);
    expect(await approvedPaymentsWithoutItems(shop)).toEqual([]);
    expect(await chargesNotMatchingApprovals(shop)).toEqual([]);
    expect(await attemptsWithoutAnswer(shop)).toEqual([]);
    expect(await usesNotFollowingPayments(shop)).toEqual([]);
    expect(await overrunCoupons(shop)).toEqual([]);
    expect(await paidAreasStillInCarts(shop)).toEqual([]);
  });
});
