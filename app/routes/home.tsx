import { Link } from "react-router";
import { areaPrices } from "#domain/catalog/area-prices.ts";
import { GENERIC_MESSAGES } from "#domain/validation/generic-messages.ts";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { LinkTabs } from "#app/components/ui/link-tabs.tsx";
import { AreaPrices } from "#app/features/catalog/area-prices.tsx";
import { ProductCard } from "#app/features/catalog/product-card.tsx";
import { Teaser } from "#app/features/content/teaser.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/home";
import { visitorPrices } from "#app/features/catalog/visitor-prices.server.ts";

const CATEGORY_TABS = [
  { slug: "tratamientos-mujer", label: "Mujer" },
  { slug: "tratamientos-hombre", label: "Hombre" },
] as const;

const FEATURED_AREAS = 8;

export async function loader({ context, url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("categoria");
  const category = CATEGORY_TABS.find((t) => t.slug === requested)?.slug ?? CATEGORY_TABS[0].slug;
  const content = context.services.content.shop;
  const catalog = context.services.catalog.shop;
  const [teasers, products, priced] = await Promise.all([
    content.teasersByPlacement(["home-hero", "home-secondary"]),
    catalog.publicProducts({ categorySlug: category, limit: FEATURED_AREAS }),
    visitorPrices(context),
  ]);
  const shown = products.map(priced);
  return {
    hero: teasers["home-hero"] ?? [],
    secondary: teasers["home-secondary"] ?? [],
    products: shown,
    areaPrices: areaPrices(shown),
    category,
    uploadsUrl: context.uploadsUrl,
  };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: "Inicio",
    description:
      "Depilación láser definitiva por áreas en sucursales de todo el país. Elegí tus áreas, pagá en cuotas y reservá tu turno.",
    canonicalPath: "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, secondary, products, category, uploadsUrl } = loaderData;
  const categoryLabel = CATEGORY_TABS.find((t) => t.slug === category)?.label ?? "";
  return (
    <>
      {hero.length > 0 ? (
        <Carousel kind="single" label="Destacados">
          {hero.map((teaser, i) => (
            <Teaser
              key={teaser.id}
              teaser={teaser}
              uploadsUrl={uploadsUrl}
              priority={i === 0}
              headingLevel={i === 0 ? 1 : 2}
              hero
            />
          ))}
        </Carousel>
      ) : (
        <h1 className="sr-only">Candela</h1>
      )}
      {/* On a phone the first screen sells: areas with their price and the way in, under a shorter hero. */}
      <AreaPrices {...loaderData.areaPrices} />
      {/* Res. SCI 424/2020: the regret button is shown on the home page, not only in the footer. */}
      <p className="mx-auto max-w-6xl px-4 pt-4 text-right text-sm text-slate-700">
        ¿Te arrepentiste de una compra?{" "}
        <Link to={PATHS.regret} className="font-semibold text-brand-700 underline">
          Botón de arrepentimiento
        </Link>
      </p>

      <section id="areas-destacadas" className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="areas-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="areas-title" className="text-3xl font-bold text-slate-900">
            Áreas destacadas
          </h2>
          <LinkTabs
            label="Tratamientos"
            panelId="areas-panel"
            selected={category}
            items={CATEGORY_TABS.map((t) => ({ id: t.slug, label: t.label, to: `?categoria=${t.slug}` }))}
          />
        </div>
        <div id="areas-panel" role="tabpanel" aria-label={`Áreas ${categoryLabel}`} className="mt-6">
          {products.length > 0 ? (
            <Carousel kind="four" label={`Áreas ${categoryLabel}`}>
              {products.map((p) => (
                <ProductCard key={p.id} product={p} uploadsUrl={uploadsUrl} />
              ))}
            </Carousel>
          ) : (
            <p>{GENERIC_MESSAGES.noResults}</p>
          )}
        </div>
        <p className="mt-6 text-center">
          <Link to={`/areas/${category}`} className="btn btn-secondary">
            Ver todas las áreas {categoryLabel === "Mujer" ? "para mujer" : "para hombre"}
          </Link>
        </p>
      </section>

      {secondary.length > 0 ? (
        <section aria-label="Conocé Candela" className="bg-brand-50 py-12">
          <ul className="mx-auto max-w-6xl space-y-8 px-4">
            {secondary.map((teaser) => (
              <li key={teaser.id} className="overflow-hidden rounded-card shadow-card">
                <Teaser teaser={teaser} uploadsUrl={uploadsUrl} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
