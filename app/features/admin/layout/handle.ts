/** Marks a route as part of the back office: the storefront's header, footer and widgets stay out. */
export const ADMIN_HANDLE = { layout: "admin" } as const;

export function isAdminLayout(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as { layout?: string } | undefined)?.layout === "admin");
}
