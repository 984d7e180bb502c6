import { Link } from "react-router";
import { productField } from "../../../domain/catalog.ts";
import { uploadUrl } from "../../../domain/images.ts";
import { formatMoney } from "../../../domain/money.ts";
import { priceTag } from "../../../domain/pricing.ts";
import type { ProductCard as Product } from "../../../server/modules/catalog/service.ts";

export function ProductCard({ product, uploadsUrl }: { product: Product; uploadsUrl: string }) {
  const tag = priceTag(product);
  const sessions = productField(product.fields, "sessions");
  const image = product.images[0];
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${product.enabled ? "border-brand-100" : "border-red-600 ring-1 ring-red-600"}`}
    >
      <img
        src={uploadUrl(product.images, uploadsUrl)}
        alt=""
        width={image?.width ?? 600}
        height={image?.height ?? 600}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/areas/${product.categories[0] ?? ""}/${product.slug}`} className="hover:text-brand-700">
            {product.title}
          </Link>
        </h3>
        {sessions ? <p className="text-sm text-slate-600">Sesiones: {sessions}</p> : null}
        {product.enabled ? (
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
            {tag.original !== null ? (
              <s className="text-sm text-slate-500">{formatMoney(tag.original)}</s>
            ) : null}
            <span className="text-lg font-bold text-brand-700 md:text-xl">{formatMoney(tag.current)}</span>
          </p>
        ) : (
          <p className="mt-auto pt-2 font-semibold text-red-700">Producto no disponible</p>
        )}
      </div>
    </article>
  );
}
