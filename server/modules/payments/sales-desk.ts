import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { dayEnd, dayStart } from "#domain/editing/day-input.ts";
import { SALES_PAGE_SIZE, type SalesQuery } from "#domain/payments/sales-query.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { containsPattern } from "#server/db/like.ts";
import {
  accounts,
  franchises,
  paymentItems,
  paymentRefunds,
  payments,
  staffAccounts,
  stores,
} from "#server/db/schema/index.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import type { PaymentService } from "#server/modules/payments/service.ts";
import type { RefundOutcome } from "#server/modules/payments/refunds.ts";
import { loadStatement, loadStatements } from "#server/modules/purchases/statements.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

const scoped = (acting: Acting) => FRANCHISE_SCOPED_ROLES.includes(acting.actor.role);

/** The columns a sale is listed with: the payment, its customer, branch and franchise. */
const saleColumns = {
  id: payments.id,
  paymentCode: payments.paymentCode,
  status: payments.status,
  statusDetail: payments.statusDetail,
  total: payments.total,
  discount: payments.discount,
  promotions: payments.promotions,
  totalFinanced: payments.totalFinanced,
  refundedAmount: payments.refundedAmount,
  installments: payments.installments,
  paymentMethodId: payments.paymentMethodId,
  cardLastFour: payments.cardLastFour,
  createdAt: payments.createdAt,
  approvedAt: payments.approvedAt,
  storeName: payments.storeName,
  franchiseId: stores.franchiseId,
  franchiseName: franchises.name,
  accountId: payments.accountId,
  customerName: sql<string>`${accounts.name} || ' ' || ${accounts.surname}`,
  customerEmail: accounts.email,
};

/**
 * Each sale with its purchase's statement (docs/decisions/0049): its state, money and areas. One batch of
 * statements for the rows given (a page, or a batch of the export), never one per row.
 */
async function withStatements<T extends { id: string }>(db: Db, rows: T[]) {
  const statements = await loadStatements(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const statement = statements.get(r.id);
    return statement ? [{ ...r, statement }] : [];
  });
}

/** The back office's sales: every payment, filtered and paged; a franchise account sees its branches' only. */
export class SalesDesk {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
  ) {}

  private where(acting: Acting, query: SalesQuery): SQL | undefined {
    const q = query.q.trim();
    const conditions = [
      scoped(acting) ? eq(stores.franchiseId, acting.actor.franchiseId ?? "") : undefined,
      query.estado ? eq(payments.status, query.estado) : undefined,
      query.franquicia ? eq(stores.franchiseId, query.franquicia) : undefined,
      query.sucursal ? eq(payments.storeId, query.sucursal) : undefined,
      query.desde ? gte(payments.createdAt, dayStart(query.desde)!) : undefined,
      query.hasta ? lt(payments.createdAt, dayEnd(query.hasta)!) : undefined,
      q
        ? or(
            eq(payments.paymentCode, q.toUpperCase()),
            ilike(sql`${accounts.name} || ' ' || ${accounts.surname}`, containsPattern(q)),
            ilike(accounts.email, containsPattern(q)),
            eq(accounts.identifire, q),
          )
        : undefined,
    ].filter((c): c is SQL => c !== undefined);
    return conditions.length ? and(...conditions) : undefined;
  }

  /** The franchises the list can be filtered by (a franchise account's own only). */
  franchises(acting: Acting) {
    requirePermission(acting.actor, "payments.read");
    return this.db
      .select({ id: franchises.id, name: franchises.name })
      .from(franchises)
      .where(scoped(acting) ? eq(franchises.id, acting.actor.franchiseId ?? "") : undefined)
      .orderBy(franchises.name);
  }

  /** The branches the list can be filtered by (a franchise account's own only). */
  branches(acting: Acting) {
    requirePermission(acting.actor, "payments.read");
    return this.db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(scoped(acting) ? eq(stores.franchiseId, acting.actor.franchiseId ?? "") : undefined)
      .orderBy(stores.name);
  }

  async list(acting: Acting, query: SalesQuery) {
    requirePermission(acting.actor, "payments.read");
    const where = this.where(acting, query);
    const base = () =>
      this.db
        .select(saleColumns)
        .from(payments)
        .innerJoin(accounts, eq(accounts.id, payments.accountId))
        .leftJoin(stores, eq(stores.id, payments.storeId))
        .leftJoin(franchises, eq(franchises.id, stores.franchiseId));
    const [page, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(SALES_PAGE_SIZE)
        .offset((Math.max(1, query.page) - 1) * SALES_PAGE_SIZE),
      this.db
        .select({ n: count() })
        .from(payments)
        .innerJoin(accounts, eq(accounts.id, payments.accountId))
        .leftJoin(stores, eq(stores.id, payments.storeId))
        .where(where),
    ]);
    return { rows: await withStatements(this.db, page), total: total?.n ?? 0 };
  }

  /**
   * Every sale the list's filters select, newest first, in batches read one after the other (by the last
   * row's date and id), so a large export never holds more than one batch.
   */
  async *exportBatches(acting: Acting, query: SalesQuery, batchSize = 1_000) {
    requirePermission(acting.actor, "payments.read");
    const where = this.where(acting, query);
    // The cursor keeps the date as PostgreSQL wrote it (microseconds): a JavaScript Date would lose them.
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const batch = await this.exportBatch(where, after, batchSize);
      if (batch.length === 0) return;
      yield await withStatements(this.db, batch);
      const last = batch.at(-1)!;
      after = { at: last.cursorAt, id: last.id };
      if (batch.length < batchSize) return;
    }
  }

  private exportBatch(where: SQL | undefined, after: { at: string; id: string } | null, size: number) {
    return this.db
      .select({
        ...saleColumns,
        subtotal: payments.subtotal,
        customerDni: accounts.identifire,
        cursorAt: sql<string>`${payments.createdAt}::text`,
      })
      .from(payments)
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .leftJoin(stores, eq(stores.id, payments.storeId))
      .leftJoin(franchises, eq(franchises.id, stores.franchiseId))
      .where(
        and(
          where,
          after
            ? sql`(${payments.createdAt}, ${payments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(size);
  }

  /** One sale with its areas, customer, billing address and refunds; another franchise's is refused. */
  async get(acting: Acting, id: string) {
    requirePermission(acting.actor, "payments.read");
    const [sale] = await this.db
      .select({
        ...saleColumns,
        storeAddress: payments.storeAddress,
        storePhone: payments.storePhone,
        billingAddress: payments.billingAddress,
        customerDni: accounts.identifire,
        customerPhone: accounts.mobilePhone,
      })
      .from(payments)
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .leftJoin(stores, eq(stores.id, payments.storeId))
      .leftJoin(franchises, eq(franchises.id, stores.franchiseId))
      .where(eq(payments.id, id));
    if (!sale) return null;
    requirePermission(acting.actor, "payments.read", sale.franchiseId);
    const [items, refunds] = await Promise.all([
      this.db
        .select()
        .from(paymentItems)
        .where(eq(paymentItems.paymentId, id))
        .orderBy(paymentItems.position),
      this.db
        .select({
          amount: paymentRefunds.amount,
          source: paymentRefunds.source,
          reason: paymentRefunds.reason,
          createdAt: paymentRefunds.createdAt,
          staffEmail: staffAccounts.email,
        })
        .from(paymentRefunds)
        .leftJoin(staffAccounts, eq(staffAccounts.id, paymentRefunds.staffId))
        .where(eq(paymentRefunds.paymentId, id))
        .orderBy(paymentRefunds.createdAt),
    ]);
    const statement = await loadStatement(this.db, id);
    return { ...sale, items, refunds, statement };
  }

  /** 'Devolver': through the provider, once per key; the refund and who made it are written to the audit log. */
  async refund(
    acting: Acting,
    id: string,
    input: {
      amount?: number;
      lines?: { productId: string; sessions: number }[];
      reason: string;
      key: string;
    },
  ): Promise<RefundOutcome> {
    const sale = await this.get(acting, id);
    if (!sale) return { ok: false, code: "not_found" };
    requirePermission(acting.actor, "payments.refund", sale.franchiseId);
    const outcome = await this.payments.refund({
      paymentId: id,
      amount: input.amount,
      lines: input.lines,
      reason: input.reason,
      source: "back_office",
      staffId: acting.actor.id,
      idempotencyKey: input.key,
    });
    if (outcome.ok) {
      const [after] = await this.db
        .select({ status: payments.status, refunded: payments.refundedAmount })
        .from(payments)
        .where(eq(payments.id, id));
      await writeAudit(
        this.db,
        { staffId: acting.actor.id, ip: acting.ip },
        {
          entity: "payment",
          entityId: id,
          action: "refunded",
          before: { status: sale.status, refunded: sale.refundedAmount },
          after: {
            status: after?.status,
            refunded: after?.refunded,
            reason: input.reason,
            ...(input.lines?.length ? { lines: input.lines } : {}),
          },
        },
      );
    }
    return outcome;
  }
}
