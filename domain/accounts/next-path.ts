/** Where signed-in visitors land when they reach a guest page without a `next` (the product index). */
export const DEFAULT_NEXT_PATH = "/areas";

/**
 * The `next` query parameter reduced to a path on this site, or the fallback: an absolute URL, a
 * protocol-relative `//host` or a backslash trick never sends the visitor elsewhere.
 */
export function safeNextPath(next: string | null | undefined, fallback = DEFAULT_NEXT_PATH): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  try {
    const base = "http://shop.invalid";
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    // Dot segments collapse while parsing: "/.//evil.example" becomes the off-site "//evil.example".
    if (url.pathname.startsWith("//")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * The `next` a page or a mail carries on: a path on this site, or null when there is none or it is not one
 * (an off-site `next` is dropped on the way, never passed along).
 */
export function carriedNext(next: string | null | undefined): string | null {
  if (!next) return null;
  const safe = safeNextPath(next, "");
  return safe === "" ? null : safe;
}

/** `path` with `?next=` (or `&next=`) when there is a `next` to carry on, else `path` itself. */
export function withNext(path: string, next: string | null | undefined): string {
  const carried = carriedNext(next);
  if (carried === null) return path;
  return `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(carried)}`;
}

/** The login address that brings the visitor back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/account-login?next=${encodeURIComponent(path)}`;
}

/** The registration address; the mailed link and the sign-in after it bring the visitor back to `next`. */
export function registerPath(next: string | null | undefined): string {
  return withNext("/account-register", next);
}
