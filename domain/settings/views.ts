/** The shop's settings and its client config: what the settings page edits. */
export interface StoredSettings {
  settings: ShopSettings;
  client: ClientConfig;
}

/** One weekday of the WhatsApp schedule; times are HH:MM in the shop's time zone. */
export interface WhatsappDay {
  enabled: boolean;
  open_at: string;
  close_at: string;
}

export interface WhatsappSettings {
  enabled: boolean;
  number: string;
  /** Where the widget links outside opening hours. */
  fallback_number: string;
  /** Indexed by weekday, 0 = Sunday … 6 = Saturday. */
  schedule: WhatsappDay[];
}

/** An interest-rate plan: `percentage` is the total interest added for that number of instalments. */
export interface InstallmentPlan {
  installments: number;
  percentage: number;
  enabled: boolean;
}

export const SHOP_TIME_ZONE = "America/Argentina/Buenos_Aires";

/** The shop's settings as stored: one row (id 1). */
export interface ShopSettings {
  id: number;
  pricesEnabled: boolean;
  shopEnabled: boolean;
  checkoutMode: boolean;
  offlineMode: boolean;
  accountsEnabled: boolean;
  quantityEnabled: boolean;
  whatsapp: WhatsappSettings;
  mercadopagoEnabled: boolean;
  mercadopagoPublicKey: string | null;
  maxInstallments: number;
  interestRatesEnabled: boolean;
  installmentPlans: InstallmentPlan[];
  cardBrands: string[];
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The client config (SPEC.md §1: the shop's name, contact data and social links) as stored: one row (id 1). */
export interface ClientConfig {
  id: number;
  name: string;
  title: string;
  phone: string;
  email: string;
  alternativeEmail: string | null;
  franchisesEmail: string;
  rrhhEmail: string;
  whatsappEnabled: boolean;
  whatsappNumber: string | null;
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
  linkedin: string | null;
  createdAt: Date;
  updatedAt: Date;
}
