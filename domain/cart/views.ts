import type { CheckoutSummary } from "#domain/cart/summary.ts";
import type { ProductCard } from "#domain/catalog/views.ts";

export interface CartProduct extends ProductCard {
  public: boolean;
}

export interface CartViewLine {
  product: CartProduct;
  quantity: number;
  /** False when the area was disabled or unpublished after it was added: it cannot be paid for. */
  available: boolean;
}

export interface CartView {
  lines: CartViewLine[];
  coupons: { id: string; code: string }[];
  /** Totals over the available lines, with the automatic promotions and the applied codes, in centavos. */
  summary: CheckoutSummary;
  step: number;
  percentage: number;
  /** The chosen branch; `payable` is false once it is disabled, loses its fiserv_id or its treatment. */
  store: { id: string; name: string; fiservId: string | null; payable: boolean } | null;
}
