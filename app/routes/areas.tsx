import { Link } from "react-router";
import { uploadUrl } from "#domain/images.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/areas";

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await context.services.catalog.shop.categories();
  return { categories: categories.filter((c) => c.productCount > 0), uploadsUrl: context.uploadsUrl };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: "Áreas",
    description:
      "Todas las áreas de depilación láser Soprano: tratamientos para mujer, para hombre y combos.",
  });
}

export default function Areas({ loaderData }: Route.ComponentProps) {
  const { categories, uploadsUrl } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: "Áreas" }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">Áreas</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Elegí la zona que querés tratar. Cada área incluye sus sesiones con tecnología Soprano Ice.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-brand-100 bg-white shadow-card">
                <img
                  src={uploadUrl(category.image, uploadsUrl)}
                  alt=""
                  width={category.image?.width ?? 600}
                  height={category.image?.height ?? 600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-brand-50 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-2xl font-semibold text-slate-900">
                    <Link
                      to={`/areas/${category.slug}`}
                      prefetch="intent"
                      className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
                    >
                      {category.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-slate-700">{category.description}</p>
                  <p className="mt-4 text-sm font-semibold text-brand-700">
                    {category.productCount === 1 ? "1 área" : `${category.productCount} áreas`}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
