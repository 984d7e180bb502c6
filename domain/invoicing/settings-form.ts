/**
 * A franchise's invoicing settings as the form posts them, named as their columns. The certificate and key are
 * files checked on the server (server/modules/invoicing/credentials.ts); here only the text fields.
 */
import { z } from "zod";
import { versionInput } from "#domain/editing/money-input.ts";
import { dayInput, dayStart } from "#domain/editing/day-input.ts";
import { text } from "#domain/validation/fields.ts";
import { cuitDigits, isValidCuit } from "./cuit.ts";
import { INVOICING_MESSAGES as M } from "./messages.ts";
import type { SellerIvaCondition } from "./voucher.ts";

/** One line of print: no line breaks, tabs or other control characters. */
const oneLine = (v: string) => !/\p{Cc}/u.test(v);

export const IVA_CONDITIONS: readonly SellerIvaCondition[] = ["responsable_inscripto", "monotributo"];

export const invoicingSettingsSchema = z.object({
  cuit: text(M.cuitLength)
    .refine((v) => cuitDigits(v) !== null, M.cuitLength)
    .refine((v) => cuitDigits(v) === null || isValidCuit(cuitDigits(v)!), M.cuitInvalid)
    .transform((v) => cuitDigits(v)!),
  legal_name: text(M.legalName).min(1, M.legalName).max(255, M.legalName),
  iva_condition: z.enum(IVA_CONDITIONS as [SellerIvaCondition, ...SellerIvaCondition[]], {
    error: M.ivaCondition,
  }),
  point_of_sale: text(M.pointOfSale)
    .regex(/^\d{1,5}$/, M.pointOfSale)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 99998, M.pointOfSale),
  activities_start: dayInput(M.activitiesStart)
    .refine((v) => v !== "", M.activitiesStart)
    .refine((v) => v === "" || (dayStart(v) ?? new Date(0)) <= new Date(), M.activitiesStart),
  commercial_address: text(M.commercialAddress)
    .min(1, M.commercialAddress)
    .max(200, M.commercialAddress)
    .refine(oneLine, M.commercialAddress),
  /** Empty when the Ingresos Brutos number is the CUIT: the document then prints the CUIT. */
  gross_income: text(M.grossIncome)
    .max(40, M.grossIncome)
    .refine(oneLine, M.grossIncome)
    .default("")
    .transform((v) => v || null),
  version: versionInput().optional(),
});
export type InvoicingSettingsInput = z.output<typeof invoicingSettingsSchema>;

/**
 * The required fields that settings saved before they were asked for lack, by their labels, for the form to
 * name. Only the 'Domicilio comercial' can be missing (the document prints the sale's branch meanwhile).
 */
export function missingInvoicingFields(stored: { commercialAddress: string | null }): string[] {
  return stored.commercialAddress?.trim() ? [] : [M.labels.commercialAddress];
}
