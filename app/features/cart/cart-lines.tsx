import { Form, Link } from "react-router";
import { CART_MESSAGES } from "#domain/cart/messages.ts";
import { productField, productPath } from "#domain/catalog/views.ts";
import { uploadUrl } from "#domain/images.ts";
import { installmentPromo } from "#domain/installments/promises.ts";
import { Price } from "#app/features/catalog/price.tsx";
import { useStorefront } from "#app/lib/storefront.ts";
import type { CartViewLine } from "#domain/cart/views.ts";

/**
 * 'Áreas elegidas': each area with its sessions, price and 'Eliminar' (a form, so it works before hydration).
 * 'Eliminar' posts to the page's own action; `redirectTo` (the guest's cart) has the answer send the browser
 * back there, so the page is read again with the cookie the answer set.
 */
export function CartLines({
  lines,
  uploadsUrl,
  busy,
  redirectTo,
}: {
  lines: CartViewLine[];
  uploadsUrl: string;
  busy: boolean;
  redirectTo?: string;
}) {
  const { installments } = useStorefront();
  return (
    <ul className="flex flex-col gap-3">
      {lines.map(({ product, quantity, available }) => {
        const sessions = productField(product.fields, "sessions");
        return (
          <li
            key={product.id}
            className={`flex items-center gap-4 rounded-card border bg-white p-3 ${available ? "border-brand-100" : "border-red-600 ring-1 ring-red-600"}`}
          >
            <img
              src={uploadUrl(product.images, uploadsUrl)}
              alt=""
              width={72}
              height={72}
              className="size-18 shrink-0 rounded-xl bg-brand-50 object-cover"
            />
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-slate-900">
                <Link to={productPath(product)} className="hover:text-brand-700">
                  {product.title}
                </Link>
              </h2>
              {sessions ? <p className="text-sm text-slate-600">{`Sesiones: ${sessions}`}</p> : null}
              {quantity > 1 ? <p className="text-sm text-slate-600">{`Cantidad: ${quantity}`}</p> : null}
              {available ? (
                <Price product={product} promo={installmentPromo(product, installments)} />
              ) : (
                <p className="font-semibold text-red-700">{CART_MESSAGES.productUnavailable}</p>
              )}
            </div>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="productId" value={product.id} />
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <button
                type="submit"
                disabled={busy}
                className="min-h-11 rounded-full px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                aria-label={`Eliminar ${product.title}`}
              >
                Eliminar
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
