/**
 * The back office's reviews (/admin/resenas): the list with its filters, and publishing, hiding with a reason
 * and answering in public. Each change names the version it read, checks the permission and writes its audit
 * row in its own transaction.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ReviewStatus } from "#domain/reviews/rules.ts";
import { reviewerName } from "#domain/reviews/summary.ts";
import type { ModeratedReview } from "#domain/reviews/views.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { accounts, products, reviews, stores, visits } from "#server/db/schema/index.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { areasOfVisits, visitAtStore, visitHadArea } from "./published.ts";

const LIMIT = 100;

export interface ReviewFilters {
  status?: ReviewStatus;
  storeId?: string;
  productId?: string;
}

export type ModerationResult =
  { ok: true } | { ok: false; code: "not_found" | "unchanged" | "changed_meanwhile" };

type Change = { kind: "publish" } | { kind: "hide"; reason: string } | { kind: "answer"; answer: string };

export class ReviewModeration {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The reviews the filters select, newest first. */
  async list(acting: Acting, filters: ReviewFilters = {}): Promise<ModeratedReview[]> {
    requirePermission(acting.actor, "reviews.read");
    const conditions: SQL[] = [];
    if (filters.status) conditions.push(eq(reviews.status, filters.status));
    if (filters.storeId) conditions.push(visitAtStore(filters.storeId));
    if (filters.productId) conditions.push(visitHadArea(filters.productId));
    const rows = await this.db
      .select({
        id: reviews.id,
        visitId: reviews.visitId,
        status: reviews.status,
        stars: reviews.stars,
        text: reviews.text,
        hiddenReason: reviews.hiddenReason,
        answer: reviews.answer,
        version: reviews.version,
        createdAt: reviews.createdAt,
        visitAt: visits.startsAt,
        name: accounts.name,
        surname: accounts.surname,
        storeName: stores.name,
      })
      .from(reviews)
      .innerJoin(visits, eq(visits.id, reviews.visitId))
      .innerJoin(accounts, eq(accounts.id, visits.accountId))
      .innerJoin(stores, eq(stores.id, visits.storeId))
      .where(and(...conditions))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(LIMIT);
    const areas = await areasOfVisits(
      this.db,
      rows.map((r) => r.visitId),
    );
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      stars: r.stars,
      text: r.text,
      customer: `${r.name} ${r.surname}`,
      author: reviewerName(r.name, r.surname),
      createdAt: r.createdAt.toISOString(),
      visitAt: r.visitAt.toISOString(),
      areas: areas.get(r.visitId) ?? [],
      storeName: r.storeName,
      hiddenReason: r.hiddenReason,
      answer: r.answer,
      version: r.version,
    }));
  }

  /** The filters' choices: every branch and every area, by name. */
  async choices(acting: Acting) {
    requirePermission(acting.actor, "reviews.read");
    const [branches, areas] = await Promise.all([
      this.db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.name)),
      this.db.select({ id: products.id, name: products.title }).from(products).orderBy(asc(products.title)),
    ]);
    return { branches, areas };
  }

  /** One review as the list shows it, for the confirmation's restatement; null when there is none. */
  async one(acting: Acting, id: string): Promise<{ author: string; stars: number } | null> {
    requirePermission(acting.actor, "reviews.read");
    const [row] = await this.db
      .select({ name: accounts.name, surname: accounts.surname, stars: reviews.stars })
      .from(reviews)
      .innerJoin(visits, eq(visits.id, reviews.visitId))
      .innerJoin(accounts, eq(accounts.id, visits.accountId))
      .where(eq(reviews.id, id));
    return row ? { author: reviewerName(row.name, row.surname), stars: row.stars } : null;
  }

  /** 'Publicar': the storefront shows it (again, if it was hidden). */
  publish(acting: Acting, id: string, version: number): Promise<ModerationResult> {
    return this.change(acting, id, version, { kind: "publish" });
  }

  /** 'Ocultar' with its reason: the storefront and its JSON-LD stop showing it. */
  hide(acting: Acting, id: string, version: number, reason: string): Promise<ModerationResult> {
    return this.change(acting, id, version, { kind: "hide", reason });
  }

  /** The shop's public answer, written or edited. */
  answer(acting: Acting, id: string, version: number, answer: string): Promise<ModerationResult> {
    return this.change(acting, id, version, { kind: "answer", answer });
  }

  private change(acting: Acting, id: string, version: number, change: Change): Promise<ModerationResult> {
    requirePermission(acting.actor, "reviews.moderate");
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          status: reviews.status,
          hiddenReason: reviews.hiddenReason,
          answer: reviews.answer,
          version: reviews.version,
          name: accounts.name,
          surname: accounts.surname,
        })
        .from(reviews)
        .innerJoin(visits, eq(visits.id, reviews.visitId))
        .innerJoin(accounts, eq(accounts.id, visits.accountId))
        .where(eq(reviews.id, id))
        .for("update", { of: reviews });
      if (!row) return { ok: false, code: "not_found" } as const;
      if (row.version !== version) return { ok: false, code: "changed_meanwhile" } as const;
      const now = this.now();
      const name = reviewerName(row.name, row.surname);
      const before = { status: row.status, reason: row.hiddenReason, answer: row.answer };
      if (change.kind === "publish") {
        if (row.status === "published") return { ok: false, code: "unchanged" } as const;
        await this.update(tx, id, { status: "published", hiddenReason: null, publishedAt: now });
        await this.audit(
          tx,
          acting,
          id,
          "published",
          { name, status: row.status },
          { name, status: "published" },
        );
      } else if (change.kind === "hide") {
        if (row.status === "hidden" && row.hiddenReason === change.reason)
          return { ok: false, code: "unchanged" } as const;
        await this.update(tx, id, { status: "hidden", hiddenReason: change.reason });
        await this.audit(
          tx,
          acting,
          id,
          "hidden",
          { name, status: before.status, reason: before.reason },
          { name, status: "hidden", reason: change.reason },
        );
      } else {
        if (row.answer === change.answer) return { ok: false, code: "unchanged" } as const;
        await this.update(tx, id, { answer: change.answer, answeredAt: now });
        await this.audit(
          tx,
          acting,
          id,
          "answered",
          { name, answer: before.answer },
          { name, answer: change.answer },
        );
      }
      return { ok: true } as const;
    });
  }

  private async update(tx: Tx, id: string, values: Partial<typeof reviews.$inferInsert>) {
    await tx
      .update(reviews)
      .set({ ...values, version: sql`${reviews.version} + 1`, updatedAt: this.now() })
      .where(eq(reviews.id, id));
  }

  private audit(
    tx: Tx,
    acting: Acting,
    id: string,
    action: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) {
    return writeAudit(
      tx,
      { staffId: acting.actor.id, ip: acting.ip },
      { entity: "review", entityId: id, action, before, after },
    );
  }
}
