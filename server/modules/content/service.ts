import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from "drizzle-orm";
import type { Page } from "#domain/pagination.ts";
import type { ClientConfig, ShopSettings } from "#domain/settings/views.ts";
import type { Db } from "#server/db/client.ts";
import {
  blogPosts,
  clientConfig,
  pressItems,
  promotions,
  shopSettings,
  staticPages,
  teasers,
} from "#server/db/schema/index.ts";
import { sortStoreNames } from "#server/modules/stores/service.ts";
import { plainText, sanitizeRichText } from "./rich-text.ts";
import type { Article, ArticleKind, ArticleSummary, Teaser } from "#domain/content/views.ts";

export interface StaticPage {
  slug: string;
  title: string;
  description: string;
  bodyHtml: string;
  updatedAt: string;
}

/** What every page's header and footer need, read in one query. */
export interface Layout {
  client: ClientConfig;
  settings: ShopSettings;
  /** The enabled branches' names, sorted. */
  storeNames: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Client config, shop settings, teasers, articles and static pages. */
export class ContentService {
  constructor(private readonly db: Db) {}

  async layout(): Promise<Layout> {
    const [row] = await this.db
      .select({
        client: getTableColumns(clientConfig),
        settings: getTableColumns(shopSettings),
        storeNames: sql<
          string[]
        >`coalesce((select json_agg(s.name) from stores s where s.enabled), '[]'::json)`,
      })
      .from(clientConfig)
      .innerJoin(shopSettings, eq(shopSettings.id, clientConfig.id))
      .where(eq(clientConfig.id, 1));
    if (!row) throw new Error("client_config is empty: run the seed");
    return { ...row, storeNames: sortStoreNames(row.storeNames) };
  }

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

  /** The enabled teasers of several placements in one query, grouped by placement. */
  async teasersByPlacement(placements: readonly string[]): Promise<Record<string, Teaser[]>> {
    const rows = await this.db
      .select()
      .from(teasers)
      .where(and(inArray(teasers.placement, [...placements]), eq(teasers.enabled, true)))
      .orderBy(asc(teasers.placement), asc(teasers.position));
    const grouped: Record<string, Teaser[]> = Object.fromEntries(placements.map((p) => [p, []]));
    for (const row of rows) grouped[row.placement]?.push(row);
    return grouped;
  }

  /** One page of a list, newest first, with the total counted in the same query. */
  async articles(kind: ArticleKind, opts: { page: number; pageSize: number }): Promise<Page<ArticleSummary>> {
    const { table, where, byline, finished } = source(kind);
    const rows = await this.db
      .select({
        slug: table.slug,
        title: table.title,
        excerpt: table.excerpt,
        image: table.image,
        publishedAt: table.publishedAt,
        byline,
        finished,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(table)
      .where(where)
      // Finished promotions and campaigns stay listed, after the running ones.
      .orderBy(
        ...(kind === "promociones" || kind === "acciones" ? [asc(finished)] : []),
        desc(table.publishedAt),
        asc(table.slug),
      )
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize);
    const total = rows[0]?.total ?? (opts.page > 1 ? await this.count(kind) : 0);
    return {
      items: rows.map(({ total: _total, publishedAt, ...r }) => ({
        ...r,
        publishedAt: publishedAt.toISOString(),
      })),
      page: opts.page,
      pageSize: opts.pageSize,
      total,
    };
  }

  /** A published article of a list by slug, its body made safe to render. */
  async article(kind: ArticleKind, slug: string): Promise<Article | null> {
    const { table, where, byline, finished, externalUrl, conditions, validFrom, validUntil } = source(kind);
    const [r] = await this.db
      .select({
        slug: table.slug,
        title: table.title,
        excerpt: table.excerpt,
        image: table.image,
        body: table.body,
        publishedAt: table.publishedAt,
        updatedAt: table.updatedAt,
        byline,
        finished,
        externalUrl,
        conditions,
        validFrom,
        validUntil,
      })
      .from(table)
      .where(and(where, eq(table.slug, slug)));
    if (!r) return null;
    return {
      slug: r.slug,
      title: r.title,
      excerpt: r.excerpt,
      image: r.image,
      byline: r.byline,
      finished: r.finished,
      publishedAt: r.publishedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      bodyHtml: sanitizeRichText(r.body),
      summary: r.excerpt || plainText(r.body),
      externalUrl: r.externalUrl,
      conditions: r.conditions || null,
      validFrom: iso(r.validFrom),
      validUntil: iso(r.validUntil),
    };
  }

  /** A static page (terms, privacy, about us…) by slug, its body made safe to render. */
  async page(slug: string): Promise<StaticPage | null> {
    const [row] = await this.db.select().from(staticPages).where(eq(staticPages.slug, slug));
    if (!row) return null;
    return {
      slug: row.slug,
      title: row.title,
      description: row.description || plainText(row.body),
      bodyHtml: sanitizeRichText(row.body),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Paths of every published article, for the sitemap. */
  async sitemapEntries(): Promise<{ path: string; updatedAt?: Date }[]> {
    const kinds: ArticleKind[] = ["blog", "prensa", "promociones", "acciones"];
    const lists = await Promise.all(
      kinds.map(async (kind) => {
        const { table, where } = source(kind);
        const rows = await this.db
          .select({ slug: table.slug, updatedAt: table.updatedAt })
          .from(table)
          .where(where)
          .orderBy(desc(table.publishedAt));
        return rows.map((r) => ({ path: `/${kind}/${r.slug}`, updatedAt: r.updatedAt }));
      }),
    );
    return lists.flat();
  }

  private async count(kind: ArticleKind): Promise<number> {
    const { table, where } = source(kind);
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(where);
    return row?.n ?? 0;
  }
}

const none = <T>() => sql<T | null>`null`;

/** Published, and its date has come: a post published for a later date waits until then. */
const shown = (table: typeof blogPosts | typeof pressItems | typeof promotions) =>
  and(eq(table.published, true), lte(table.publishedAt, sql`now()`))!;

/** The table, filter and kind-specific columns of a list. */
function source(kind: ArticleKind) {
  switch (kind) {
    case "blog":
      return {
        table: blogPosts,
        where: shown(blogPosts),
        byline: sql<string | null>`${blogPosts.author}`,
        finished: sql<boolean>`false`,
        externalUrl: none<string>(),
        conditions: none<string>(),
        validFrom: none<Date>(),
        validUntil: none<Date>(),
      };
    case "prensa":
      return {
        table: pressItems,
        where: shown(pressItems),
        byline: sql<string | null>`${pressItems.outlet}`,
        finished: sql<boolean>`false`,
        externalUrl: sql<string | null>`${pressItems.externalUrl}`,
        conditions: none<string>(),
        validFrom: none<Date>(),
        validUntil: none<Date>(),
      };
    case "promociones":
    case "acciones":
      return {
        table: promotions,
        where: and(shown(promotions), eq(promotions.kind, kind === "acciones" ? "accion" : "promocion"))!,
        byline: none<string>(),
        finished: sql<boolean>`coalesce(${promotions.validUntil} < now(), false)`,
        externalUrl: none<string>(),
        conditions: sql<string | null>`${promotions.conditions}`,
        validFrom: sql<Date | null>`${promotions.validFrom}`.mapWith(promotions.validFrom),
        validUntil: sql<Date | null>`${promotions.validUntil}`.mapWith(promotions.validUntil),
      };
  }
}
