/**
 * The third-party scripts the shop can load (SPEC.md §7 "Tracking"): a Google Tag Manager container, which reads
 * the page's data layer, and a Tawk.to chat widget. Both are off unless their ids are configured.
 */
export interface TrackingScripts {
  /** A Tag Manager container id, e.g. GTM-AB12CD3; null: no analytics script. */
  gtmId: string | null;
  /** A Tawk.to `<property id>/<widget id>`; null: no chat widget. */
  chatWidgetId: string | null;
}

export const NO_TRACKING: TrackingScripts = { gtmId: null, chatWidgetId: null };

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
/** Tawk.to's embed code names a 24-hex-digit property and a widget (`default` or a short id). */
export const CHAT_WIDGET_ID_PATTERN = /^[0-9a-f]{24}\/[0-9a-z]{1,32}$/i;

export const gtmScriptUrl = (gtmId: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;

export const chatWidgetScriptUrl = (chatWidgetId: string) => `https://embed.tawk.to/${chatWidgetId}`;
