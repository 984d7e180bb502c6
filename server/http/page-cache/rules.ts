import { STAFF_COOKIE } from "#server/http/staff-session.ts";

/**
 * A cookie that makes a whole page personal: a staff member's. A customer's session and an anonymous cart do
 * not: their pages come from the cache with the personal parts filled per request (page-plan.ts).
 */
const PERSONAL_COOKIES = new Set([STAFF_COOKIE]);

/** The shop, the account pages, the back office and the development tools show the visitor's own things. */
const PERSONAL_PATHS = /^\/(?:shop(?:\/|$)|my-account|account|admin(?:[/.?]|$)|dev(?:\/|$))/;

/** React Router's single-fetch data requests (`/x.data`, `/_.data`): client navigations, not documents. */
const DATA_REQUEST = /\.data$/;

const MAX_URL_LENGTH = 512;

function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (PERSONAL_COOKIES.has(name)) return true;
  }
  return false;
}

/** Whether a page request may be answered from the cache (with its visitor's parts), or its answer kept there. */
export function isCacheableRequest(method: string, url: string, cookieHeader: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.length > MAX_URL_LENGTH || hasPersonalCookie(cookieHeader)) return false;
  const path = url.split("?", 1)[0]!;
  return !PERSONAL_PATHS.test(path) && !DATA_REQUEST.test(path);
}

/** Only a plain 200 HTML document that sets no cookie and does not ask to stay private is kept. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return false;
  if (response.headers.has("set-cookie")) return false;
  return !/\b(?:private|no-store|no-cache)\b/i.test(response.headers.get("cache-control") ?? "");
}

/** Pages differ between anonymous visitors and signed-in customers (prices, cart and account links): one each. */
export const pageCacheKey = (signedIn: boolean, url: string) => `${signedIn ? "customer" : "visitor"} ${url}`;
