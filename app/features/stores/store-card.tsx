import { Link } from "react-router";
import { formatAddress } from "#domain/stores/address.ts";
import type { Store } from "#domain/stores/views.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { PATHS, telHref } from "#app/lib/paths.ts";

/** A branch in the list: name, address (written by `formatAddress`), phone and a link to its page. */
export function StoreCard({ store }: { store: Store }) {
  const address = formatAddress(store.address);
  return (
    <article className="relative flex h-full flex-col rounded-card border border-brand-100 bg-white p-5 shadow-card">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link to={PATHS.store(store.slug)} className="hover:text-brand-700 hover:underline">
          {store.name}
        </Link>
      </h3>
      {address ? (
        <p className="mt-2 flex gap-2 text-slate-700">
          <Icon name="map-pin" size={18} className="mt-0.5 shrink-0 text-brand-500" />
          <span>
            <span className="sr-only">Dirección: </span>
            {address}
          </span>
        </p>
      ) : null}
      {store.phone ? (
        <p className="mt-2">
          <a
            href={telHref(store.phone)}
            className="inline-flex items-center gap-2 text-slate-700 hover:text-brand-700"
          >
            <Icon name="phone" size={18} className="text-brand-500" />
            <span>
              <span className="sr-only">Teléfono: </span>
              {store.phone}
            </span>
          </a>
        </p>
      ) : null}
      <p className="mt-auto pt-4">
        <Link
          to={PATHS.store(store.slug)}
          className="font-semibold text-brand-700 hover:underline"
          aria-label={`Ver sucursal ${store.name}`}
        >
          Ver sucursal
        </Link>
      </p>
    </article>
  );
}
