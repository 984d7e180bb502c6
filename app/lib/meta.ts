import type { MetaDescriptor } from "react-router";
import { pageTitle, type TitlePlacement } from "../../domain/page-title.ts";

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

/** The client title from the root loader, for a route's meta function. */
export function clientTitle(matches: readonly (RootMatch | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { client?: { title?: string } } | undefined;
  return root?.client?.title ?? "";
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
