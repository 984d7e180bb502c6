/** Where a relative link is resolved to tell whether it stays on the shop; no real address. */
const SHOP = new URL("https://shop.invalid/");

/**
 * Whether a link typed in the back office goes where the editor meant, read as browsers read it (the WHATWG URL
 * parser, which takes `\` for `/` and drops tabs and newlines): a shop path that stays on the shop, an address
 * typed in full with `http://` or `https://`, or a mail address.
 */
export function isAllowedLink(url: string): boolean {
  if (/[\s\\]/.test(url) || !URL.canParse(url, SHOP)) return false;
  const parsed = new URL(url, SHOP);
  if (url.startsWith("/")) return parsed.origin === SHOP.origin;
  if (/^https?:\/\//i.test(url)) return /^https?:$/.test(parsed.protocol) && parsed.hostname !== "";
  return /^mailto:[^@]+@[^@]+$/i.test(url);
}
