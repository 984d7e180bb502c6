import { categories, products } from "#server/db/schema/index.ts";
import type { Db } from "#server/db/client.ts";
import type { AreaInput } from "#domain/catalog/area-form.ts";

let seq = 0;

/** A category of its own for a test. */
export async function createCategory(db: Db, title = `Categoría ${++seq}`) {
  const [row] = await db
    .insert(categories)
    .values({ title, slug: `cat-${seq}-${Date.now()}`, position: seq })
    .returning();
  return row!;
}

/** The values of a complete, valid area form, as the service receives them after parsing. */
export function areaInput(categoryIds: string[], over: Partial<AreaInput> = {}): AreaInput {
  return {
    title: `Área ${++seq}`,
    slug: `area-${seq}-${Date.now()}`,
    sessions: 6,
    price: 2_700_000,
    price_offer: 0,
    max_installments: 6,
    installment_rates: "SI",
    categories: categoryIds,
    images: [],
    image_add: "",
    enabled: true,
    ...over,
  };
}

/** A product with an image and an extra field, as the seed makes them. */
export async function createProductRow(db: Db) {
  const [row] = await db
    .insert(products)
    .values({
      slug: `producto-${++seq}-${Date.now()}`,
      title: `Producto ${seq}`,
      price: 1_000_000,
      images: [
        { path: "/uploads/a.webp", name: "a" },
        { path: "/uploads/b.webp", name: "b" },
      ],
      fields: [
        { key: "sessions", label: "Sesiones", value: "4" },
        { key: "max_installments", label: "Cuotas", value: "3 cuotas" },
      ],
    })
    .returning();
  return row!;
}
