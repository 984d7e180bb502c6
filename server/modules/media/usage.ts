import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";

/** What can show a library image: each keeps the image's paths (media/{id}/…) in its own JSON. */
export type MediaUse = "areas" | "categories" | "blog" | "press" | "promotions" | "teasers" | "branches";

const USES: Record<MediaUse, (pattern: string) => SQL> = {
  areas: (p) => sql`select 1 from products where images::text like ${p}`,
  categories: (p) => sql`select 1 from categories where image::text like ${p}`,
  blog: (p) => sql`select 1 from blog_posts where image::text like ${p}`,
  press: (p) => sql`select 1 from press_items where image::text like ${p}`,
  promotions: (p) => sql`select 1 from promotions where image::text like ${p}`,
  branches: (p) => sql`select 1 from stores where gallery::text like ${p}`,
  teasers: (p) =>
    sql`select 1 from teasers where concat(image_small::text, image_medium::text, image_large::text) like ${p}`,
};

/** The kinds of record that still show the image `id` (empty when none does), in one query. */
export async function whereUsed(tx: Tx | Db, id: string): Promise<MediaUse[]> {
  const pattern = `%media/${id}/%`;
  const uses = Object.keys(USES) as MediaUse[];
  const columns = sql.join(
    uses.map((use) => sql`exists (${USES[use](pattern)}) as ${sql.identifier(use)}`),
    sql`, `,
  );
  const result = await tx.execute(sql`select ${columns}`);
  const [row] = (result as unknown as { rows: Record<MediaUse, boolean>[] }).rows;
  return uses.filter((use) => row?.[use]);
}
