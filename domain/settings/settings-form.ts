import { z } from "zod";
import { INSTALLMENT_CHOICES } from "#domain/catalog/messages.ts";
import { versionInput } from "#domain/editing/money-input.ts";
import { DEFAULT_CARD_BRANDS } from "#domain/payments/card-brands.ts";
import type { InstallmentPlan, WhatsappSettings } from "#domain/settings/views.ts";
import { text } from "#domain/validation/fields.ts";
import { EMAIL_PATTERN } from "#domain/validation/validators.ts";
import { SETTINGS_MESSAGES as M, WEEKDAYS } from "./messages.ts";

/** The fields posted as lists (checkboxes of one name). */
export const SETTINGS_LIST_FIELDS = ["card_brands"] as const;

/** The plans the page edits, one row each: 1, 3, 6 and 12 cuotas. */
export const PLAN_INSTALLMENTS = INSTALLMENT_CHOICES.map(Number);

/** The posted name of one day's field of the WhatsApp schedule, as the `whatsapp` column's JSON path. */
export const dayField = (day: number, key: "enabled" | "open_at" | "close_at") =>
  `whatsapp.schedule[${day}].${key}`;
export const planField = (row: number, key: "percentage" | "enabled") => `installment_plans[${row}].${key}`;

const checkbox = () => z.preprocess((v) => v === "on" || v === "true", z.boolean());
const required = () => text(M.required).min(1, M.required).max(255, M.max);
const optional = () => text(M.required).max(255, M.max).default("");
const email = () => required().regex(EMAIL_PATTERN, M.email);
const optionalEmail = () => optional().refine((v) => v === "" || EMAIL_PATTERN.test(v), M.email);
const socialUrl = () =>
  optional().refine((v) => v === "" || (/^https:\/\/[^\s]+$/.test(v) && URL.canParse(v)), M.url);
const phoneNumber = () => text(M.whatsappNumber).regex(/^\d{8,15}$/, M.whatsappNumber);
const time = () => text(M.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);
/** es-AR decimal (48,5), or a whole number. */
const percentage = () =>
  text(M.percentage)
    .regex(/^\d{1,3}(,\d{1,2})?$/, M.percentage)
    .transform((v) => Number(v.replace(",", ".")))
    .refine((v) => v <= 300, M.percentage);

const dayShape = Object.fromEntries(
  WEEKDAYS.flatMap((_, d) => [
    [dayField(d, "enabled"), checkbox()],
    [dayField(d, "open_at"), time()],
    [dayField(d, "close_at"), time()],
  ]),
) as Record<string, z.ZodType>;
const planShape = Object.fromEntries(
  PLAN_INSTALLMENTS.flatMap((_, i) => [
    [planField(i, "percentage"), percentage()],
    [planField(i, "enabled"), checkbox()],
  ]),
) as Record<string, z.ZodType>;

/** The settings page, named as the columns (`whatsapp.…` and `installment_plans[…]` as their JSON paths). */
export const settingsFormSchema = z
  .object({
    version: versionInput(),
    shop_enabled: checkbox(),
    prices_enabled: checkbox(),
    checkout_mode: checkbox(),
    offline_mode: checkbox(),
    accounts_enabled: checkbox(),
    name: required(),
    title: required(),
    phone: required(),
    email: email(),
    alternative_email: optionalEmail(),
    franchises_email: email(),
    rrhh_email: email(),
    whatsapp_enabled: checkbox(),
    whatsapp_number: z.preprocess((v) => (v === undefined ? "" : v), text(M.whatsappNumber)),
    facebook: socialUrl(),
    instagram: socialUrl(),
    youtube: socialUrl(),
    linkedin: socialUrl(),
    "whatsapp.enabled": checkbox(),
    "whatsapp.number": phoneNumber(),
    "whatsapp.fallback_number": phoneNumber(),
    ...dayShape,
    mercadopago_enabled: checkbox(),
    max_installments: z.enum(INSTALLMENT_CHOICES, { error: M.maxInstallments }).transform(Number),
    interest_rates_enabled: checkbox(),
    ...planShape,
    card_brands: z
      .array(z.string({ error: M.cardBrandUnknown }), { error: M.cardBrands })
      .min(1, M.cardBrands)
      .refine((brands) => brands.every((b) => DEFAULT_CARD_BRANDS.includes(b)), M.cardBrandUnknown),
  })
  .superRefine((v, ctx) => {
    const values = v as Record<string, unknown>;
    if (v.whatsapp_enabled && !/^\d{8,15}$/.test(v.whatsapp_number))
      ctx.addIssue({ code: "custom", path: ["whatsapp_number"], message: M.whatsappNumber });
    WEEKDAYS.forEach((_, d) => {
      const open = values[dayField(d, "open_at")] as string;
      const close = values[dayField(d, "close_at")] as string;
      if (values[dayField(d, "enabled")] && close <= open)
        ctx.addIssue({ code: "custom", path: [dayField(d, "close_at")], message: M.timeOrder });
    });
  })
  .transform((v) => {
    const values = v as Record<string, unknown>;
    const whatsapp: WhatsappSettings = {
      enabled: v["whatsapp.enabled"],
      number: v["whatsapp.number"] as string,
      fallback_number: v["whatsapp.fallback_number"] as string,
      schedule: WEEKDAYS.map((_, d) => ({
        enabled: values[dayField(d, "enabled")] as boolean,
        open_at: values[dayField(d, "open_at")] as string,
        close_at: values[dayField(d, "close_at")] as string,
      })),
    };
    const installmentPlans: InstallmentPlan[] = PLAN_INSTALLMENTS.map((installments, i) => ({
      installments,
      percentage: values[planField(i, "percentage")] as number,
      enabled: values[planField(i, "enabled")] as boolean,
    }));
    return {
      version: v.version,
      settings: {
        shopEnabled: v.shop_enabled,
        pricesEnabled: v.prices_enabled,
        checkoutMode: v.checkout_mode,
        offlineMode: v.offline_mode,
        accountsEnabled: v.accounts_enabled,
        whatsapp,
        mercadopagoEnabled: v.mercadopago_enabled,
        maxInstallments: v.max_installments,
        interestRatesEnabled: v.interest_rates_enabled,
        installmentPlans,
        cardBrands: DEFAULT_CARD_BRANDS.filter((b) => v.card_brands.includes(b)),
      },
      client: {
        name: v.name,
        title: v.title,
        phone: v.phone,
        email: v.email,
        alternativeEmail: v.alternative_email || null,
        franchisesEmail: v.franchises_email,
        rrhhEmail: v.rrhh_email,
        whatsappEnabled: v.whatsapp_enabled,
        whatsappNumber: v.whatsapp_number || null,
        facebook: v.facebook || null,
        instagram: v.instagram || null,
        youtube: v.youtube || null,
        linkedin: v.linkedin || null,
      },
    };
  });
export type SettingsInput = z.output<typeof settingsFormSchema>;
