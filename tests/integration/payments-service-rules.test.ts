/**
 * The instalment and card-brand rules of SPEC.md §9 as the payment service enforces them on the demo
 * catalogue and settings (docs/decisions/0024): what is charged for 12 cuotas, Maestro's plans, and the
 * shop's allow-list of card brands.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CARD_BRANDS } from "#domain/payments/card-brands.ts";
import { effectivePrice } from "#domain/pricing.ts";
import { shopSettings } from "#server/db/schema/index.ts";
import { ENGINES } from "../support/database.ts";
import { startPaymentsHarness, type PaymentsHarness } from "./payments-service-harness.ts";

describe.each(ENGINES)("instalment and card rules on %s", (engine) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("charges the 12-cuota plan's 48,5 % for an area whose 'Aplica interés' is SI", async () => {
    const account = await h.customer(["cavado-completo"]);
    const cash = effectivePrice(h.product("cavado-completo"));
    const financed = (cash * 1485) / 1000;

    const outcome = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO"), {
        installments: 12,
        transaction_amount: financed / 100,
      }),
    );

    expect(outcome).toMatchObject({
      ok: true,
      payment: {
        status: "approved",
        total: cash,
        totalFinanced: financed,
        installments: 12,
        installmentAmount: Math.round(financed / 12),
        interestFree: false,
      },
    });
    if (!outcome.ok) return;
    const [charged] = await h.sandboxPaymentsFor(outcome.payment.id);
    expect(charged).toMatchObject({ transactionAmount: financed, installments: 12 });
  });

  it("keeps 1, 3 and 6 cuotas free for the same area", async () => {
    const account = await h.customer(["cavado-completo"]);
    const cash = effectivePrice(h.product("cavado-completo"));
    const outcome = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO"), {
        installments: 6,
        transaction_amount: cash / 100,
      }),
    );
    expect(outcome).toMatchObject({ ok: true, payment: { totalFinanced: cash, interestFree: true } });
  });

  it("gives Maestro the plans SPEC gives it: 6 cuotas without interest, 12 at the fixed rate", async () => {
    const account = await h.customer(["cavado-completo"]);
    const cash = effectivePrice(h.product("cavado-completo"));
    const six = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO", "maestro"), {
        payment_method_id: "maestro",
        installments: 6,
        transaction_amount: cash / 100,
      }),
    );
    expect(six).toMatchObject({
      ok: true,
      payment: { status: "approved", paymentMethodName: "Maestro", installments: 6, totalFinanced: cash },
    });

    const again = await h.customer(["cavado-completo"]);
    const twelve = await h.service.pay(
      again.id,
      await h.request(again, await h.cardToken("APRO", "maestro"), {
        payment_method_id: "maestro",
        installments: 12,
        transaction_amount: (cash * 1485) / 100_000,
      }),
    );
    expect(twelve).toMatchObject({
      ok: true,
      payment: { status: "approved", installments: 12, totalFinanced: (cash * 1485) / 1000 },
    });
  });

  it("refuses a card brand outside the shop's allow-list, storing and charging nothing", async () => {
    const account = await h.customer(["axilas"]);
    const token = await h.cardToken("APRO", "naranja");
    const refused = await h.service.pay(
      account.id,
      await h.request(account, token, { payment_method_id: "naranja", installments: 1 }),
    );
    expect(refused).toEqual({
      ok: false,
      code: "card_not_accepted",
      message:
        "No aceptamos Naranja para esta compra. Pagá con Visa, Visa Débito, Mastercard, Maestro, Argencard o American Express.",
      fields: {},
      cardErrors: [],
      payment: null,
    });
    expect(await h.paymentRows(account.id)).toEqual([]);
    expect((await h.sandbox.getCardToken(token)).status).toBe("active");
  });

  it("reads the allow-list from the shop settings", async () => {
    const [settings] = await h.db.select().from(shopSettings);
    expect(settings!.cardBrands).toEqual([...DEFAULT_CARD_BRANDS]);
    await h.db
      .update(shopSettings)
      .set({ cardBrands: ["visa"] })
      .where(eq(shopSettings.id, 1));
    try {
      const account = await h.customer(["axilas"]);
      const refused = await h.service.pay(
        account.id,
        await h.request(account, await h.cardToken("APRO", "maestro"), { payment_method_id: "maestro" }),
      );
      expect(refused).toMatchObject({
        ok: false,
        code: "card_not_accepted",
        message: "No aceptamos Maestro para esta compra. Pagá con Visa.",
      });
    } finally {
      await h.db.update(shopSettings).set({ cardBrands: settings!.cardBrands }).where(eq(shopSettings.id, 1));
    }
  });
});
