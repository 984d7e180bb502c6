import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { gridSections, type GridStore } from "#domain/cart/store-choice.ts";
import { STORE_SHOP_MESSAGES as M } from "#domain/stores/messages.ts";
import { telHref } from "#app/lib/paths.ts";
import type { PickableStore } from "./store-combobox.tsx";
import { StoreSearch } from "./store-search.tsx";

/** The search parameter that unfolds the whole grid of branches ('Ver todas las sucursales'). */
export const ALL_STORES_PARAM = "sucursales";
export const ALL_STORES_VALUE = "todas";

/**
 * The grid of branches (SPEC.md §2), optionally limited to an allowed list. Those that sell online are buttons of
 * a form, so it works unhydrated; those that do not are only named, with their phone: never a dead choice.
 */
function StoreGrid({
  stores,
  selectedId,
  allowedIds,
  busy,
}: {
  stores: GridStore[];
  selectedId: string | null;
  allowedIds?: string[];
  busy: boolean;
}) {
  const { choosable, byPhone } = gridSections(stores, allowedIds);
  const byPhoneId = useId();
  return (
    <>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="store" />
        <fieldset>
          <legend className="sr-only">Todas las sucursales</legend>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
            {choosable.map((store) => {
              const selected = store.id === selectedId;
              return (
                <button
                  key={store.id}
                  type="submit"
                  name="storeId"
                  value={store.id}
                  disabled={busy}
                  aria-pressed={selected}
                  className={`min-h-11 rounded-xl border px-3 py-2 text-left text-sm font-medium ${selected ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-slate-800 hover:border-brand-500"}`}
                >
                  {store.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      </Form>
      {byPhone.length > 0 ? (
        <section aria-labelledby={byPhoneId} className="mt-4">
          <h3 id={byPhoneId} className="text-sm font-semibold text-slate-800">
            {M.byPhoneTitle}
          </h3>
          <p className="text-sm text-slate-600">{M.byPhoneHint}</p>
          <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {byPhone.map((store) => (
              <li
                key={store.id}
                className="rounded-xl border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700"
              >
                <span className="block font-medium">{store.name}</span>
                {store.phone ? (
                  <a href={telHref(store.phone)} className="text-brand-700 underline">
                    {M.call} <span className="whitespace-nowrap">{store.phone}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * 'Sucursales': where the treatment will be done. The searchable 'Sucursal' first, with a few suggestions; the
 * whole grid folded away so the total and 'Pagar' stay close on a phone, and not even in the page until it is
 * asked for. Unfolding it is a GET of the page with `?sucursales=todas` (a plain form), so it also works before
 * the scripts have loaded; with them, only the page's data is fetched.
 */
export function StorePicker({
  suggestions,
  grid,
  selectedId,
  busy,
}: {
  suggestions: PickableStore[];
  /** Every branch of the grid, once unfolded; null while folded. */
  grid: GridStore[] | null;
  selectedId: string | null;
  busy: boolean;
}) {
  const navigation = useNavigation();
  const unfolding =
    !grid && new URLSearchParams(navigation.location?.search).get(ALL_STORES_PARAM) === ALL_STORES_VALUE;
  const open = !!grid;
  return (
    <section aria-labelledby="stores-title" className="flex flex-col gap-4">
      <h2 id="stores-title" className="text-lg font-semibold text-slate-900">
        Sucursales
      </h2>
      <StoreSearch suggestions={suggestions} selectedId={selectedId} />
      <div className="rounded-xl border border-brand-100">
        <Form method="get" preventScrollReset replace>
          <button
            type="submit"
            name={open ? undefined : ALL_STORES_PARAM}
            value={open ? undefined : ALL_STORES_VALUE}
            aria-expanded={open}
            aria-controls="all-stores"
            className="group flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-xl px-3 text-left font-medium text-brand-700 hover:bg-brand-50"
          >
            Ver todas las sucursales
            <span aria-hidden="true" className="transition-transform group-aria-expanded:rotate-180">
              ▾
            </span>
          </button>
        </Form>
        <div id="all-stores" hidden={!open && !unfolding} className="px-3 pt-1 pb-3">
          {grid ? (
            <StoreGrid stores={grid} selectedId={selectedId} busy={busy} />
          ) : unfolding ? (
            <p role="status" className="text-sm text-slate-600">
              Cargando sucursales…
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
