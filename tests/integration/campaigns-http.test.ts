/**
 * A promotion or campaign whose end date has passed says 'Finalizada' in its list, after the running ones, and
 * on its page (docs/decisions/0040).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotions } from "#server/db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

/** The `<article>` cards of a list page, by their title. */
function cards(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, card] of html.matchAll(/<article\b([\s\S]*?)<\/article>/g)) {
    const title = /<h[23][^>]*>\s*<a[^>]*>([^<]+)<\/a>/.exec(card!)?.[1];
    if (title) found.set(title, card!);
  }
  return found;
}

describe.each([ENGINE])("finished promotions and campaigns (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    const db = shop.database.db;
    // Dates around the test's own clock: one campaign ended yesterday, one promotion ends tomorrow.
    await db
      .update(promotions)
      .set({ validUntil: sql`now() - interval '1 day'` })
      .where(eq(promotions.slug, "octubre-rosa"));
    await db
      .update(promotions)
      .set({ validUntil: sql`now() + interval '1 day'` })
      .where(eq(promotions.slug, "black-friday-candela"));
  });
  afterAll(() => shop?.close());

  const get = async (url: string) => {
    const res = await shop.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("marks a finished campaign 'Finalizada' and lists it after the running ones", async () => {
    const list = cards(await get("/acciones"));
    const titles = [...list.keys()];
    const finished = titles.find((t) => t.startsWith("Octubre Rosa"))!;
    expect(list.get(finished)).toContain("Finalizada");
    expect(titles.at(-1)).toBe(finished);
    for (const title of titles.filter((t) => t !== finished))
      expect(list.get(title)).not.toContain("Finalizada");
  });

  it("does not mark a promotion that is still running", async () => {
    const list = cards(await get("/promociones"));
    const running = [...list.entries()].find(([title]) => title.startsWith("Black Friday"))!;
    expect(running[1]).not.toContain("Finalizada");
  });

  it("says on the campaign's page that it finished", async () => {
    const html = await get("/acciones/octubre-rosa");
    expect(html).toContain("Finalizada");
    expect(html).toMatch(/Finalizó el \d{2}\/\d{2}\/\d{4}\./);
    expect(html).not.toContain("Vigente del");
  });
});
