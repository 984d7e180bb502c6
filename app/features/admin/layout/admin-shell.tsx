import type { ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { ADMIN_LOGOUT_PATH, ADMIN_PAGES } from "#domain/staff/pages.ts";
import { ROLE_NAMES, type Role } from "#domain/staff/permissions.ts";

/** The back office's frame: the person, the menu of the pages their role can use, and the sign-out. */
export function AdminShell({
  staff,
  menu,
  children,
}: {
  staff: { email: string; role: Role };
  menu: { path: string; label: string }[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  // An item is current when the address is within it and not within a longer item (the promotions' rules).
  const current = menu
    .filter(
      (i) =>
        i.path !== ADMIN_PAGES.dashboard.path && `${pathname}/`.startsWith(`${i.path.replace(/\/$/, "")}/`),
    )
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
  const isCurrent = (path: string) => path === ADMIN_PAGES.dashboard.path || path === current;
  return (
    <div className="min-h-screen bg-brand-50/40">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold text-brand-700">
            Candela <span className="font-normal text-slate-600">· Panel</span>
          </p>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-slate-700">
              {staff.email} <span className="text-slate-600">({ROLE_NAMES[staff.role]})</span>
            </span>
            <Form method="post" action={ADMIN_LOGOUT_PATH}>
              <button
                type="submit"
                className="rounded-full border border-brand-200 px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50"
              >
                Salir
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Panel" className="mx-auto max-w-6xl px-4">
          <ul className="flex flex-wrap gap-1">
            {menu.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end={item.path === ADMIN_PAGES.dashboard.path}
                  aria-current={isCurrent(item.path) ? "page" : "false"}
                  className={({ isActive }) =>
                    `inline-block border-b-2 px-3 py-2 text-sm font-medium ${isActive && isCurrent(item.path) ? "border-brand-700 text-brand-700" : "border-transparent text-slate-700 hover:text-brand-700"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </div>
  );
}

/** A page's heading and content inside the shell. */
export function AdminPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-page-title">
      <title>{`${title} | Panel Candela`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="admin-page-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
        {title}
      </h1>
      {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
      <div className="mt-6 space-y-8">{children}</div>
    </section>
  );
}

/** A white card around one form or list of a page. */
export function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
