import { Form, NavLink } from "react-router";
import { ACCOUNT_LABELS, ACCOUNT_PAGES } from "#domain/accounts/messages.ts";

export const ACCOUNT_SECTIONS = [
  { to: "/my-account", label: ACCOUNT_PAGES.dashboard, end: true },
  { to: "/my-account/profile", label: ACCOUNT_PAGES.profile },
  { to: "/my-account/order/products", label: ACCOUNT_PAGES.items },
  { to: "/my-account/order/payments", label: ACCOUNT_PAGES.payments },
  { to: "/my-account/maintenance", label: ACCOUNT_PAGES.maintenance },
  { to: "/account-password", label: ACCOUNT_PAGES.password },
] as const;

/**
 * The sections of the account area, and the sign-out (a form post, never a link a page could trigger). On a
 * phone the tabs wrap onto more lines rather than scroll sideways: every one, the active one included, is in
 * view without a script.
 */
export function AccountNav() {
  return (
    <nav aria-label={ACCOUNT_PAGES.dashboard} className="md:w-60 md:shrink-0">
      <ul className="flex flex-wrap gap-1.5 md:flex-col md:flex-nowrap md:gap-1">
        {ACCOUNT_SECTIONS.map((s) => (
          <li key={s.to} className="shrink-0">
            <NavLink
              to={s.to}
              end={"end" in s ? s.end : false}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-full px-3.5 font-medium whitespace-nowrap md:rounded-lg md:px-4 ${isActive ? "bg-brand-700 text-white" : "bg-brand-50/60 text-slate-700 hover:bg-brand-50 hover:text-brand-700 md:bg-transparent"}`
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0">
          <Form method="post" action="/account-logout">
            <button
              type="submit"
              className="flex min-h-11 w-full items-center rounded-full px-3.5 font-medium whitespace-nowrap text-red-700 hover:bg-red-50 md:rounded-lg md:px-4"
            >
              {ACCOUNT_LABELS.logout}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
