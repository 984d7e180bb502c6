import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clientConfig, shopSettings, teasers } from "../../db/schema/index.ts";

export type ClientConfig = typeof clientConfig.$inferSelect;
export type ShopSettings = typeof shopSettings.$inferSelect;
export type Teaser = typeof teasers.$inferSelect;

export class ContentService {
  constructor(private readonly db: Db) {}

  async clientConfig(): Promise<ClientConfig> {
    const [row] = await this.db.select().from(clientConfig).where(eq(clientConfig.id, 1));
    if (!row) throw new Error("client_config is empty: run the seed");
    return row;
  }

  async shopSettings(): Promise<ShopSettings> {
    const [row] = await this.db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (!row) throw new Error("shop_settings is empty: run the seed");
    return row;
  }

  teasers(placement: string): Promise<Teaser[]> {
    return this.db
      .select()
      .from(teasers)
      .where(and(eq(teasers.placement, placement), eq(teasers.enabled, true)))
      .orderBy(asc(teasers.position));
  }
}
