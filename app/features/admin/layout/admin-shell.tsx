import type { ReactNode } from "react";
import { Form } from "react-router";
import { ADMIN_LOGOUT_PATH } from "#domain/staff/pages.ts";
import { ROLE_NAMES, type Role } from "#domain/staff/permissions.ts";
import { ADMIN_CONTENT_ID, AdminPhoneMenu, AdminSidebar } from "./admin-menu.tsx";
import type { MenuGroup } from "./menu.ts";

/**
 * The back office's frame: the person, the menu of the pages their role can use (beside the page on a wide
 * screen, behind 'Menú' on a narrower one), and the sign-out.
 */
export function AdminShell({
  staff,
  menu,
  children,
}: {
  staff: { email: string; role: Role };
  menu: MenuGroup[];
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-brand-50/40">
      <header className="relative border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <AdminPhoneMenu groups={menu} />
            <p className="text-lg font-bold text-brand-700">
              Candela <span className="font-normal text-slate-600">· Panel</span>
            </p>
          </div>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <span className="min-w-0 text-slate-700 wrap-anywhere">
              {staff.email}{" "}
              <span className="whitespace-nowrap text-slate-600">({ROLE_NAMES[staff.role]})</span>
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
      </header>
      <div className="mx-auto max-w-7xl px-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <AdminSidebar groups={menu} />
        <div id={ADMIN_CONTENT_ID} tabIndex={-1} className="min-w-0 py-8 focus:outline-none">
          {children}
        </div>
      </div>
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
