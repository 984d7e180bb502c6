import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { ADMIN_LOGIN_PATH, ADMIN_PAGES, type AdminPage } from "#domain/staff/pages.ts";
import { can } from "#domain/staff/permissions.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { mustEnrolTwoFactor } from "./access.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * Who is acting in a back-office request, as the layout's middleware found them, and the page's refusal
 * (403, or 404 for an address under no page), if any.
 */
const signedIn = createContext<{ staff: StaffMember; acting: Acting; refusal: 403 | 404 | null }>();

/**
 * The back office layout's middleware, before any loader or action below it: a visitor without a session goes
 * to the login (and comes back to the page afterwards); a staff member is set in the context for the pages.
 * Fastify's door (server/http/admin-guard.ts) has already refused such posts before their bodies were read.
 */
export const staffSession: MiddlewareFunction<Response> = ({ context, request }) => {
  const staff = context.staff;
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const actor = { id: staff.id, role: staff.role, franchiseId: staff.franchiseId };
  context.set(signedIn, { staff, acting: { actor, ip: context.clientIp }, refusal: null });
};

/**
 * A page's middleware, declared once by each back-office route: a role without the page's permission gets the
 * Spanish 403 page, and a role that must enrol a second factor goes to its account page first. `page` may be
 * read from the address (one module serving several pages); null there is the 404 page.
 *
 * The refusal is decided here, before any loader or action runs, and thrown by the first `staffOf` or
 * `actingOf` of the page's loader or action: thrown from a middleware, React Router would render it without
 * the layout's loader, and the 403 page is shown inside the shell, with the menu the role does have.
 */
export function staffPage(
  page: AdminPage | ((url: URL) => AdminPage | null),
): MiddlewareFunction<Response>[] {
  return [
    ({ context, request }) => {
      const found = typeof page === "function" ? page(new URL(request.url)) : page;
      const current = context.get(signedIn);
      const refusal = !found
        ? 404
        : found.permission && !can(current.staff.role, found.permission)
          ? 403
          : null;
      if (refusal) return void context.set(signedIn, { ...current, refusal });
      if (found !== ADMIN_PAGES.account && mustEnrolTwoFactor(context, current.staff)) {
        throw redirect(ADMIN_PAGES.account.path);
      }
    },
  ];
}

/** The staff member the layout shows, whatever the page below it answers. */
export function shellStaffOf(context: Context): StaffMember {
  return context.get(signedIn).staff;
}

/** The signed-in staff member allowed on this back-office page (else its refusal is thrown). */
export function staffOf(context: Context): StaffMember {
  return allowed(context).staff;
}

/** What a service needs to know about who is acting and from where (else the page's refusal is thrown). */
export function actingOf(context: Context): Acting {
  return allowed(context).acting;
}

function allowed(context: Context) {
  const found = context.get(signedIn);
  if (found.refusal === 403) throw data({ forbidden: true }, { status: 403 });
  if (found.refusal === 404) throw data(null, { status: 404 });
  return found;
}
