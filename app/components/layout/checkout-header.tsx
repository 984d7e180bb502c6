import { Link } from "react-router";
import { Logo } from "#app/components/brand/logo.tsx";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";

/** The checkout layout's slim header (SPEC.md §2): the logo alone, so nothing leads away from paying. */
export function CheckoutHeader() {
  const { client } = useStorefront();
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4">
        <Link to={PATHS.home} aria-label={`${client.name}, ir al inicio`}>
          <Logo name={client.name} compact />
        </Link>
        <p className="text-sm font-medium text-slate-600">Compra segura</p>
      </div>
    </header>
  );
}

/** Whether the current page asks for the checkout layout (`handle: { layout: "checkout" }`). */
export function isCheckoutLayout(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as { layout?: string } | undefined)?.layout === "checkout");
}
