/**
 * `next` values that must never send a visitor off the site: absolute and protocol-relative addresses,
 * backslash and encoding tricks, dot segments that collapse into `//host`, control characters, schemes.
 */
export const OFF_SITE_NEXT = [
  "//evil.example",
  "https://evil.example",
  "http://evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "javascript:alert(1)",
  "/\t/evil.example",
  "/\n/evil.example",
  " //evil.example",
  "///evil.example",
  "https:evil.example",
];

/** Whether a Location header stays on this site. */
export function staysOnSite(location: string): boolean {
  const url = new URL(location, "https://tienda.example");
  return url.origin === "https://tienda.example" && !/^\s*[/\\]{2}/.test(location);
}
