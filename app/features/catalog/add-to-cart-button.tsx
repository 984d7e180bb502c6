import { AddToCart, type AddableProduct } from "#app/features/cart/add-to-cart.tsx";

/** '¡Lo quiero ya!' on cards and the detail page (SPEC.md §2); the cart feature does the work. */
export function AddToCartButton({
  product,
  className = "",
}: {
  product: AddableProduct;
  className?: string;
}) {
  return <AddToCart product={product} className={className} />;
}
