/** A sale of Axilas × 2 (a 2x1) and Bozo, paid in 3 instalments with interest, and the vouchers it gets. */
import {
  voucherDocument,
  type AuthorisedVoucher,
  type Issuer,
  type Sale,
} from "#domain/invoicing/document.ts";
import { purchaseStatement } from "#domain/purchases/statement.ts";

export const issuer: Issuer = {
  legalName: "Depilación Palermo S.R.L.",
  cuit: "30712345679",
  address: "Av. Corrientes 1234, piso 5, C1043 CABA",
  ivaCondition: "responsable_inscripto",
  grossIncome: "Convenio Multilateral N° 901-123456-7",
  activitiesStartOn: "2019-03-01",
};

const AXILAS = "00000000-0000-4000-8000-000000000001";
const BOZO = "00000000-0000-4000-8000-000000000002";

export const sale: Sale = {
  paymentCode: "CND-ABCDEFGH",
  customerName: "Marta Gómez",
  customerAddress: "Av. Santa Fe 1234, 3° B, C1425 Ciudad Autónoma de Buenos Aires",
  paymentMethod: "Visa",
  branch: { name: "Candela Palermo", address: "Av. Santa Fe 3253, 2° B, C1425 CABA" },
  lines: [
    { productId: AXILAS, unitPrice: 20_000_00, quantity: 2 },
    { productId: BOZO, unitPrice: 10_000_00, quantity: 1 },
  ],
  promotions: [{ name: "2x1 en Axilas", amount: 20_000_00 }],
  // The promotion and a 10 % code on what was left.
  discount: 23_000_00,
};

const approvedAt = new Date("2026-12-01T13:00:00Z");
/** 27.000 after the discounts, 29.700 with the plan's 10 %. */
export const statement = purchaseStatement(
  {
    storeId: null,
    lines: [
      { productId: AXILAS, title: "Axilas", sessions: "6", quantity: 2 },
      { productId: BOZO, title: "Bozo", sessions: "6", quantity: 1 },
    ],
  },
  [
    { type: "approved", at: approvedAt, amount: 29_700_00 },
    {
      type: "refunded",
      at: new Date("2026-12-02T13:00:00Z"),
      amount: 5_000_00,
      lines: [{ productId: BOZO, sessions: 6 }],
    },
  ],
);

const period = { from: "2026-12-01", to: "2026-12-01", paymentDue: "2026-12-01" };

export const invoice: AuthorisedVoucher = {
  pointOfSale: 1,
  type: 6,
  number: 42,
  concept: 2,
  documentType: 96,
  documentNumber: "30123456",
  receiverIvaCondition: 5,
  issuedOn: "2026-12-01",
  servicePeriod: period,
  totalCents: 29_700_00,
  netCents: 24_545_45,
  ivaCents: 5_154_55,
  ivaRates: [{ id: 5, baseCents: 24_545_45, amountCents: 5_154_55 }],
  cae: "76123456789012",
  caeDueOn: "2026-12-11",
};

export const creditNote: AuthorisedVoucher = {
  ...invoice,
  type: 8,
  number: 7,
  issuedOn: "2026-12-02",
  servicePeriod: { ...period, to: "2026-12-02", paymentDue: "2026-12-02" },
  totalCents: 5_000_00,
  netCents: 4_132_23,
  ivaCents: 867_77,
  ivaRates: [{ id: 5, baseCents: 4_132_23, amountCents: 867_77 }],
  cae: "76123456789099",
  caeDueOn: "2026-12-12",
  associated: { type: 6, pointOfSale: 1, number: 42, cuit: "30712345679", issuedOn: "2026-12-01" },
};

export const returned = [{ productId: BOZO, sessions: 6 }];

/** The documents of both vouchers, as their mails carry them. */
export const invoiceDocument = voucherDocument({ voucher: invoice, issuer, sale, statement });
export const creditNoteDocument = voucherDocument({ voucher: creditNote, issuer, sale, statement, returned });
