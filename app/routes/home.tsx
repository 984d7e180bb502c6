import { Link } from "react-router";
import { uploadUrl } from "../../domain/images.ts";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home";

const CATEGORY_TABS = [
  { slug: "tratamientos-mujer", label: "Mujer" },
  { slug: "tratamientos-hombre", label: "Hombre" },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("categoria");
  const category = CATEGORY_TABS.find((t) => t.slug === requested)?.slug ?? CATEGORY_TABS[0].slug;
  const { content, catalog } = context.services;
  const [hero, products] = await Promise.all([
    content.teasers("home-hero"),
    catalog.publicProducts({ categorySlug: category, limit: 8 }),
  ]);
  return { hero: hero[0] ?? null, products, category, uploadsUrl: context.uploadsUrl };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Inicio",
    description:
      "Depilación láser definitiva por áreas en sucursales de todo el país. Elegí tus áreas, pagá en cuotas y reservá tu turno.",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, products, category, uploadsUrl } = loaderData;
  return (
    <main>
      {hero ? (
        <section
          className="bg-brand-700 bg-cover bg-center text-white"
          style={{ backgroundImage: `url(${uploadUrl(hero.imageLarge, uploadsUrl)})` }}
        >
          <div className="mx-auto max-w-6xl px-4 py-20 md:py-28">
            {hero.label ? (
              <p className="text-sm font-semibold tracking-widest text-blush-300 uppercase">{hero.label}</p>
            ) : null}
            <h1 className="mt-2 max-w-xl text-4xl font-bold md:text-5xl">{hero.title}</h1>
            {hero.paragraph ? <p className="mt-4 max-w-lg text-lg text-brand-50">{hero.paragraph}</p> : null}
          </div>
        </section>
      ) : null}

      <section id="areas-destacadas" className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="areas-title">
        <h2 id="areas-title" className="text-2xl font-bold text-slate-900">
          Áreas destacadas
        </h2>
        <div role="tablist" aria-label="Tratamientos" className="mt-6 flex gap-2">
          {CATEGORY_TABS.map((tab) => (
            <Link
              key={tab.slug}
              role="tab"
              aria-selected={tab.slug === category}
              to={`?categoria=${tab.slug}`}
              preventScrollReset
              replace
              className={`rounded-full px-5 py-2 font-medium ${tab.slug === category ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700 hover:bg-brand-100"}`}
            >
              {tab.label}
            </Link>
          ))}
        </div>
        <div role="tabpanel" className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} uploadsUrl={uploadsUrl} />
          ))}
        </div>
      </section>
    </main>
  );
}
