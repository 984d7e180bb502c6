import type { Route } from "./+types/robots";

/** Crawlers may read the storefront, not the account, checkout, back-office or API addresses. */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.publicUrl.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /shop/checkout",
    "Disallow: /my-account",
    "Disallow: /account-",
    "Disallow: /admin",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
