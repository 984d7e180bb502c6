import { useId, useState } from "react";
import { Form } from "react-router";
import { filterStores } from "#domain/stores/views.ts";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { StoreCard } from "#app/features/stores/store-card.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/locales";

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const stores = await context.services.stores.shop.list();
  return { stores, query: params.get("q") ?? "", province: params.get("provincia") ?? "" };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: "Locales",
    description:
      "Encontrá tu sucursal Candela más cercana: direcciones, teléfonos y horarios en todo el país.",
  });
}

const headingId = (province: string) => `provincia-${province.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/**
 * Every branch grouped by province, with a search by name and a province filter. The form works as a plain GET
 * before the scripts load; once hydrated the list filters as the visitor types.
 */
export default function Locales({ loaderData }: Route.ComponentProps) {
  const { stores } = loaderData;
  const [query, setQuery] = useState(loaderData.query);
  const [province, setProvince] = useState(loaderData.province);
  const ids = { q: useId(), province: useId(), results: useId() };

  const provinces = [...new Map(stores.map((s) => [s.province.value, s.province])).values()].sort(
    (a, b) => a.position - b.position,
  );
  const found = filterStores(stores, { query, province });
  const groups = provinces
    .map((p) => ({ province: p, stores: found.filter((s) => s.province.value === p.value) }))
    .filter((g) => g.stores.length > 0);

  return (
    <>
      <Breadcrumbs items={[{ label: "Locales" }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">Locales</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Buscá tu sucursal por nombre o elegí tu provincia.
        </p>

        <Form
          method="get"
          role="search"
          aria-label="Buscar sucursales"
          className="mt-6 flex flex-wrap items-end gap-4 rounded-card bg-brand-50 p-4"
        >
          <div className="min-w-56 flex-1">
            <label htmlFor={ids.q} className="block font-medium text-slate-800">
              Buscar sucursal
            </label>
            <input
              id={ids.q}
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Ej.: Palermo"
              autoComplete="off"
              className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
            />
          </div>
          <div className="min-w-56">
            <label htmlFor={ids.province} className="block font-medium text-slate-800">
              Provincia
            </label>
            <select
              id={ids.province}
              name="provincia"
              value={province}
              onChange={(e) => setProvince(e.target.value)}
              className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
            >
              <option value="">Todas las provincias</option>
              {provinces.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary">
            <Icon name="search" size={18} />
            Buscar
          </button>
        </Form>

        <p id={ids.results} className="mt-6 text-slate-700" aria-live="polite">
          {found.length === 1 ? "1 sucursal encontrada" : `${found.length} sucursales encontradas`}
        </p>

        {groups.length === 0 ? (
          <p className="mt-4 rounded-xl bg-brand-50 p-4 text-slate-800">{GENERIC_MESSAGES.noResults}</p>
        ) : (
          groups.map((group) => (
            <section
              key={group.province.value}
              className="mt-8"
              aria-labelledby={headingId(group.province.value)}
            >
              <h2 id={headingId(group.province.value)} className="text-2xl font-semibold text-slate-900">
                {group.province.name}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.stores.map((store) => (
                  <li key={store.id}>
                    <StoreCard store={store} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  );
}
