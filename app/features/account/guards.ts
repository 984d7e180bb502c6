import { redirect } from "react-router";
import { loginPath, safeNextPath } from "#domain/accounts/next-path.ts";

interface GuardContext {
  account: { id: string; name: string } | null;
}

/** Signed-in visitors leave the guest pages (login, register) for `next` or the product index. */
export function leaveIfSignedIn(context: GuardContext, request: Request): void {
  if (context.account) throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")));
}

/** Anonymous visitors of an account page go to the login, which brings them back afterwards. */
export function requireAccount<C extends GuardContext>(
  context: C,
  request: Request,
): NonNullable<C["account"]> {
  if (!context.account) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return context.account as NonNullable<C["account"]>;
}

/**
 * Account pages are personal: never stored by a shared cache or the browser. An action's Retry-After (a spent
 * rate limit) reaches the response.
 */
export function privateHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}
