/**
 * Which notification_url Mercado Pago is sent. It refuses an address it deems invalid (cause 4020), so only
 * an HTTPS one goes out; without it (localhost during development) the webhook URL of Mercado Pago's panel
 * applies instead: failing safe rather than failing the payment.
 */
export function acceptedNotificationUrl(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  return new URL(url).protocol === "https:" ? url : undefined;
}
