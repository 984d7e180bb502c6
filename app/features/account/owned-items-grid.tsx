import { uploadUrl } from "#domain/images.ts";
import { areaTitle, sessionsText } from "#domain/purchases/area-sessions.ts";
import type { OwnedItem } from "#domain/accounts/views.ts";

type Item = Omit<OwnedItem, "createdAt"> & { createdAt: Date | string };

/** The purchased areas, without prices: each with its quantity, its sessions and those still to book. */
export function OwnedItemsGrid({ items, uploadsUrl }: { items: readonly Item[]; uploadsUrl: string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-card border border-brand-100 bg-white shadow-card">
            <img
              src={uploadUrl(item.product.images, uploadsUrl)}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-1 flex-col gap-1 p-4">
              <h2 className="text-lg font-semibold text-slate-900">{areaTitle(item)}</h2>
              <p className="font-medium text-brand-700">{sessionsText(item.sessions)}</p>
              <p className="text-sm text-slate-700">{`Disponibles para reservar: ${item.available}`}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
