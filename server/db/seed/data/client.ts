import { DEFAULT_CARD_BRANDS } from "#domain/payments/card-brands.ts";
import type { InstallmentPlan, WhatsappDay, WhatsappSettings } from "#domain/settings/views.ts";
import type { clientConfig, shopSettings } from "#server/db/schema/index.ts";

export const WHATSAPP_NUMBER = "5491155550000";

export const CLIENT_CONFIG: typeof clientConfig.$inferInsert = {
  id: 1,
  name: "Candela",
  title: "Candela | Depilación Láser Soprano",
  phone: "0810-345-2263",
  email: "hola@candela.com.ar",
  alternativeEmail: "atencionalcliente@candela.com.ar",
  franchisesEmail: "franquicias@candela.com.ar",
  rrhhEmail: "rrhh@candela.com.ar",
  whatsappEnabled: true,
  whatsappNumber: WHATSAPP_NUMBER,
  facebook: "https://www.facebook.com/candela.depilacion",
  instagram: "https://www.instagram.com/candela.depilacion",
  youtube: "https://www.youtube.com/@candeladepilacion",
  linkedin: "https://www.linkedin.com/company/candela-depilacion-laser",
};

const closed: WhatsappDay = { enabled: false, open_at: "00:00", close_at: "00:00" };
const weekday: WhatsappDay = { enabled: true, open_at: "09:00", close_at: "20:00" };
const saturday: WhatsappDay = { enabled: true, open_at: "09:00", close_at: "13:00" };

/** Indexed by weekday: 0 = domingo … 6 = sábado. */
export const WHATSAPP: WhatsappSettings = {
  enabled: true,
  number: WHATSAPP_NUMBER,
  fallback_number: "5491155550001",
  schedule: [closed, weekday, weekday, weekday, weekday, weekday, saturday].map((d) => ({ ...d })),
};

/** 1, 3 and 6 cuotas sin interés; 12 cuotas con un interés total fijo. */
export const INSTALLMENT_PLANS: InstallmentPlan[] = [
  { installments: 1, percentage: 0, enabled: true },
  { installments: 3, percentage: 0, enabled: true },
  { installments: 6, percentage: 0, enabled: true },
  { installments: 12, percentage: 48.5, enabled: true },
];

export const SHOP_SETTINGS: typeof shopSettings.$inferInsert = {
  id: 1,
  pricesEnabled: true,
  shopEnabled: true,
  checkoutMode: true,
  offlineMode: true,
  accountsEnabled: true,
  // The 2x1 on axilas needs two units of one area (docs/decisions/0041).
  quantityEnabled: true,
  whatsapp: WHATSAPP,
  mercadopagoEnabled: true,
  mercadopagoPublicKey: "TEST-sandbox-public-key",
  maxInstallments: 12,
  interestRatesEnabled: true,
  installmentPlans: INSTALLMENT_PLANS,
  cardBrands: [...DEFAULT_CARD_BRANDS],
};
