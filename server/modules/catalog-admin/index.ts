import type { Db } from "#server/db/client.ts";
import { AreaEditor } from "./areas.ts";
import { CategoryEditor } from "./categories.ts";

/** The back office's catalogue editors (/admin/areas, /admin/categorias). */
export function createCatalogAdmin(db: Db) {
  return { areas: new AreaEditor(db), categories: new CategoryEditor(db) };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
