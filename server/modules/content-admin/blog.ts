import { count, desc, eq } from "drizzle-orm";
import type { ArticleInput } from "#domain/content-admin/article-form.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content-admin/messages.ts";
import type { Db } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema/index.ts";
import { audit, saving } from "#server/modules/catalog-admin/saving.ts";
import { sanitizeRichText } from "#server/modules/content/rich-text.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

const ENTITY = "blog_post";
export const POSTS_PAGE_SIZE = 25;

export type PostRow = typeof blogPosts.$inferSelect;

/** What the audit row keeps of a post (the body cut short: the log is for who changed what, not a copy). */
const audited = (p: PostRow) => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  author: p.author,
  published: p.published,
  published_at: p.publishedAt.toISOString(),
  body: p.body.length > 1_000 ? `${p.body.slice(0, 1_000)}…` : p.body,
});

/** The columns a save writes, and whether and from when the post shows, by the button pressed. */
function columns(input: ArticleInput, before: PostRow | null, now: Date) {
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
    author: input.author || null,
    published,
    publishedAt,
  };
}

/** The back office's blog: every post (drafts and scheduled ones too), written, published and audited. */
export class BlogEditor {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(acting: Acting, page: number): Promise<{ rows: PostRow[]; total: number }> {
    requirePermission(acting.actor, "content.read");
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(blogPosts)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(POSTS_PAGE_SIZE)
        .offset((Math.max(1, page) - 1) * POSTS_PAGE_SIZE),
      this.db.select({ n: count() }).from(blogPosts),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(acting: Acting, id: string): Promise<PostRow | null> {
    requirePermission(acting.actor, "content.read");
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row ?? null;
  }

  /** A post as the shop would show it (its body made safe as the shop's pages make it), for staff only. */
  async preview(acting: Acting, id: string) {
    const post = await this.get(acting, id);
    return post ? { ...post, bodyHtml: sanitizeRichText(post.body) } : null;
  }

  async create(acting: Acting, input: ArticleInput): Promise<EditResult> {
    requirePermission(acting.actor, "content.edit");
    return saving(this.db, M.slugTaken, async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values(columns(input, null, this.now()))
        .returning();
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: row!.id,
        action: "created",
        before: null,
        after: audited(row!),
      });
      return { ok: true, id: row!.id };
    });
  }

  async update(acting: Acting, id: string, version: number, input: ArticleInput): Promise<EditResult> {
    requirePermission(acting.actor, "content.edit");
    return saving(this.db, M.slugTaken, async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const after = await updateVersioned(
        tx,
        blogPosts,
        ENTITY,
        id,
        version,
        columns(input, before, this.now()),
      );
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: id,
        action:
          input.intent === "save" ? "updated" : input.intent === "publish" ? "published" : "unpublished",
        before: audited(before),
        after: audited(after),
      });
      return { ok: true, id };
    });
  }
}

export function createContentAdmin(db: Db) {
  return { blog: new BlogEditor(db) };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
