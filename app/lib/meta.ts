import type { MetaDescriptor } from "react-router";
import { pageTitle, type TitlePlacement } from "#domain/page-title.ts";

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

interface RootMeta {
  client?: { title?: string; name?: string };
  publicUrl?: string;
}

function rootData(matches: readonly (RootMatch | undefined)[]): RootMeta {
  return (matches.find((m) => m?.id === "root")?.loaderData ?? {}) as RootMeta;
}

/** The client title from the root loader, for a route's meta function. */
export function clientTitle(matches: readonly (RootMatch | undefined)[]): string {
  return rootData(matches).client?.title ?? "";
}

/** The title and description tags of a page, with the client title placed by the rule of SPEC.md §2. */
export function pageMeta(
  matches: readonly (RootMatch | undefined)[],
  page: { title?: string; description?: string; placement?: TitlePlacement },
): MetaDescriptor[] {
  return [
    { title: pageTitle(clientTitle(matches), page.title, page.placement) },
    ...(page.description ? [{ name: "description", content: page.description }] : []),
  ];
}

export interface SeoPage {
  title?: string;
  description?: string;
  placement?: TitlePlacement;
  /** The page's canonical path and query; by default the requested path without its query. */
  canonicalPath?: string;
  /** An image path or address for sharing. */
  image?: string | null;
  type?: "website" | "article" | "product";
  /** Pages that should stay out of search results (errors, form results). */
  noindex?: boolean;
}

/** The canonical form of a path: no trailing slash except for the home page. */
export function canonicalPathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
}

/**
 * Title, description, canonical URL and Open Graph tags of a page. Addresses are absolute, built on the shop's
 * public URL.
 */
export function seoMeta(
  args: { matches: readonly (RootMatch | undefined)[]; location: { pathname: string } },
  page: SeoPage,
): MetaDescriptor[] {
  const root = rootData(args.matches);
  const base = (root.publicUrl ?? "").replace(/\/$/, "");
  const title = pageTitle(root.client?.title ?? "", page.title, page.placement);
  const url = `${base}${page.canonicalPath ?? canonicalPathOf(args.location.pathname)}`;
  const image = page.image ? (/^https?:\/\//.test(page.image) ? page.image : `${base}${page.image}`) : null;
  return [
    { title },
    ...(page.description ? [{ name: "description", content: page.description }] : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: root.client?.name ?? "" },
    { property: "og:locale", content: "es_AR" },
    { property: "og:type", content: page.type === "article" ? "article" : "website" },
    { property: "og:title", content: title },
    ...(page.description ? [{ property: "og:description", content: page.description }] : []),
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}
