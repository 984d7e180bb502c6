import { Link } from "react-router";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { ProductGrid } from "#app/features/catalog/product-card.tsx";
import { notFound } from "#app/lib/http.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/areas-category";
import { visitorPrices } from "#app/features/catalog/visitor-prices.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const catalog = context.services.catalog.shop;
  const [categories, products, priced] = await Promise.all([
    catalog.categories(),
    catalog.publicProducts({ categorySlug: params.category }),
    visitorPrices(context),
  ]);
  const category = categories.find((c) => c.slug === params.category);
  if (!category) notFound();
  return {
    category,
    products: products.map(priced),
    others: categories.filter((c) => c.slug !== category.slug && c.productCount > 0),
    uploadsUrl: context.uploadsUrl,
  };
}

export function meta(args: Route.MetaArgs) {
  const category = args.loaderData?.category;
  if (!category) return [];
  return seoMeta(args, {
    title: category.title,
    description: category.description,
    canonicalPath: `/areas/${category.slug}`,
  });
}

export default function AreasCategory({ loaderData }: Route.ComponentProps) {
  const { category, products, others, uploadsUrl } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: "Áreas", to: "/areas" }, { label: category.title }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">{category.title}</h1>
        {category.description ? (
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{category.description}</p>
        ) : null}
        {others.length > 0 ? (
          <nav aria-label="Otras categorías" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {others.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/areas/${c.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-5 font-medium text-brand-700 hover:bg-brand-100"
                  >
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <h2 className="sr-only">Áreas de {category.title}</h2>
        <div className="mt-8">
          {products.length > 0 ? (
            <ProductGrid products={products} uploadsUrl={uploadsUrl} />
          ) : (
            <p className="text-slate-700">{GENERIC_MESSAGES.noResults}</p>
          )}
        </div>
      </div>
    </>
  );
}
