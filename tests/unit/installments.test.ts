import { describe, expect, it } from "vitest";
import type { ProductField } from "#domain/catalog/views.ts";
import {
  installmentPromo,
  installmentPromoText,
  paymentOptions,
  paymentOptionsLines,
  type InstallmentSettings,
} from "#domain/installments/promises.ts";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

const SETTINGS: InstallmentSettings = {
  interestRatesEnabled: true,
  maxInstallments: 12,
  installmentPlans: [
    { installments: 1, percentage: 0, enabled: true },
    { installments: 3, percentage: 0, enabled: true },
    { installments: 6, percentage: 0, enabled: true },
    { installments: 12, percentage: 48.5, enabled: true },
  ],
};

const fields = (max?: string): ProductField[] =>
  max === undefined ? [] : [{ key: "max_installments", label: "Cuotas máximas", value: max }];

const product = (price: number, priceOffer: number, max?: string) => ({
  price,
  priceOffer,
  fields: fields(max),
});

describe("installmentPromo", () => {
  it("uses the enabled 0% plan with the most instalments, on the offer price when above 0", () => {
    // (25 600,00 + 0%) / 6 = 4 266,666… → 4 266,67
    const promo = installmentPromo(product(3200000, 2560000), SETTINGS);
    expect(promo).toEqual({ installments: 6, amount: 426667 });
    expect(nbsp(installmentPromoText(promo!))).toBe("Hasta 6 cuotas sin interés de $ 4.266,67");
  });

  it("uses the list price when there is no offer", () => {
    expect(installmentPromo(product(1800000, 0), SETTINGS)).toEqual({ installments: 6, amount: 300000 });
  });

  it("skips plans with interest even when they have more instalments", () => {
    const onlyInterest: InstallmentSettings = {
      ...SETTINGS,
      installmentPlans: [{ installments: 12, percentage: 10, enabled: true }],
    };
    expect(installmentPromo(product(1800000, 0), onlyInterest)).toBeNull();
  });

  it("skips disabled plans", () => {
    const sixOff: InstallmentSettings = {
      ...SETTINGS,
      installmentPlans: SETTINGS.installmentPlans.map((p) =>
        p.installments === 6 ? { ...p, enabled: false } : p,
      ),
    };
    expect(installmentPromo(product(1800000, 0), sixOff)).toEqual({ installments: 3, amount: 600000 });
  });

  it("shows nothing when the best interest-free plan has a single instalment (N = 1)", () => {
    const single: InstallmentSettings = {
      ...SETTINGS,
      installmentPlans: [
        { installments: 1, percentage: 0, enabled: true },
        { installments: 6, percentage: 15, enabled: true },
      ],
    };
    expect(installmentPromo(product(1800000, 0), single)).toBeNull();
  });

  it("shows nothing when interest rates are disabled", () => {
    expect(installmentPromo(product(1800000, 0), { ...SETTINGS, interestRatesEnabled: false })).toBeNull();
  });

  it("shows nothing when no plan is configured", () => {
    expect(installmentPromo(product(1800000, 0), { ...SETTINGS, installmentPlans: [] })).toBeNull();
  });

  it("keeps to the product's own maximum when it is within the shop's", () => {
    expect(installmentPromo(product(1800000, 0, "3"), SETTINGS)).toEqual({ installments: 3, amount: 600000 });
    expect(installmentPromo(product(1800000, 0, "1"), SETTINGS)).toBeNull();
  });

  it("reads the product's maximum from the first number of its field", () => {
    expect(installmentPromo(product(1800000, 0, "Hasta 3 cuotas"), SETTINGS)).toEqual({
      installments: 3,
      amount: 600000,
    });
  });

  it("applies the formula with the plan's percentage when a 0% plan is listed with interest elsewhere", () => {
    const mixed: InstallmentSettings = {
      ...SETTINGS,
      installmentPlans: [
        { installments: 3, percentage: 0, enabled: true },
        { installments: 6, percentage: 0.0001, enabled: true },
      ],
    };
    expect(installmentPromo(product(1000000, 0), mixed)).toEqual({ installments: 3, amount: 333333 });
  });

  it("keeps to the shop's maximum when the product's is above it", () => {
    expect(installmentPromo(product(1800000, 0, "12"), { ...SETTINGS, maxInstallments: 3 })).toEqual({
      installments: 3,
      amount: 600000,
    });
  });
});

describe("installmentPromo agrees with what the checkout charges", () => {
  const rated = (max: string, rates: string) => ({
    price: 1800000,
    priceOffer: 0,
    fields: [...fields(max), { key: "installment_rates", label: "Aplica interés", value: rates } as const],
  });

  it("stops at the 0 % plans for an area with 'Aplica interés: SI' (its 12 cuotas carry 48,5 %)", () => {
    expect(installmentPromo(rated("12", "SI"), SETTINGS)).toEqual({ installments: 6, amount: 300000 });
  });

  it("counts the 12 cuotas for an area with 'Aplica interés: NO', which pays them without interest", () => {
    expect(installmentPromo(rated("12", "NO"), SETTINGS)).toEqual({ installments: 12, amount: 150000 });
  });
});

describe("paymentOptions and the 'Medios de pago' lines", () => {
  const BRANDS = ["visa", "debvisa", "master", "maestro", "argencard", "amex"];

  it("names every accepted brand, and splits the plans as the checkout charges them", () => {
    const options = paymentOptions(SETTINGS, BRANDS);
    expect(options.brands).toEqual([
      "Visa",
      "Visa Débito",
      "Mastercard",
      "Maestro",
      "Argencard",
      "American Express",
    ]);
    expect(options.interestFree).toEqual([3, 6]);
    expect(options.withInterest).toEqual([{ installments: 12, percentage: 48.5 }]);
    expect(paymentOptionsLines(options)).toEqual([
      "1 pago con todas las tarjetas.",
      "3 y 6 cuotas sin interés con Visa, Mastercard, Maestro y Argencard.",
      "12 cuotas con un interés total de 48,50% con Visa, Mastercard, Maestro y Argencard.",
      "Visa Débito y American Express: solo 1 pago.",
    ]);
  });

  it("follows the settings: a plan at 0 %, a disabled plan, a lower maximum and more brands", () => {
    const changed: InstallmentSettings = {
      interestRatesEnabled: true,
      maxInstallments: 12,
      installmentPlans: [
        { installments: 1, percentage: 0, enabled: true },
        { installments: 3, percentage: 0, enabled: false },
        { installments: 6, percentage: 0, enabled: true },
        { installments: 12, percentage: 0, enabled: true },
      ],
    };
    const options = paymentOptions(changed, [...BRANDS, "naranja", "diners"]);
    expect(options.brands).toContain("Naranja");
    expect(options.brands).toContain("Diners");
    expect(paymentOptionsLines(options)[1]).toBe(
      "6 y 12 cuotas sin interés con Visa, Mastercard, Maestro, Argencard, Naranja y Diners.",
    );
    expect(paymentOptions({ ...SETTINGS, maxInstallments: 6 }, BRANDS).withInterest).toEqual([]);
    expect(paymentOptions({ ...SETTINGS, interestRatesEnabled: false }, BRANDS).interestFree).toEqual([
      3, 6, 12,
    ]);
  });

  it("agrees with the promo: the promo's N is the most cuotas the page calls sin interés", () => {
    const noWaiver = product(1800000, 0);
    noWaiver.fields.push({ key: "installment_rates", label: "Aplica interés", value: "SI" });
    const promo = installmentPromo(noWaiver, SETTINGS);
    expect(promo?.installments).toBe(Math.max(...paymentOptions(SETTINGS, BRANDS).interestFree));
  });
});
