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
