import type { Db } from "#server/db/client.ts";
import { AreaEditor } from "./area-editor.ts";
import { CategoryEditor } from "./category-editor.ts";

/** The back office's catalogue editors (/admin/areas, /admin/categorias). */
export function createCatalogEditor(db: Db) {
  return { areas: new AreaEditor(db), categories: new CategoryEditor(db) };
}

export type CatalogEditor = ReturnType<typeof createCatalogEditor>;
