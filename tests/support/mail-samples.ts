import type { PurchaseData } from "#server/mail/templates/purchase.tsx";
import type { VisitMailData } from "#server/mail/templates/visit.tsx";
import type { NextSessionMailOffer } from "#server/mail/templates/next-session.tsx";

/** A booked visit as its mail receives it. */
export const VISIT_SAMPLE: VisitMailData = {
  kind: "booked",
  visitId: "0b5f3f36-2a4e-4c4f-9d3f-6f1c2b7a8e90",
  name: "Lucía",
  startsAt: "2026-12-01T13:30:00.000Z",
  endsAt: "2026-12-01T14:45:00.000Z",
  storeName: "Candela Palermo",
  storeAddress: "Av. Santa Fe 3253 2 B, C1425, Capital Federal",
  storePhone: "011 4831-2200",
  areas: ["Axilas", "Piernas enteras"],
  changeCutoffHours: 24,
  sequence: 1796900000,
};

/** The sale part of the purchase and branch mails: one Axilas of 6 sessions in one payment. */
export const SALE_SAMPLE: Pick<
  PurchaseData,
  "paymentCode" | "items" | "total" | "discount" | "totalFinanced" | "installments" | "installmentAmount"
> = {
  paymentCode: "CND-TEST0001",
  items: [{ title: "Axilas", sessions: 6, quantity: 1 }],
  total: 100_00,
  discount: 0,
  totalFinanced: 100_00,
  installments: 1,
  installmentAmount: 100_00,
};

/** The next session after Axilas attended on 1 December 2026: its window and first free times. */
export const NEXT_SESSION_OFFER_SAMPLE: NextSessionMailOffer = {
  areas: ["Axilas", "Piernas enteras"],
  from: "2027-01-15",
  to: "2027-01-30",
  storeName: "Candela Palermo",
  times: ["2027-01-15T13:00:00.000Z", "2027-01-15T13:30:00.000Z"],
  bookPath: "/my-account/turnos/reservar?area=a&store=s&dia=2027-01-15",
};
