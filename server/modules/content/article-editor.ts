import { count, desc, eq } from "drizzle-orm";
import type {
  ArticleBaseInput,
  ArticleInput,
  PressInput,
  PromotionInput,
} from "#domain/content/article-form.ts";
import { ARTICLE_KINDS, articlePage, type ArticleKindKey } from "#domain/content/article-kinds.ts";
import type { Image } from "#domain/catalog/views.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { blogPosts, pressItems, promotions } from "#server/db/schema/index.ts";
import { audit, invalid, saving } from "#server/modules/editing/saving.ts";
import { sanitizeRichText } from "#server/modules/content/rich-text.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { libraryImage } from "#server/modules/media/library.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

export const ARTICLES_PAGE_SIZE = 25;

/** The columns every article table has (the press and promotion tables add theirs). */
type ArticleTable = typeof blogPosts;
export type ArticleRow = typeof blogPosts.$inferSelect &
  Partial<Omit<typeof pressItems.$inferSelect, keyof typeof blogPosts.$inferSelect>> &
  Partial<Omit<typeof promotions.$inferSelect, keyof typeof blogPosts.$inferSelect>>;

/** What differs between the lists: the table, the audit entity, and the columns of their own. */
interface ArticleSpec<I extends ArticleBaseInput> {
  table: ArticleTable;
  entity: string;
  own: (input: I) => Record<string, unknown>;
  audited: (row: ArticleRow) => Record<string, unknown>;
}

const SPECS = {
  blog: {
    table: blogPosts,
    entity: "blog_post",
    own: (i: ArticleInput) => ({ author: i.author || null }),
    audited: (r: ArticleRow) => ({ author: r.author }),
  },
  prensa: {
    // The three tables share the article's columns; the spec's own columns are the rest.
    table: pressItems as unknown as ArticleTable,
    entity: "press_item",
    own: (i: PressInput) => ({ outlet: i.outlet, externalUrl: i.external_url || null }),
    audited: (r: ArticleRow) => ({ outlet: r.outlet, external_url: r.externalUrl }),
  },
  promociones: {
    table: promotions as unknown as ArticleTable,
    entity: "promotion",
    own: (i: PromotionInput) => ({
      kind: i.kind,
      validFrom: i.valid_from,
      validUntil: i.valid_until,
      conditions: i.conditions,
    }),
    audited: (r: ArticleRow) => ({
      kind: r.kind,
      valid_from: r.validFrom?.toISOString() ?? null,
      valid_until: r.validUntil?.toISOString() ?? null,
      conditions: r.conditions,
    }),
  },
} satisfies {
  blog: ArticleSpec<ArticleInput>;
  prensa: ArticleSpec<PressInput>;
  promociones: ArticleSpec<PromotionInput>;
};

export type ArticleInputOf<K extends ArticleKindKey> = Parameters<(typeof SPECS)[K]["own"]>[0];

/** What the audit row keeps of an article (the body cut short: the log is for who changed what, not a copy). */
const audited = (spec: ArticleSpec<never>, a: ArticleRow) => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  published: a.published,
  published_at: a.publishedAt.toISOString(),
  image: a.image?.path ?? null,
  body: a.body.length > 1_000 ? `${a.body.slice(0, 1_000)}…` : a.body,
  ...spec.audited(a),
});

/** The columns a save writes, and whether and from when the article shows, by the button pressed. */
function columns(input: ArticleBaseInput, before: ArticleRow | null, image: Image | null, now: Date) {
  const published =
    input.intent === "publish" ? true : input.intent === "unpublish" ? false : (before?.published ?? false);
  // 'Publicar' on a draft without a date shows it from now; otherwise the date typed, or the one it had.
  const publishedAt =
    input.published_at ??
    (input.intent === "publish" && !before?.published ? now : (before?.publishedAt ?? now));
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    body: sanitizeRichText(input.body),
    published,
    publishedAt,
    image,
  };
}

/** The image a save leaves: a library image chosen, none when removed, or the one it had. */
async function chosenImage(tx: Tx, input: ArticleBaseInput, before: ArticleRow | null) {
  if (input.image_add) return (await libraryImage(tx, input.image_add)) ?? undefined;
  return input.image_remove ? null : (before?.image ?? null);
}

/** One list of the back office's articles: every one (drafts and scheduled ones too), written, published and audited. */
export class ArticleEditor<K extends ArticleKindKey> {
  private readonly spec: ArticleSpec<ArticleInputOf<K>>;

  constructor(
    private readonly db: Db,
    readonly kind: K,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.spec = SPECS[kind] as unknown as ArticleSpec<ArticleInputOf<K>>;
  }

  async list(acting: Acting, page: number): Promise<{ rows: ArticleRow[]; total: number }> {
    requirePermission(acting.actor, articlePage(this.kind).permission);
    const { table } = this.spec;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(table)
        .orderBy(desc(table.publishedAt), desc(table.id))
        .limit(ARTICLES_PAGE_SIZE)
        .offset((Math.max(1, page) - 1) * ARTICLES_PAGE_SIZE),
      this.db.select({ n: count() }).from(table),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(acting: Acting, id: string): Promise<ArticleRow | null> {
    requirePermission(acting.actor, articlePage(this.kind).permission);
    const [row] = await this.db.select().from(this.spec.table).where(eq(this.spec.table.id, id));
    return row ?? null;
  }

  /** An article as the shop would show it (its body made safe as the shop's pages make it), for staff only. */
  async preview(acting: Acting, id: string) {
    const article = await this.get(acting, id);
    return article ? { ...article, bodyHtml: sanitizeRichText(article.body) } : null;
  }

  async create(acting: Acting, input: ArticleInputOf<K>): Promise<EditResult> {
    requirePermission(acting.actor, ARTICLE_KINDS[this.kind].edit);
    const { table, entity } = this.spec;
    return saving(this.db, ARTICLE_KINDS[this.kind].slugTaken, async (tx) => {
      const image = await chosenImage(tx, input, null);
      if (image === undefined) return invalid("image_add", MEDIA_MESSAGES.imageGone);
      const [row] = await tx
        .insert(table)
        .values({ ...columns(input, null, image, this.now()), ...this.spec.own(input) })
        .returning();
      await audit(tx, acting, {
        entity,
        entityId: row!.id,
        action: "created",
        before: null,
        after: audited(this.spec, row!),
      });
      return { ok: true, id: row!.id };
    });
  }

  async update(acting: Acting, id: string, version: number, input: ArticleInputOf<K>): Promise<EditResult> {
    requirePermission(acting.actor, ARTICLE_KINDS[this.kind].edit);
    const { table, entity } = this.spec;
    return saving(this.db, ARTICLE_KINDS[this.kind].slugTaken, async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const image = await chosenImage(tx, input, before);
      if (image === undefined) return invalid("image_add", MEDIA_MESSAGES.imageGone);
      const after = await updateVersioned(tx, table, entity, id, version, {
        ...columns(input, before, image, this.now()),
        ...this.spec.own(input),
      });
      await audit(tx, acting, {
        entity,
        entityId: id,
        action:
          input.intent === "save" ? "updated" : input.intent === "publish" ? "published" : "unpublished",
        before: audited(this.spec, before),
        after: audited(this.spec, after),
      });
      return { ok: true, id };
    });
  }
}
