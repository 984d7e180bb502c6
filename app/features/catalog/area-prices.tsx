import { Link } from "react-router";
import type { AreaPrice } from "#domain/catalog/area-prices.ts";
import { PATHS } from "#app/lib/paths.ts";

/**
 * The home's first screen on a phone (docs/decisions/0063): what Candela sells, a few areas each a link with
 * its price, the cuotas, and 'Ver áreas' (`areaPrices` works them out). From 768 px the featured areas' cards
 * are near enough the top to do this, so it is not shown there.
 */
export function AreaPrices({ areas, promo }: { areas: AreaPrice[]; promo: string | null }) {
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="area-prices" className="mx-auto max-w-6xl px-4 pt-5 md:hidden">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="area-prices" className="text-xl font-bold text-slate-900">
          Depilación láser por áreas
        </h2>
        <Link to={PATHS.areas} className="shrink-0 font-semibold text-brand-700 underline">
          Ver áreas
        </Link>
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {areas.map((a) => (
          <li key={a.id}>
            <Link
              to={a.path}
              className="block min-h-14 rounded-xl border border-brand-200 px-3 py-2 font-medium"
            >
              {a.title}
              <span className="block font-bold text-brand-700">{a.price}</span>
            </Link>
          </li>
        ))}
      </ul>
      {promo ? <p className="mt-2 text-sm font-medium text-emerald-800">{promo}</p> : null}
    </section>
  );
}
