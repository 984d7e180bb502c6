import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { DEFAULT_CARD_BRANDS } from "#domain/payments/card-brands.ts";
import type { InstallmentPlan, WhatsappSettings } from "#domain/settings/views.ts";
import { timestamps } from "./columns.ts";

/** The client config of SPEC.md §1: one row, id 1. */
export const clientConfig = pgTable("client_config", {
  id: integer("id").primaryKey().default(1),
  name: text("name").notNull(),
  title: text("title").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  alternativeEmail: text("alternative_email"),
  franchisesEmail: text("franchises_email").notNull(),
  rrhhEmail: text("rrhh_email").notNull(),
  whatsappEnabled: boolean("whatsapp_enabled").notNull().default(false),
  whatsappNumber: text("whatsapp_number"),
  facebook: text("facebook"),
  instagram: text("instagram"),
  youtube: text("youtube"),
  linkedin: text("linkedin"),
  ...timestamps(),
});

/** Shop settings: feature flags, WhatsApp schedule, payment methods and interest-rate plans. One row, id 1. */
export const shopSettings = pgTable("shop_settings", {
  id: integer("id").primaryKey().default(1),
  pricesEnabled: boolean("prices_enabled").notNull().default(true),
  shopEnabled: boolean("shop_enabled").notNull().default(true),
  /** The cart and checkout are offered (the shop sells, rather than only showing a catalogue). */
  checkoutMode: boolean("checkout_mode").notNull().default(true),
  /** Anonymous visitors see prices and the cart ("offline" in SPEC.md §2). */
  offlineMode: boolean("offline_mode").notNull().default(true),
  accountsEnabled: boolean("accounts_enabled").notNull().default(true),
  quantityEnabled: boolean("quantity_enabled").notNull().default(false),
  whatsapp: jsonb("whatsapp").$type<WhatsappSettings>().notNull(),
  mercadopagoEnabled: boolean("mercadopago_enabled").notNull().default(true),
  mercadopagoPublicKey: text("mercadopago_public_key"),
  /** The shop-wide maximum number of instalments (SPEC.md §9). */
  maxInstallments: integer("max_installments").notNull().default(12),
  interestRatesEnabled: boolean("interest_rates_enabled").notNull().default(true),
  installmentPlans: jsonb("installment_plans").$type<InstallmentPlan[]>().notNull(),
  /** The card brands accepted, by payment_method_id (SPEC.md §9 "Brands"; docs/decisions/0024). */
  cardBrands: jsonb("card_brands")
    .$type<string[]>()
    .notNull()
    .default([...DEFAULT_CARD_BRANDS]),
  /** Raised by every save of the settings page (both tables): a form opened before it is refused. */
  version: integer("version").notNull().default(1),
  ...timestamps(),
});
