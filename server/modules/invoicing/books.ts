/**
 * The back office's vouchers (/admin/facturas): the list by franchise, month and state, 'Reintentar' on a
 * refused one, the monthly book of a franchise as CSV, and the vouchers of one sale. A franchise account sees
 * and retries only its own.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { BookVoucher } from "#domain/invoicing/books-csv.ts";
import { voucherName } from "#domain/invoicing/names.ts";
import type { VoucherKind } from "#domain/invoicing/states.ts";
import { monthDays, VOUCHERS_PAGE_SIZE, type VouchersQuery } from "#domain/invoicing/query.ts";
import {
  saleVoucherLine,
  voucherView,
  type VoucherFacts,
  type VoucherView,
} from "#domain/invoicing/views.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import type { Db } from "#server/db/client.ts";
import { accounts, franchiseInvoicing, franchises, payments, vouchers } from "#server/db/schema/index.ts";
import { audit } from "#server/modules/editing/saving.ts";
import { ForbiddenError, requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { requeueVoucherJob } from "./queue.ts";

const scoped = (acting: Acting) => FRANCHISE_SCOPED_ROLES.includes(acting.actor.role);
/** The day a voucher counts in: its issue date, or the day it was queued (on the shop's clock). */
const dayOf = sql<string>`coalesce(${vouchers.issuedOn}, (${vouchers.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date)`;
const queuedOn = sql<string>`to_char(${vouchers.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

const FACTS = {
  id: vouchers.id,
  paymentId: vouchers.paymentId,
  paymentCode: payments.paymentCode,
  franchiseName: franchises.name,
  kind: vouchers.kind,
  cause: vouchers.cause,
  state: vouchers.state,
  waiting: vouchers.waiting,
  voucherType: vouchers.voucherType,
  pointOfSale: vouchers.pointOfSale,
  number: vouchers.number,
  cae: vouchers.cae,
  caeDueOn: vouchers.caeDueOn,
  issuedOn: vouchers.issuedOn,
  amount: vouchers.amount,
  createdAt: vouchers.createdAt,
  errors: vouchers.errors,
  observations: vouchers.observations,
  queuedOn,
};

type Row = VoucherFacts & { queuedOn: string };
const view = ({ queuedOn: day, ...facts }: Row): VoucherView => voucherView(facts, day);

export type RetryResult = { ok: true } | { ok: false; code: "not_found" | "not_retryable" };

export class InvoiceBooks {
  constructor(private readonly db: Db) {}

  /** The franchises the filter offers: all of them, or a franchise account's own. */
  async franchises(acting: Acting) {
    requirePermission(acting.actor, "invoices.read");
    return this.db
      .select({ id: franchises.id, name: franchises.name })
      .from(franchises)
      .where(scoped(acting) ? eq(franchises.id, acting.actor.franchiseId ?? "") : undefined)
      .orderBy(asc(franchises.name), asc(franchises.id));
  }

  async list(acting: Acting, query: VouchersQuery): Promise<{ rows: VoucherView[]; total: number }> {
    requirePermission(acting.actor, "invoices.read");
    const where = this.filters(acting, query);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(FACTS)
        .from(vouchers)
        .innerJoin(payments, eq(payments.id, vouchers.paymentId))
        .leftJoin(franchises, eq(franchises.id, vouchers.franchiseId))
        .where(where)
        .orderBy(desc(dayOf), desc(vouchers.createdAt), desc(vouchers.id))
        .limit(VOUCHERS_PAGE_SIZE)
        .offset((query.page - 1) * VOUCHERS_PAGE_SIZE),
      this.db.select({ n: count() }).from(vouchers).where(where),
    ]);
    return { rows: rows.map(view), total: total?.n ?? 0 };
  }

  /** The vouchers of one sale, oldest first, for its file; none for a sale of another franchise. */
  async ofSale(
    acting: Acting,
    paymentId: string,
  ): Promise<(VoucherView & { kind: VoucherKind; line: string })[]> {
    requirePermission(acting.actor, "payments.read");
    const rows = await this.db
      .select(FACTS)
      .from(vouchers)
      .innerJoin(payments, eq(payments.id, vouchers.paymentId))
      .leftJoin(franchises, eq(franchises.id, vouchers.franchiseId))
      .where(
        and(
          eq(vouchers.paymentId, paymentId),
          scoped(acting) ? eq(vouchers.franchiseId, acting.actor.franchiseId ?? "") : undefined,
        ),
      )
      .orderBy(asc(vouchers.createdAt), asc(vouchers.id));
    return rows.map((r) => {
      const v = view(r);
      return { ...v, kind: r.kind, line: saleVoucherLine({ ...v, kind: r.kind }) };
    });
  }

  /** How the confirm step names a refused voucher ("la Factura B de la venta CND-…"); null when not refused. */
  async retryable(acting: Acting, voucherId: string): Promise<string | null> {
    requirePermission(acting.actor, "invoices.retry");
    const [row] = await this.db
      .select({
        state: vouchers.state,
        franchiseId: vouchers.franchiseId,
        kind: vouchers.kind,
        voucherType: vouchers.voucherType,
        paymentCode: payments.paymentCode,
      })
      .from(vouchers)
      .innerJoin(payments, eq(payments.id, vouchers.paymentId))
      .where(eq(vouchers.id, voucherId));
    if (!row || row.state !== "rechazada") return null;
    if (scoped(acting) && row.franchiseId !== acting.actor.franchiseId)
      throw new ForbiddenError("invoices.retry");
    return `la ${voucherName(row.voucherType, row.kind)} de la venta ${row.paymentCode}`;
  }

  /** 'Reintentar': a refused voucher goes back to the queue, with the franchise's settings as they are now. */
  async retry(acting: Acting, voucherId: string): Promise<RetryResult> {
    requirePermission(acting.actor, "invoices.retry");
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: vouchers.id,
          state: vouchers.state,
          franchiseId: vouchers.franchiseId,
          kind: vouchers.kind,
          voucherType: vouchers.voucherType,
          paymentCode: payments.paymentCode,
        })
        .from(vouchers)
        .innerJoin(payments, eq(payments.id, vouchers.paymentId))
        .where(eq(vouchers.id, voucherId))
        .for("update", { of: vouchers });
      if (!row) return { ok: false, code: "not_found" };
      if (scoped(acting) && row.franchiseId !== acting.actor.franchiseId)
        throw new ForbiddenError("invoices.retry");
      if (row.state !== "rechazada") return { ok: false, code: "not_retryable" };
      await tx.update(vouchers).set({ state: "pendiente", waiting: null }).where(eq(vouchers.id, row.id));
      await requeueVoucherJob(tx, row.id);
      await audit(tx, acting, {
        entity: "voucher",
        entityId: row.id,
        action: "retried",
        before: { status: "rechazada" },
        after: {
          name: `${voucherName(row.voucherType, row.kind)} de la venta ${row.paymentCode}`,
          status: "pendiente",
        },
      });
      return { ok: true };
    });
  }

  /** The franchise's CUIT, for the book's file name (null when it has no invoicing set up). */
  async cuitOf(acting: Acting, franchiseId: string): Promise<string | null> {
    requirePermission(acting.actor, "invoices.read", franchiseId);
    const [row] = await this.db
      .select({ cuit: franchiseInvoicing.cuit })
      .from(franchiseInvoicing)
      .where(eq(franchiseInvoicing.franchiseId, franchiseId));
    return row?.cuit ?? null;
  }

  /**
   * The authorised vouchers of one franchise in one month, by type and number, in batches read as the download
   * asks for them.
   */
  async *bookBatches(acting: Acting, franchiseId: string, month: string, batchSize = 1_000) {
    requirePermission(acting.actor, "invoices.read", franchiseId);
    const { first, last } = monthDays(month);
    let after: { type: number; pos: number; number: number } | null = null;
    for (;;) {
      const cursor: SQL | undefined = after
        ? sql`(${vouchers.voucherType}, ${vouchers.pointOfSale}, ${vouchers.number}) > (${after.type}, ${after.pos}, ${after.number})`
        : undefined;
      const rows: BookVoucher[] = (await this.db
        .select({
          issuedOn: vouchers.issuedOn,
          voucherType: vouchers.voucherType,
          pointOfSale: vouchers.pointOfSale,
          number: vouchers.number,
          cae: vouchers.cae,
          caeDueOn: vouchers.caeDueOn,
          request: vouchers.request,
          customerName: sql<string>`${accounts.name} || ' ' || ${accounts.surname}`,
          paymentCode: payments.paymentCode,
        })
        .from(vouchers)
        .innerJoin(payments, eq(payments.id, vouchers.paymentId))
        .innerJoin(accounts, eq(accounts.id, payments.accountId))
        .where(
          and(
            eq(vouchers.franchiseId, franchiseId),
            eq(vouchers.state, "autorizada"),
            gte(vouchers.issuedOn, first),
            lte(vouchers.issuedOn, last),
            cursor,
          ),
        )
        .orderBy(asc(vouchers.voucherType), asc(vouchers.pointOfSale), asc(vouchers.number))
        .limit(batchSize)) as BookVoucher[];
      if (rows.length === 0) return;
      yield rows;
      const end = rows.at(-1)!;
      after = { type: end.voucherType, pos: end.pointOfSale, number: end.number };
      if (rows.length < batchSize) return;
    }
  }

  private filters(acting: Acting, query: VouchersQuery): SQL | undefined {
    const franchise = scoped(acting) ? (acting.actor.franchiseId ?? "") : query.franquicia;
    const month = query.mes ? monthDays(query.mes) : null;
    return and(
      franchise ? eq(vouchers.franchiseId, franchise) : undefined,
      query.estado ? eq(vouchers.state, query.estado) : undefined,
      month ? sql`${dayOf} between ${month.first}::date and ${month.last}::date` : undefined,
    );
  }
}
