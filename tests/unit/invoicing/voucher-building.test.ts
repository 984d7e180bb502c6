import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ivaContained, voucherAmounts } from "#domain/invoicing/amounts.ts";
import {
  buildVoucherRequest,
  servicePeriod,
  voucherAmountOf,
  receiverDocument,
} from "#domain/invoicing/build.ts";
import { cuitCheckDigit, cuitDigits, formatCuit, isValidCuit } from "#domain/invoicing/cuit.ts";
import { voucherNumberText } from "#domain/invoicing/names.ts";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import { invoicingSettingsSchema } from "#domain/invoicing/settings-form.ts";
import { purchaseStatement } from "#domain/purchases/statement.ts";
import { VOUCHER_TYPE } from "#domain/invoicing/voucher.ts";

/** A franchise's invoicing form as posted, but for its CUIT. */
const SETTINGS = {
  legal_name: "Candela Palermo SRL",
  iva_condition: "responsable_inscripto",
  point_of_sale: "3",
  activities_start: "2020-03-01",
  commercial_address: "Av. Santa Fe 3253, C1425 CABA",
};

describe("CUIT", () => {
  it("accepts real check digits and refuses a changed digit", () => {
    // ARCA's own CUIT and a person's: 33-69345023-9, 20-17254359-7.
    expect(isValidCuit("33693450239")).toBe(true);
    expect(isValidCuit("20172543597")).toBe(true);
    expect(isValidCuit("20172543598")).toBe(false);
    expect(isValidCuit("99172543597")).toBe(false);
  });

  it("computes the digit modulo 11, 11 as 0 and 10 as none", () => {
    expect(cuitCheckDigit("2017254359")).toBe(7);
    fc.assert(
      fc.property(fc.stringMatching(/^(20|27|30)\d{8}$/), (first10) => {
        const digit = cuitCheckDigit(first10);
        if (digit === null) return;
        expect(isValidCuit(`${first10}${digit}`)).toBe(true);
        expect(isValidCuit(`${first10}${(digit + 1) % 10}`)).toBe(false);
      }),
    );
  });

  it("reads it with dashes and writes it with them", () => {
    expect(cuitDigits("20-17254359-7")).toBe("20172543597");
    expect(cuitDigits("2017254359")).toBeNull();
    expect(formatCuit("20172543597")).toBe("20-17254359-7");
  });

  it("the settings form says in Spanish what is wrong", () => {
    const base = SETTINGS;
    const error = (cuit: string) =>
      invoicingSettingsSchema.safeParse({ ...base, cuit }).error?.issues.map((i) => i.message)[0];
    expect(error("20-1725435")).toMatch(/11 dígitos/);
    expect(error("20-17254359-8")).toMatch(/dígito verificador/);
    const ok = invoicingSettingsSchema.parse({ ...base, cuit: "20-17254359-7" });
    expect(ok).toMatchObject({ cuit: "20172543597", point_of_sale: 3, gross_income: null });
    expect(
      invoicingSettingsSchema.safeParse({ ...base, cuit: "20172543597", point_of_sale: "0" }).success,
    ).toBe(false);
  });

  it("asks for the domicilio comercial in one line, and takes Ingresos Brutos or nothing (the CUIT)", () => {
    const base = {
      ...SETTINGS,
      cuit: "20172543597",
      commercial_address: " Av. Santa Fe 3253, C1425 CABA ",
      gross_income: " Convenio Multilateral N° 901-123456-7 ",
    };
    const errors = (fields: object) =>
      invoicingSettingsSchema.safeParse({ ...base, ...fields }).error?.flatten().fieldErrors;
    expect(invoicingSettingsSchema.parse(base)).toMatchObject({
      commercial_address: "Av. Santa Fe 3253, C1425 CABA",
      gross_income: "Convenio Multilateral N° 901-123456-7",
    });
    for (const commercial_address of ["", "Av. Santa Fe 3253\nCABA", "x".repeat(201)]) {
      expect(errors({ commercial_address })).toEqual({ commercial_address: [M.commercialAddress] });
    }
    expect(errors({ gross_income: "9".repeat(41) })).toEqual({ gross_income: [M.grossIncome] });
  });
});

describe("IVA contained in a Factura B", () => {
  it("net is the total over 1.21 rounded to the centavo; the IVA is the rest", () => {
    expect(ivaContained(12100)).toEqual({ netCents: 10000, ivaCents: 2100 });
    // 100.00 / 1.21 = 82.6446… → 82.64; IVA 17.36.
    expect(ivaContained(10000)).toEqual({ netCents: 8264, ivaCents: 1736 });
    // 0.01 / 1.21 = 0.00826… → 0.01; IVA 0.00.
    expect(ivaContained(1)).toEqual({ netCents: 1, ivaCents: 0 });
  });

  it("always adds up to the total, and the IVA is within half a centavo of 21 % of the net", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (total) => {
        const { netCents, ivaCents } = ivaContained(total);
        expect(netCents + ivaCents).toBe(total);
        expect(Math.abs(netCents * 1.21 - total)).toBeLessThanOrEqual(0.605 + 1e-6);
      }),
    );
  });

  it("a Factura C has no IVA lines", () => {
    expect(voucherAmounts(12100, "monotributo")).toEqual({
      totalCents: 12100,
      netCents: 12100,
      ivaCents: 0,
      ivaRates: [],
    });
    expect(voucherAmounts(12100, "responsable_inscripto").ivaRates).toEqual([
      { id: 5, baseCents: 10000, amountCents: 2100 },
    ]);
  });
});

const at = (iso: string) => new Date(iso);
const purchase = {
  storeId: "s1",
  lines: [{ productId: "axilas", title: "Axilas", sessions: "6", quantity: 2 }],
};

describe("the voucher of each kind of sale", () => {
  // A 2x1 promotion and a 10 % code leave 48.600,00 charged in 3 cuotas with 5 % interest: 51.030,00.
  const approved = { type: "approved" as const, at: at("2026-11-20T15:00:00Z"), amount: 5_103_000 };

  it("a Responsable Inscripto's sale with a promotion and a code: Factura B for what was charged, DNI, services", () => {
    const statement = purchaseStatement(purchase, [approved]);
    const request = buildVoucherRequest({
      kind: "invoice",
      seller: { ivaCondition: "responsable_inscripto", pointOfSale: 3 },
      number: 42,
      issuedOn: "2026-11-21",
      purchasedOn: "2026-11-20",
      totalCents: voucherAmountOf("sale", statement)!,
      buyer: { type: "DNI", number: "30.123.456" },
    });
    expect(request).toEqual({
      pointOfSale: 3,
      type: VOUCHER_TYPE.facturaB,
      number: 42,
      concept: 2,
      documentType: 96,
      documentNumber: "30123456",
      receiverIvaCondition: 5,
      issuedOn: "2026-11-21",
      servicePeriod: { from: "2026-11-20", to: "2026-11-20", paymentDue: "2026-11-21" },
      totalCents: 5_103_000,
      netCents: 4_217_355,
      ivaCents: 885_645,
      ivaRates: [{ id: 5, baseCents: 4_217_355, amountCents: 885_645 }],
    });
  });

  it("a Monotributista's sale: Factura C with the whole total as net", () => {
    const statement = purchaseStatement(purchase, [approved]);
    const request = buildVoucherRequest({
      kind: "invoice",
      seller: { ivaCondition: "monotributo", pointOfSale: 1 },
      number: 1,
      issuedOn: "2026-11-20",
      purchasedOn: "2026-11-20",
      totalCents: voucherAmountOf("sale", statement)!,
      buyer: { type: "DNI", number: "30123456" },
    });
    expect(request).toMatchObject({
      type: VOUCHER_TYPE.facturaC,
      totalCents: 5_103_000,
      netCents: 5_103_000,
    });
    expect(request.ivaCents).toBe(0);
    expect(request.ivaRates).toEqual([]);
  });

  const invoiceB = {
    type: VOUCHER_TYPE.facturaB,
    pointOfSale: 3,
    number: 42,
    cuit: "20172543597",
    issuedOn: "2026-11-21",
  } as const;

  it("a partial refund: a Nota de Crédito B for the refund's amount, citing the invoice", () => {
    const refund = { type: "refunded" as const, at: at("2026-11-25T12:00:00Z"), amount: 1_000_000 };
    const statement = purchaseStatement(purchase, [approved, refund]);
    expect(statement.refunded).toBe(1_000_000);
    const request = buildVoucherRequest({
      kind: "credit_note",
      seller: { ivaCondition: "responsable_inscripto", pointOfSale: 3 },
      associated: invoiceB,
      number: 7,
      issuedOn: "2026-11-25",
      purchasedOn: "2026-11-20",
      totalCents: voucherAmountOf("refund", statement, refund.amount)!,
      buyer: { type: "DNI", number: "30123456" },
    });
    expect(request).toMatchObject({
      type: VOUCHER_TYPE.notaCreditoB,
      totalCents: 1_000_000,
      netCents: 826_446,
      ivaCents: 173_554,
      associated: invoiceB,
    });
  });

  it("a full refund credits all that was paid; a chargeback what was left; a C invoice gets a C note", () => {
    const full = { type: "refunded" as const, at: at("2026-11-22T12:00:00Z"), amount: 5_103_000 };
    expect(voucherAmountOf("refund", purchaseStatement(purchase, [approved, full]), full.amount)).toBe(
      5_103_000,
    );
    const partial = { type: "refunded" as const, at: at("2026-11-22T12:00:00Z"), amount: 103_000 };
    const chargeback = { type: "charged_back" as const, at: at("2026-11-23T12:00:00Z") };
    const statement = purchaseStatement(purchase, [approved, partial, chargeback]);
    expect(voucherAmountOf("chargeback", statement)).toBe(5_000_000);
    const request = buildVoucherRequest({
      kind: "credit_note",
      seller: { ivaCondition: "responsable_inscripto", pointOfSale: 1 },
      associated: { ...invoiceB, type: VOUCHER_TYPE.facturaC },
      number: 1,
      issuedOn: "2026-11-23",
      purchasedOn: "2026-11-20",
      totalCents: 5_000_000,
      buyer: { type: "DNI", number: "30123456" },
    });
    expect(request).toMatchObject({ type: VOUCHER_TYPE.notaCreditoC, netCents: 5_000_000, ivaCents: 0 });
  });

  it("nothing to invoice before the approval; a buyer without a DNI is an unidentified consumidor final", () => {
    expect(voucherAmountOf("sale", purchaseStatement(purchase, []))).toBeNull();
    expect(receiverDocument({ type: "CI", number: "1234" })).toEqual({
      documentType: 99,
      documentNumber: "0",
    });
    expect(servicePeriod("2026-11-20", "2026-12-01")).toEqual({
      from: "2026-11-20",
      to: "2026-11-20",
      paymentDue: "2026-12-01",
    });
    expect(voucherNumberText(1, 42)).toBe("0001-00000042");
  });
});
