import { PATHS } from "#app/lib/paths.ts";
import { STATIC_PAGE_SLUGS } from "#domain/static-pages.ts";
import type { Route } from "./+types/sitemap";

const LISTS = [
  "/",
  PATHS.areas,
  PATHS.stores,
  PATHS.blog,
  PATHS.press,
  PATHS.promotions,
  "/acciones",
  PATHS.contact,
  PATHS.corporateContact,
];

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every public page: lists, static pages, categories, areas, branches and articles. */
export async function loader({ context }: Route.LoaderArgs) {
  const [catalog, content, stores] = [
    context.services.catalog.shop,
    context.services.content.shop,
    context.services.stores.shop,
  ];
  const [catalogEntries, articleEntries, branches] = await Promise.all([
    catalog.sitemapEntries(),
    content.sitemapEntries(),
    stores.list(),
  ]);
  const entries: { path: string; updatedAt?: Date | string }[] = [
    ...LISTS.map((path) => ({ path })),
    ...STATIC_PAGE_SLUGS.map((slug) => ({ path: `/${slug}` })),
    ...catalogEntries,
    ...branches.map((s) => ({ path: PATHS.store(s.slug), updatedAt: s.updatedAt })),
    ...articleEntries,
  ];
  const base = context.publicUrl.replace(/\/$/, "");
  const urls = entries
    .map((e) => {
      const lastmod = e.updatedAt
        ? `<lastmod>${new Date(e.updatedAt).toISOString().slice(0, 10)}</lastmod>`
        : "";
      return `  <url><loc>${escapeXml(`${base}${e.path}`)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
