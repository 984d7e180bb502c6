import { describe, expect, it } from "vitest";
import { renderMail } from "#server/mail/render.ts";
import type { MailTemplateData, MailTemplateName } from "#server/mail/templates/index.ts";
import { creditNoteDocument, invoiceDocument } from "../support/invoicing-samples.ts";
import { NEXT_SESSION_OFFER_SAMPLE, SALE_SAMPLE, VISIT_SAMPLE } from "../support/mail-samples.ts";
import { mailContext } from "../support/mail-context.ts";
import { visibleText, wordSlips } from "../support/word-slips.ts";

const purchase = { ...SALE_SAMPLE, paymentMethod: "visa" };
const visit = VISIT_SAMPLE;

/** One sample of every mail the shop sends (the type makes a new template add its own). */
const SAMPLES: { [K in MailTemplateName]: MailTemplateData[K][] } = {
  verify_account: [{ name: "Ana", token: "t0k" }],
  password_reset: [{ name: "Ana", token: "r3s" }],
  password_changed: [{ name: "Ana" }],
  contact_message: [
    { kind: "general", name: "Luis", email: "luis@example.com", phone: "1144445555", message: "Hola" },
  ],
  purchase: [
    {
      ...purchase,
      name: "Ana",
      store: { name: "Candela Palermo", address: "Av. Santa Fe 3253", phone: "011 4831-2200" },
      cardLastFour: "3704",
    },
  ],
  branch_sale: [
    {
      ...purchase,
      storeName: "Candela Palermo",
      customer: {
        name: "Ana",
        surname: "Pérez",
        identifire: "30123456",
        mobilePhone: "1155550000",
        email: "ana@example.com",
      },
    },
  ],
  refund: [
    {
      name: "Ana",
      paymentCode: "A1B2C3",
      amount: 400_000,
      full: false,
      paid: 1_200_000,
      paymentMethod: "visa",
      cardLastFour: "3704",
      returned: [{ title: "Axilas", sessions: 2, all: false }],
      remaining: [{ title: "Axilas", sessions: 4 }],
      visits: [
        { startsAt: visit.startsAt, storeName: "Candela Palermo", areas: ["Axilas"], cancelled: false },
      ],
    },
  ],
  regret_accepted: [{ name: "Ana", paymentCode: "A1B2C3", revocationCode: "R-123" }],
  regret_late: [{ name: "Ana", paymentCode: "A1B2C3", purchasedAt: "2026-10-01T13:00:00.000Z" }],
  email_change_confirm: [{ name: "Ana", newEmail: "ana.nueva@example.com", token: "c4m" }],
  email_change_requested: [{ name: "Ana", newEmail: "ana.nueva@example.com" }],
  email_changed: [{ name: "Ana", newEmail: "ana.nueva@example.com" }],
  staff_password: [
    { name: "Ana", purpose: "set", token: "st4ff", hours: 72 },
    { name: "", purpose: "reset", token: "st4ff", hours: 2 },
  ],
  account_approved: [
    { name: "Ana", token: "4pr" },
    { name: "Ana", token: null },
  ],
  account_rejected: [{ name: "Ana", reason: "El documento no coincide." }],
  visit: (["booked", "moved", "cancelled", "reminder"] as const).map((kind) => ({ ...visit, kind })),
  next_session: [
    {
      kind: "attended",
      name: "Ana",
      visit: { startsAt: visit.startsAt, storeName: "Candela Palermo", areas: ["Axilas"] },
      offers: [NEXT_SESSION_OFFER_SAMPLE],
    },
    {
      kind: "attended",
      name: "Ana",
      visit: { startsAt: visit.startsAt, storeName: "Candela Palermo", areas: ["Axilas"] },
      offers: [],
    },
    { kind: "reminder", name: "Ana", offers: [{ ...NEXT_SESSION_OFFER_SAMPLE, times: [] }] },
  ],
  waitlist_offer: [
    {
      name: "Ana",
      startsAt: visit.startsAt,
      storeName: "Candela Palermo",
      storeAddress: visit.storeAddress,
      areas: ["Axilas"],
      token: "w41t",
    },
  ],
  review_request: [
    {
      name: "Ana",
      token: "r3v",
      areas: ["Axilas", "Bozo"],
      storeName: "Candela Palermo",
      startsAt: visit.startsAt,
      linkDays: 60,
    },
  ],
  voucher: [
    { name: "Ana", document: invoiceDocument },
    { name: "Ana", document: creditNoteDocument },
  ],
};

describe("the words of every mail", () => {
  it.each(Object.keys(SAMPLES) as MailTemplateName[])("%s has none of the slips", async (template) => {
    for (const data of SAMPLES[template]) {
      const mail = await renderMail(template, data as never, mailContext("https://tienda.example"));
      expect(wordSlips([mail.subject, visibleText(mail.html), mail.text].join(" "))).toEqual([]);
    }
  });
});
