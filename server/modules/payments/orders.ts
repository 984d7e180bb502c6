/**
 * The account pages' view of purchases (the AccountOrders port of server/modules/accounts/ports.ts): the
 * owned areas are those of the purchases she holds; the payments list has every attempt, newest first.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Page } from "#domain/pagination.ts";
import type { PaymentStatus } from "#domain/payments/status.ts";
import { holdsSessions, purchaseAreas } from "#domain/purchases/area-sessions.ts";
import type { Db } from "#server/db/client.ts";
import { payments, products } from "#server/db/schema/index.ts";
import type { AccountOrders } from "#server/modules/accounts/ports.ts";
import type { AccountPayment, OwnedItem } from "#domain/accounts/views.ts";
import { loadStatements } from "#server/modules/purchases/statements.ts";
import { voucherLinks } from "#server/modules/invoicing/voucher-links.ts";

/** The provider's states of a payment that may still give sessions; its statement has the last word. */
const MAY_HOLD: PaymentStatus[] = ["approved", "in_mediation"];

export class PaymentOrders implements AccountOrders {
  constructor(private readonly db: Db) {}

  /** The areas of the purchases she holds (holdsSessions), newest purchase first, as their statements tell them. */
  async itemsByAccountId(accountId: string): Promise<OwnedItem[]> {
    const bought = await this.db
      .select({ id: payments.id, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.accountId, accountId), inArray(payments.status, MAY_HOLD)))
      .orderBy(desc(payments.createdAt), desc(payments.id));
    const statements = await loadStatements(
      this.db,
      bought.map((p) => p.id),
    );
    const held = bought.flatMap((p) => {
      const statement = statements.get(p.id);
      return statement && holdsSessions(statement) ? [{ ...p, areas: purchaseAreas(statement) }] : [];
    });
    const productIds = [...new Set(held.flatMap((p) => p.areas.map((a) => a.productId)))];
    const shown =
      productIds.length === 0
        ? []
        : await this.db
            .select({ id: products.id, slug: products.slug, images: products.images })
            .from(products)
            .where(inArray(products.id, productIds));
    return held.flatMap((p) =>
      p.areas.flatMap((area) => {
        const product = shown.find((s) => s.id === area.productId);
        if (!product) return [];
        return [
          {
            ...area,
            id: `${p.id}:${area.productId}`,
            paymentId: p.id,
            createdAt: p.createdAt,
            product: {
              id: product.id,
              slug: product.slug,
              images: product.images.map((i) => ({ path: i.path, name: i.name })),
            },
          },
        ];
      }),
    );
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
    const links = await voucherLinks(
      this.db,
      rows.map((r) => r.id),
    );
    const items = rows.map(({ count: _count, ...p }) => {
      const statement = statements.get(p.id);
      return {
        ...p,
        paymentStatus: statement?.status ?? p.paymentStatus,
        refunded: statement?.refunded ?? 0,
        vouchers: links.get(p.id) ?? [],
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
