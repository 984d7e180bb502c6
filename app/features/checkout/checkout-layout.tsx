import type { ReactNode } from "react";
import { Link, useMatches } from "react-router";
import { PATHS } from "../../lib/paths.ts";

/** `export const handle = { layout: "checkout" }` in a route module puts its page in the checkout layout. */
export function useCheckoutLayout(): boolean {
  return useMatches().some((m) => (m.handle as { layout?: unknown } | undefined)?.layout === "checkout");
}

/**
 * The checkout layout (SPEC.md §2 "Layouts"): a slim header with the logo, and the content at medium width;
 * no menus, footer or chat widget to leave the purchase by accident.
 */
export function CheckoutLayout({ clientName, children }: { clientName: string; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
          <Link to={PATHS.home} className="flex flex-col leading-none">
            <span className="text-2xl font-bold tracking-tight text-brand-700">{clientName}</span>
            <span className="mt-0.5 text-[0.65rem] font-medium tracking-[0.2em] text-slate-600 uppercase">
              Depilación láser
            </span>
          </Link>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 fill-none stroke-current stroke-2 text-brand-700"
            >
              <rect x="4" y="10" width="16" height="11" rx="2" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" />
            </svg>
            Compra segura
          </p>
        </div>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-5xl flex-1 focus:outline-none" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
