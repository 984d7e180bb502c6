import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { Link } from "react-router";
import { productField, productPath } from "#domain/catalog/views.ts";
import type { InstallmentPromo } from "#domain/installments/promo.ts";
import type { ForVisitor } from "#domain/pricing.ts";
import type { ProductCard as ProductRow } from "#domain/catalog/views.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { Price } from "./price.tsx";
import { CART_MESSAGES } from "#domain/cart/messages.ts";

type Product = ForVisitor<ProductRow> & { promo: InstallmentPromo | null };

export const UNAVAILABLE = CART_MESSAGES.productUnavailable;

/** A product card (SPEC.md §2): links to the detail built from the first category and the slug. */
export function ProductCard({
  product,
  uploadsUrl,
  headingLevel = 3,
}: {
  product: Product;
  uploadsUrl: string;
  headingLevel?: 2 | 3;
}) {
  const sessions = productField(product.fields, "sessions");
  const image = product.images[0];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-card border-2 bg-white shadow-card ${product.enabled ? "border-brand-100" : "border-red-600"}`}
      data-unavailable={product.enabled ? undefined : "true"}
    >
      <ResponsiveImage
        image={image}
        uploadsUrl={uploadsUrl}
        sizes="(min-width: 1024px) 25vw, 50vw"
        alt=""
        width={image?.width ?? 600}
        height={image?.height ?? 600}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading className="text-base font-semibold text-slate-900 sm:text-lg">
          <Link
            to={productPath(product)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {product.title}
          </Link>
        </Heading>
        {sessions ? <p className="text-sm text-slate-600">{`Sesiones: ${sessions}`}</p> : null}
        <div className="mt-auto pt-2">
          {product.enabled ? (
            <Price product={product} promo={product.promo} />
          ) : (
            <p className="font-semibold text-red-700">{UNAVAILABLE}</p>
          )}
        </div>
        <AddToCartButton
          product={product}
          className="relative z-10 mt-3 w-full text-sm sm:text-base [&_.btn]:px-3 [&_input]:min-w-0"
        />
      </div>
    </article>
  );
}

/** Cards in a responsive grid. */
export function ProductGrid({ products, uploadsUrl }: { products: Product[]; uploadsUrl: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} uploadsUrl={uploadsUrl} />
        </li>
      ))}
    </ul>
  );
}
