import type { Database } from "./db/client.ts";
import { CatalogService } from "./modules/catalog/service.ts";
import { ContentService } from "./modules/content/service.ts";

/** Every domain service, built once per process over one database. */
export function createServices(database: Database) {
  return {
    database,
    content: new ContentService(database.db),
    catalog: new CatalogService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
