/**
 * The account pages' view of purchases (the AccountOrders port of server/modules/accounts/ports.ts): the
 * owned areas are the lines of approved payments; the payments list has every attempt, newest first.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Page } from "#domain/pagination.ts";
import type { Db } from "#server/db/client.ts";
import { paymentItems, payments, products } from "#server/db/schema/index.ts";
import type { AccountOrders, AccountPayment, OwnedItem } from "#server/modules/accounts/ports.ts";
import { loadStatements } from "#server/modules/purchases/statements.ts";

export class PaymentOrders implements AccountOrders {
  constructor(private readonly db: Db) {}

  async itemsByAccountId(accountId: string): Promise<OwnedItem[]> {
    const rows = await this.db
      .select({
        id: paymentItems.id,
        quantity: paymentItems.quantity,
        createdAt: payments.createdAt,
        productId: paymentItems.productId,
        title: paymentItems.title,
        sessions: paymentItems.sessions,
        slug: products.slug,
        images: products.images,
      })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .innerJoin(products, eq(products.id, paymentItems.productId))
      .where(and(eq(payments.accountId, accountId), eq(payments.status, "approved")))
      .orderBy(desc(payments.createdAt), asc(paymentItems.position));
    return rows.map((r) => ({
      id: r.id,
      quantity: r.quantity,
      createdAt: r.createdAt,
      product: {
        id: r.productId,
        title: r.title,
        slug: r.slug,
        images: r.images.map((i) => ({ path: i.path, name: i.name })),
        sessions: r.sessions,
      },
    }));
  }

  /**
   * `total` is what the buyer pays (the plan's financed total, or the provider's once it reports it); the state
   * and what was given back come from each purchase's statement.
   */
  async paymentsByAccountId(
    accountId: string,
    opts: { page: number; pageSize: number },
  ): Promise<Page<AccountPayment>> {
    const page = Math.max(1, Math.floor(opts.page));
    const pageSize = Math.max(1, Math.floor(opts.pageSize));
    const rows = await this.db
      .select({
        id: payments.id,
        paymentCode: payments.paymentCode,
        total: sql<number>`coalesce(${payments.paidAmount}, ${payments.totalFinanced})`.mapWith(Number),
        paymentStatus: payments.status,
        createdAt: payments.createdAt,
        count: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(payments)
      .where(eq(payments.accountId, accountId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const total = rows[0]?.count ?? (page > 1 ? await this.count(accountId) : 0);
    const statements = await loadStatements(
      this.db,
      rows.map((r) => r.id),
    );
    const items = rows.map(({ count: _count, ...p }) => {
      const statement = statements.get(p.id);
      return {
        ...p,
        paymentStatus: statement?.status ?? p.paymentStatus,
        refunded: statement?.refunded ?? 0,
      };
    });
    return { items, page, pageSize, total };
  }

  private async count(accountId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.accountId, accountId));
    return row?.n ?? 0;
  }
}
