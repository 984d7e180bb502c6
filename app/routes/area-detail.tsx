import { Link } from "react-router";
import { HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import { productField } from "#domain/catalog/views.ts";
import { uploadUrl } from "#domain/images.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { ImageSlider } from "#app/components/ui/image-slider.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { AddToCartButton } from "#app/features/catalog/add-to-cart-button.tsx";
import { AreaContentSections } from "#app/features/catalog/area-content-sections.tsx";
import { AreaTeamNote } from "#app/features/catalog/area-team-note.tsx";
import { InstallmentPlans } from "#app/features/catalog/installment-plans.tsx";
import { Price } from "#app/features/catalog/price.tsx";
import { ProductCard, UNAVAILABLE } from "#app/features/catalog/product-card.tsx";
import { notFound } from "#app/lib/http.ts";
import { absoluteUrl, faqPageJsonLd, productJsonLd } from "#app/lib/json-ld.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import type { Route } from "./+types/area-detail";
import { ReviewList } from "#app/features/reviews/review-list.tsx";
import { reviewsJsonLd } from "#app/features/reviews/reviews-json-ld.ts";
import { ReviewsSummary } from "#app/features/reviews/reviews-summary.tsx";
import { visitorPrices } from "#app/features/catalog/visitor-prices.server.ts";

const RELATED = 8;

export async function loader({ context, params }: Route.LoaderArgs) {
  const catalog = context.services.catalog.shop;
  const [product, categories, related, priced] = await Promise.all([
    catalog.product(params.slug),
    catalog.categories(),
    catalog.publicProducts({ categorySlug: params.category, limit: RELATED + 1 }),
    visitorPrices(context),
  ]);
  const category = categories.find((c) => c.slug === params.category);
  if (!product || !category || !product.categories.includes(category.slug)) notFound();
  const reviews = await context.services.reviews.shop.forArea(product.id);
  return {
    reviews,
    product: priced(product),
    category: { slug: category.slug, title: category.title },
    related: related
      .filter((p) => p.id !== product.id)
      .slice(0, RELATED)
      .map(priced),
    uploadsUrl: context.uploadsUrl,
  };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const { product } = data;
  return seoMeta(args, {
    title: product.title,
    description: product.summary,
    canonicalPath: `/areas/${product.categories[0]}/${product.slug}`,
    image: uploadUrl(product.images, data.uploadsUrl),
    type: "product",
  });
}

export default function AreaDetail({ loaderData }: Route.ComponentProps) {
  const { product, category, related, uploadsUrl, reviews } = loaderData;
  const { publicUrl, client, flags } = useStorefront();
  const sessions = productField(product.fields, "sessions");
  const url = absoluteUrl(publicUrl, `/areas/${product.categories[0]}/${product.slug}`);
  return (
    <>
      <JsonLd
        data={{
          ...productJsonLd(product, {
            url,
            image: absoluteUrl(publicUrl, uploadUrl(product.images, uploadsUrl)),
            brand: client.name,
          }),
          ...reviewsJsonLd(reviews),
        }}
      />
      {product.faq.length > 0 ? <JsonLd data={faqPageJsonLd(product.faq)} /> : null}
      <Breadcrumbs
        items={[
          { label: "Áreas", to: PATHS.areas },
          { label: category.title, to: `/areas/${category.slug}` },
          { label: product.title },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {/*
          One column on phones: the pictures, the buy block, then the text. From lg on, the buy block is a
          right-hand column that stays in view (sticky, below the fixed 168 px header) while the text scrolls.
        */}
        <div
          className={`grid gap-8 rounded-card border-2 p-4 md:p-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 ${product.enabled ? "border-transparent" : "border-red-600"}`}
          data-unavailable={product.enabled ? undefined : "true"}
        >
          <div className="lg:col-start-1 lg:row-start-1">
            <ImageSlider images={product.images} alt={product.title} uploadsUrl={uploadsUrl} />
          </div>
          <aside aria-label="Comprar" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div data-buy-block className="flex flex-col gap-4 lg:sticky lg:top-[184px]">
              <h1 className="text-4xl font-bold text-slate-900">{product.title}</h1>
              {sessions ? <p className="text-lg text-slate-700">{`Sesiones: ${sessions}`}</p> : null}
              {product.enabled ? (
                <>
                  <Price product={product} promo={product.promo} size="lg" />
                  <InstallmentPlans product={product} />
                  <AddToCartButton product={product} className="w-full sm:w-auto sm:self-start lg:w-full" />
                </>
              ) : (
                <p className="text-xl font-semibold text-red-700">{UNAVAILABLE}</p>
              )}
              <ReviewsSummary summary={reviews.summary} />
            </div>
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <Tabs
              label="Información del área"
              items={[
                {
                  id: "descripcion",
                  label: "Descripción",
                  content: <RichText html={product.descriptionHtml} />,
                },
                ...(flags.cartVisible
                  ? [
                      {
                        id: "como-comprar",
                        label: "Cómo comprar",
                        content: (
                          <ol className="list-decimal space-y-2 pl-6 text-slate-700">
                            {HOW_TO_BOOK.howToBuy.map((step) => (
                              <li key={step}>{step}</li>
                            ))}
                          </ol>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <AreaTeamNote />
            <AreaContentSections product={product} />
          </div>
        </div>
      </div>
      <ReviewList reviews={reviews} shopName={client.name} />

      {related.length > 0 ? (
        <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="related-title">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            Otras áreas de {category.title}
          </h2>
          <Carousel kind="four" label={`Otras áreas de ${category.title}`} className="mt-6">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} uploadsUrl={uploadsUrl} />
            ))}
          </Carousel>
          <p className="mt-6 text-center">
            <Link to={`/areas/${category.slug}`} className="btn btn-secondary">
              Ver todas las áreas de {category.title}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
