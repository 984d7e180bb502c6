import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { STATIC_PAGE_SLUGS } from "#domain/static-pages.ts";

/** Lists of articles and their entries: the module reads which list from the first path segment. */
const ARTICLE_LISTS = ["blog", "prensa", "promociones", "acciones"] as const;

/**
 * Home, catalogue, branches, content and contact pages (SPEC.md §2). /areas/tratamientos-mujer/ and
 * /areas/tratamientos-hombre/ are categories, served by the category route.
 */
export const storefrontRoutes: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("areas", "routes/areas.tsx"),
  route("areas/:category", "routes/areas-category.tsx"),
  route("areas/:category/:slug", "routes/area-detail.tsx"),
  route("locales", "routes/locales.tsx"),
  route("local", "routes/local.tsx"),
  ...ARTICLE_LISTS.flatMap((list) => [
    route(list, "routes/articles.tsx", { id: `${list}-list` }),
    route(`${list}/:slug`, "routes/article.tsx", { id: `${list}-entry` }),
  ]),
  route("contactanos", "routes/contact.tsx"),
  route("arrepentimiento", "routes/regret.tsx"),
  route("resena/gracias", "routes/review-thanks.tsx"),
  route("resena/:token", "routes/review.tsx"),
  ...STATIC_PAGE_SLUGS.map((slug) => route(slug, "routes/static-page.tsx", { id: `page-${slug}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
];
