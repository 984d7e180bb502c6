export interface Image {
  path: string;
  name: string;
  width?: number;
  height?: number;
}

/** The custom fields a product carries (SPEC.md §3). */
export type ProductFieldKey = "sessions" | "max_installments" | "installment_rates";

export interface ProductField {
  key: ProductFieldKey;
  label: string;
  value: string;
}

export function productField(fields: readonly ProductField[], key: ProductFieldKey): string | undefined {
  return fields.find((f) => f.key === key)?.value;
}

/** The detail address of a product: its first category, then its slug (SPEC.md §2). */
export function productPath(product: { slug: string; categories: readonly string[] }): string {
  return `/areas/${product.categories[0] ?? ""}/${product.slug}`;
}
