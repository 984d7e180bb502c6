import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { ProductGrid } from "#app/features/catalog/product-card.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/shop";
import { visitorPrices } from "#app/features/catalog/visitor-prices.server.ts";

/** The shop index: every area on sale, by category. */
export async function loader({ context }: Route.LoaderArgs) {
  const catalog = context.services.catalog.shop;
  const [categories, products, priced] = await Promise.all([
    catalog.categories(),
    catalog.publicProducts(),
    visitorPrices(context),
  ]);
  const sections = categories
    .map((category) => ({
      category,
      products: products.filter((p) => p.categories[0] === category.slug).map(priced),
    }))
    .filter((s) => s.products.length > 0);
  return { sections, uploadsUrl: context.uploadsUrl };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: "Tienda",
    description:
      "Comprá online tus áreas de depilación láser y pagalas en cuotas. Elegí la sucursal y reservá tu turno.",
    canonicalPath: "/shop",
  });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { sections, uploadsUrl } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: "Tienda" }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">Tienda</h1>
        {sections.map(({ category, products }) => (
          <section key={category.slug} aria-labelledby={`shop-${category.slug}`} className="mt-10">
            <h2 id={`shop-${category.slug}`} className="mb-4 text-2xl font-semibold text-slate-900">
              {category.title}
            </h2>
            <ProductGrid products={products} uploadsUrl={uploadsUrl} />
          </section>
        ))}
      </div>
    </>
  );
}
