/** How a page shows the client title (SPEC.md §2). */
export type TitlePlacement = "suffix" | "prefix" | "alone";

export const TITLE_SEPARATOR = " | ";

/** The document title: the page title and the client title joined by the separator, in the page's order. */
export function pageTitle(clientTitle: string, page?: string, placement: TitlePlacement = "suffix"): string {
  if (!page || placement === "alone") return clientTitle;
  return placement === "prefix"
    ? `${clientTitle}${TITLE_SEPARATOR}${page}`
    : `${page}${TITLE_SEPARATOR}${clientTitle}`;
}
