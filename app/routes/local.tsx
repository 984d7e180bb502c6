import { Link, redirect } from "react-router";
import { formatAddress } from "#domain/stores/address.ts";
import { STORE_TREATMENT_MESSAGES } from "#domain/store-treatment.ts";
import { STORE_SHOP_MESSAGES } from "#domain/stores/messages.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { OpeningHours } from "#app/features/stores/opening-hours.tsx";
import { OpeningNow } from "#app/features/stores/opening-now.tsx";
import { BranchGallery } from "#app/features/stores/branch-gallery.tsx";
import { BranchTeam } from "#app/features/stores/branch-team.tsx";
import { directionsUrl } from "#domain/stores/directions.ts";
import { openingStatus, openingStatusText } from "#domain/stores/opening-status.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import { ReviewList } from "#app/features/reviews/review-list.tsx";
import { reviewsJsonLd } from "#app/features/reviews/reviews-json-ld.ts";
import { ReviewsSummary } from "#app/features/reviews/reviews-summary.tsx";
import { notFound } from "#app/lib/http.ts";
import { absoluteUrl, localBusinessJsonLd } from "#app/lib/json-ld.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { PATHS, telHref } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import type { Route } from "./+types/local";

/** One branch, named in the address as /local?sucursal={slug} so it can be shared and bookmarked. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = url.searchParams.get("sucursal");
  if (!slug) throw redirect(PATHS.stores);
  const now = new Date();
  const store = await context.services.stores.shop.page(slug, now);
  if (!store) notFound();
  const reviews = await context.services.reviews.shop.forStore(store.id);
  // Said at render, in the branch's time (every branch keeps the shop's clock): a kept page is ≤ 1 s old.
  const status = openingStatus(store.openingHours, now, SHOP_TIME_ZONE, store.closedDates);
  return {
    store,
    reviews,
    openNow: { open: status.open, ...openingStatusText(status) },
    directions: store.coordinates ? directionsUrl(store.coordinates) : null,
    uploadsUrl: context.uploadsUrl,
  };
}

export function meta(args: Route.MetaArgs) {
  const store = args.loaderData?.store;
  if (!store) return [];
  const address = formatAddress(store.address);
  return seoMeta(args, {
    title: store.name,
    description: `${store.name}${address ? `: ${address}` : ""}. Teléfono, horarios y cómo llegar.`,
    canonicalPath: PATHS.store(store.slug),
  });
}

export default function Local({ loaderData }: Route.ComponentProps) {
  const { store, reviews, openNow, directions, uploadsUrl } = loaderData;
  const { publicUrl, client } = useStorefront();
  const address = formatAddress(store.address);
  return (
    <>
      <JsonLd
        data={{
          ...localBusinessJsonLd(store, {
            url: absoluteUrl(publicUrl, PATHS.store(store.slug)),
            brand: client.name,
          }),
          ...reviewsJsonLd(reviews),
        }}
      />
      <Breadcrumbs items={[{ label: "Locales", to: PATHS.stores }, { label: store.name }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <p className="text-sm font-semibold tracking-widest text-brand-500 uppercase">
          {store.province.name}
        </p>
        <h1 className="mt-1 text-4xl font-bold text-slate-900">{store.name}</h1>
        <ReviewsSummary summary={reviews.summary} className="mt-2" />
        <div className="mt-3">
          <OpeningNow status={openNow} />
        </div>
        {!store.offersTreatment ? (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900">
            {STORE_TREATMENT_MESSAGES.notOffered}
          </p>
        ) : !store.payable ? (
          // The one rule of the checkout (`payable`): this branch cannot be chosen there, so say how to buy.
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900">
            {STORE_SHOP_MESSAGES.notOnline}
            {store.phone ? (
              <>
                {`: ${STORE_SHOP_MESSAGES.callUs} `}
                <a href={telHref(store.phone)} className="whitespace-nowrap underline">
                  {store.phone}
                </a>
              </>
            ) : null}
            .
          </p>
        ) : null}
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <section
            aria-labelledby="datos"
            className="rounded-card border border-brand-100 bg-white p-6 shadow-card"
          >
            <h2 id="datos" className="text-xl font-semibold text-slate-900">
              Datos de la sucursal
            </h2>
            <dl className="mt-4 space-y-4">
              {address ? (
                <div>
                  <dt className="flex items-center gap-2 font-medium text-slate-600">
                    <Icon name="map-pin" size={18} className="text-brand-500" /> Dirección
                  </dt>
                  <dd className="mt-1 text-slate-900">{address}</dd>
                  {directions ? (
                    <dd className="mt-3">
                      <a
                        href={directions}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="btn btn-secondary"
                      >
                        Cómo llegar
                        <span className="sr-only"> (abre Google Maps en otra pestaña)</span>
                      </a>
                    </dd>
                  ) : null}
                </div>
              ) : null}
              {store.phone ? (
                <div>
                  <dt className="flex items-center gap-2 font-medium text-slate-600">
                    <Icon name="phone" size={18} className="text-brand-500" /> Teléfono
                  </dt>
                  <dd className="mt-1">
                    <a href={telHref(store.phone)} className="font-medium text-brand-700 hover:underline">
                      {store.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section
            aria-labelledby="horarios"
            className="rounded-card border border-brand-100 bg-white p-6 shadow-card"
          >
            <h2 id="horarios" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <Icon name="clock" size={20} className="text-brand-500" /> Horarios
            </h2>
            <div className="mt-4">
              <OpeningHours hours={store.openingHours} />
            </div>
          </section>
          {store.team.length > 0 ? (
            <div className="md:col-span-2">
              <BranchTeam team={store.team} />
            </div>
          ) : null}
        </div>
        {store.gallery.length > 0 ? (
          <BranchGallery gallery={store.gallery} uploadsUrl={uploadsUrl} name={store.name} />
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={PATHS.areas} className="btn btn-primary">
            Ver áreas
          </Link>
          <Link to={PATHS.stores} className="btn btn-secondary">
            Ver todas las sucursales
          </Link>
        </div>
      </div>
      <ReviewList reviews={reviews} shopName={client.name} />
    </>
  );
}
