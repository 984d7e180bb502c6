import { describe, expect, it } from "vitest";
import type { ProductField } from "#domain/catalog/views.ts";
import {
  cardMaximum,
  cartMaximum,
  defaultMaximum,
  installmentCharge,
  installmentOption,
  installmentOptions,
  offeredPlans,
  productMaximum,
  ratesApply,
  ratesWaived,
  type InstallmentProduct,
  type InstallmentSettings,
} from "#domain/installments/rules.ts";
import type { InstallmentPlan } from "#domain/settings/views.ts";

function product(maxInstallments?: string, rates?: string): InstallmentProduct {
  const fields: ProductField[] = [{ key: "sessions", label: "Sesiones", value: "6" }];
  if (maxInstallments !== undefined)
    fields.push({ key: "max_installments", label: "Cuotas máximas", value: maxInstallments });
  if (rates !== undefined) fields.push({ key: "installment_rates", label: "Tasas", value: rates });
  return { fields };
}

const PLANS: InstallmentPlan[] = [
  { installments: 1, percentage: 0, enabled: true },
  { installments: 3, percentage: 10, enabled: true },
  { installments: 6, percentage: 20, enabled: true },
  { installments: 9, percentage: 30, enabled: false },
  { installments: 12, percentage: 48.5, enabled: true },
];

const settings = (over: Partial<InstallmentSettings> = {}): InstallmentSettings => ({
  maxInstallments: 12,
  interestRatesEnabled: true,
  installmentPlans: PLANS,
  ...over,
});

const counts = (plans: { installments: number }[]) => plans.map((p) => p.installments);
const VISA = { paymentMethodId: "visa", paymentTypeId: "credit_card" };

describe("the default maximum", () => {
  it("comes from the shop settings", () => {
    expect(defaultMaximum({ maxInstallments: 6 })).toBe(6);
    expect(defaultMaximum({ maxInstallments: 12 })).toBe(12);
    expect(cartMaximum({ maxInstallments: 9 }, [product()])).toBe(9);
  });

  it("never goes below a single payment", () => {
    expect(defaultMaximum({ maxInstallments: 0 })).toBe(1);
  });
});

describe("the per-product maximum", () => {
  it("is the first number of the product's max_installments field", () => {
    expect(productMaximum(product("6").fields)).toBe(6);
    expect(productMaximum(product("Hasta 12 cuotas").fields)).toBe(12);
    expect(productMaximum(product("3 cuotas sin interés o 12 fijas").fields)).toBe(3);
  });

  it("is absent when the field or its number is missing", () => {
    expect(productMaximum(product().fields)).toBeNull();
    expect(productMaximum(product("sin cuotas").fields)).toBeNull();
  });

  it("reads 0 as a single payment", () => {
    expect(productMaximum(product("0").fields)).toBe(1);
  });
});

describe("the cart maximum", () => {
  it("is the minimum across the cart items when within the configured maximum", () => {
    expect(cartMaximum({ maxInstallments: 12 }, [product("6"), product("3"), product("12")])).toBe(3);
  });

  it("is the configured maximum when the items' minimum is above it", () => {
    expect(cartMaximum({ maxInstallments: 6 }, [product("12"), product("18")])).toBe(6);
  });

  it("ignores items without a maximum of their own", () => {
    expect(cartMaximum({ maxInstallments: 12 }, [product(), product("6")])).toBe(6);
    expect(cartMaximum({ maxInstallments: 12 }, [])).toBe(12);
  });
});

describe("the offered plans", () => {
  it("are the enabled ones", () => {
    expect(counts(offeredPlans(settings(), [product("12")]))).toEqual([1, 3, 6, 12]);
  });

  it("are not above the maximum", () => {
    expect(counts(offeredPlans(settings(), [product("6")]))).toEqual([1, 3, 6]);
    expect(counts(offeredPlans(settings({ maxInstallments: 3 }), [product("12")]))).toEqual([1, 3]);
    expect(counts(offeredPlans(settings(), [product("1")]))).toEqual([1]);
  });

  it("come fewest first, one per number of instalments, skipping nonsense entries", () => {
    const plans: InstallmentPlan[] = [
      { installments: 6, percentage: 20, enabled: true },
      { installments: 3, percentage: 10, enabled: true },
      { installments: 3, percentage: 99, enabled: true },
      { installments: 0, percentage: 0, enabled: true },
      { installments: 2.5, percentage: 0, enabled: true },
    ];
    const offered = offeredPlans(settings({ installmentPlans: plans }), [product("12")]);
    expect(offered).toEqual([
      { installments: 3, percentage: 10, enabled: true },
      { installments: 6, percentage: 20, enabled: true },
    ]);
  });

  it("are only the single payment for American Express", () => {
    const amex = { paymentMethodId: "amex", paymentTypeId: "credit_card" };
    expect(cardMaximum(amex)).toBe(1);
    expect(counts(offeredPlans(settings(), [product("12")], amex))).toEqual([1]);
  });

  it("are only the single payment for debit cards other than Maestro", () => {
    expect(cardMaximum({ paymentMethodId: "debvisa", paymentTypeId: "debit_card" })).toBe(1);
    // by type even for a method id the shop does not know, and by id even without the type
    expect(cardMaximum({ paymentMethodId: "newdebit", paymentTypeId: "debit_card" })).toBe(1);
    expect(cardMaximum({ paymentMethodId: "debcabal", paymentTypeId: "" })).toBe(1);
    const debit = { paymentMethodId: "debmaster", paymentTypeId: "debit_card" };
    expect(counts(offeredPlans(settings(), [product("12")], debit))).toEqual([1]);
  });

  it("keep the cart's plans for Maestro, which SPEC sells like a credit card though the provider types it debit", () => {
    expect(cardMaximum({ paymentMethodId: "maestro", paymentTypeId: "debit_card" })).toBeNull();
    expect(cardMaximum({ paymentMethodId: "maestro", paymentTypeId: "" })).toBeNull();
    const maestro = { paymentMethodId: "maestro", paymentTypeId: "debit_card" };
    expect(counts(offeredPlans(settings(), [product("12")], maestro))).toEqual([1, 3, 6, 12]);
  });

  it("keep the cart's plans for other credit cards", () => {
    expect(cardMaximum(VISA)).toBeNull();
    expect(counts(offeredPlans(settings(), [product("6")], VISA))).toEqual([1, 3, 6]);
  });
});

describe("the charge per instalment when rates apply", () => {
  it("is (total + total × percentage / 100) / instalments, rounded half up to the centavo", () => {
    // $ 1.000,00 at 48,5 % in 12: 148 500 / 12 = 12 375
    expect(installmentCharge(100_000, 48.5, 12)).toBe(12_375);
    // $ 1.000,01 at 10 % in 3: 110 001,1 → 110 001 → / 3 = 36 667
    expect(installmentCharge(100_001, 10, 3)).toBe(36_667);
    // $ 100,00 at 20 % in 7: 12 000 / 7 = 1 714,28… → 1 714
    expect(installmentCharge(10_000, 20, 7)).toBe(1714);
    // $ 0,05 in 2 without interest: 2,5 → 3 (half up)
    expect(installmentCharge(5, 0, 2)).toBe(3);
  });
});

describe("the waiver rule, read with the 'Aplica interés' field (docs/decisions/0024)", () => {
  it("charges the plans' rates when any product's installment_rates field is not 'NO'", () => {
    expect(ratesWaived([product("6", "SI")])).toBe(false);
    expect(ratesWaived([product("6", "NO"), product("6", "SI")])).toBe(false);
    expect(ratesWaived([product("6", "NO"), product("6")])).toBe(false);
    expect(ratesApply({ interestRatesEnabled: true }, [product("6", "SI")])).toBe(true);
  });

  it("waives them only when every product says 'NO' (trimmed, any case)", () => {
    expect(ratesWaived([product("6", "NO"), product("3", "no ")])).toBe(true);
    expect(ratesApply({ interestRatesEnabled: true }, [product("6", "NO")])).toBe(false);
  });

  it("never charges rates when the settings disable them, nor for an empty cart", () => {
    expect(ratesApply({ interestRatesEnabled: false }, [product("6", "SI")])).toBe(false);
    expect(ratesWaived([])).toBe(true);
  });

  it("charges each plan its percentage when rates apply, and turns every plan up to the limit free when waived", () => {
    const charged = installmentOptions({
      total: 100_000,
      settings: settings(),
      products: [product("12", "SI")],
    });
    expect(charged.map((o) => [o.installments, o.percentage, o.totalAmount, o.installmentAmount])).toEqual([
      [1, 0, 100_000, 100_000],
      [3, 10, 110_000, 36_667],
      [6, 20, 120_000, 20_000],
      [12, 48.5, 148_500, 12_375],
    ]);
    expect(charged.map((o) => o.interestFree)).toEqual([true, false, false, false]);

    const waived = installmentOptions({
      total: 100_000,
      settings: settings(),
      products: [product("12", "NO")],
    });
    expect(waived.map((o) => [o.installments, o.percentage, o.totalAmount])).toEqual([
      [1, 0, 100_000],
      [3, 0, 100_000],
      [6, 0, 100_000],
      [12, 0, 100_000],
    ]);
    expect(waived.every((o) => o.interestFree)).toBe(true);
  });
});

/** The demo shop's plans (server/db/seed/data/client.ts): 1, 3 and 6 cuotas at 0 %, 12 at a fixed 48,5 %. */
const DEMO = settings({
  installmentPlans: [
    { installments: 1, percentage: 0, enabled: true },
    { installments: 3, percentage: 0, enabled: true },
    { installments: 6, percentage: 0, enabled: true },
    { installments: 12, percentage: 48.5, enabled: true },
  ],
});
const plansOf = (products: InstallmentProduct[], card?: { paymentMethodId: string; paymentTypeId: string }) =>
  installmentOptions({ total: 100_000, settings: DEMO, products, card }).map((o) => [
    o.installments,
    o.totalAmount,
  ]);

describe("SPEC.md §9, sentence by sentence, on the demo plans", () => {
  it("'The default maximum comes from shop config.'", () => {
    expect(counts(offeredPlans({ ...DEMO, maxInstallments: 6 }, [product(undefined, "SI")]))).toEqual([
      1, 3, 6,
    ]);
  });

  it("'The per-product maximum is the first number of a product field.'", () => {
    expect(counts(offeredPlans(DEMO, [product("Hasta 3 cuotas", "SI")]))).toEqual([1, 3]);
  });

  it("'The minimum across cart items is used if within the config maximum.'", () => {
    expect(counts(offeredPlans(DEMO, [product("12", "SI"), product("6", "SI")]))).toEqual([1, 3, 6]);
    expect(counts(offeredPlans({ ...DEMO, maxInstallments: 3 }, [product("6", "SI")]))).toEqual([1, 3]);
  });

  it("'Offered plans are those enabled and not above the maximum.'", () => {
    const twelveOff = {
      ...DEMO,
      installmentPlans: DEMO.installmentPlans.map((p) => ({ ...p, enabled: p.installments !== 12 })),
    };
    expect(counts(offeredPlans(twelveOff, [product("12", "SI")]))).toEqual([1, 3, 6]);
  });

  it("'When rates apply, the per-instalment charge = (total + total*percentage)/instalments': 12 cuotas at 48,5 %", () => {
    const [twelve] = installmentOptions({
      total: 100_000,
      settings: DEMO,
      products: [product("12", "SI")],
    }).filter((o) => o.installments === 12);
    expect(twelve).toMatchObject({
      percentage: 48.5,
      totalAmount: 148_500,
      installmentAmount: 12_375,
      interestFree: false,
    });
  });

  it("'Rates are waived for instalments up to the limit unless every product's rate field is 'NO'.'", () => {
    // 'Aplica interés: SI': the 0 % plans stay free, the 12 pays its 48,5 %.
    expect(plansOf([product("12", "SI")])).toEqual([
      [1, 100_000],
      [3, 100_000],
      [6, 100_000],
      [12, 148_500],
    ]);
    // A cart mixing SI and NO: not every product says NO, so the rates apply.
    expect(plansOf([product("12", "SI"), product("12", "NO")])).toContainEqual([12, 148_500]);
    // Every product 'Aplica interés: NO': every plan up to the limit is free.
    expect(plansOf([product("12", "NO")])).toEqual([
      [1, 100_000],
      [3, 100_000],
      [6, 100_000],
      [12, 100_000],
    ]);
  });

  it("'American Express allows only 1 instalment.'", () => {
    expect(plansOf([product("12", "SI")], { paymentMethodId: "amex", paymentTypeId: "credit_card" })).toEqual(
      [[1, 100_000]],
    );
  });

  it.each([
    ["visa", "credit_card"],
    ["master", "credit_card"],
    ["maestro", "debit_card"],
    ["argencard", "credit_card"],
  ])("'Brands: … (up to 6 interest-free or 12 fixed)': %s", (paymentMethodId, paymentTypeId) => {
    expect(plansOf([product("12", "SI")], { paymentMethodId, paymentTypeId })).toEqual([
      [1, 100_000],
      [3, 100_000],
      [6, 100_000],
      [12, 148_500],
    ]);
  });
});

describe("plans with interest (Res. E 51/2017)", () => {
  it("show the cash price, the total financed, the cuota, TEA and CFT", () => {
    const option = installmentOption(10_000, { installments: 6, percentage: 26.62, enabled: true }, true);
    expect(option).toEqual({
      installments: 6,
      percentage: 26.62,
      interestFree: false,
      cashPrice: 10_000,
      totalAmount: 12_662,
      installmentAmount: 2110,
      tea: 101.12,
      cft: 130.09,
    });
  });

  it("show 0 % TEA and CFT for interest-free plans of several cuotas", () => {
    const option = installmentOption(10_000, { installments: 6, percentage: 26.62, enabled: true }, false);
    expect(option).toMatchObject({ interestFree: true, totalAmount: 10_000, tea: 0, cft: 0 });
  });
});
