import type { WhatsappSettings } from "#domain/settings/views.ts";
import { whatsappTarget, whatsappUrl } from "#domain/whatsapp.ts";

export { WHATSAPP_CHECK_MS } from "#domain/whatsapp.ts";

export interface WhatsappLink {
  href: string;
  /** True inside the opening hours; outside them the link goes to the fallback number. */
  open: boolean;
}

/** Where the WhatsApp widget links at `now` (see domain/whatsapp.ts), or null when it is hidden. */
export function whatsappLink(settings: WhatsappSettings | null | undefined, now: Date): WhatsappLink | null {
  const target = whatsappTarget(settings, now);
  return target ? { href: whatsappUrl(target.number), open: target.open } : null;
}
