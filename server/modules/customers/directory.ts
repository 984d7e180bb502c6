import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { CustomerQuery } from "#domain/customers/search-query.ts";
import { CUSTOMERS_PAGE_SIZE } from "#domain/customers/search-query.ts";
import type { CustomerSort } from "#domain/customers/messages.ts";
import { canOn } from "#domain/staff/permissions.ts";
import type { Page } from "#domain/pagination.ts";
import type { Db } from "#server/db/client.ts";
import { accounts } from "#server/db/schema/index.ts";
import type { AccountOrders } from "#server/modules/accounts/ports.ts";
import type { AccountPayment, OwnedItem } from "#domain/accounts/views.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { STATE_CONDITIONS, customerState, matchesWords } from "./state.ts";
import type { CustomerRow } from "#domain/customers/views.ts";

export interface CustomerDetail extends CustomerRow {
  mobilePhone: string | null;
  birthdate: string | null;
  newsletter: boolean;
  verifiedAt: Date | null;
  reviewRejectedAt: Date | null;
  reviewRejectionReason: string | null;
  /** Null when the role may not read payments. */
  items: OwnedItem[] | null;
  payments: Page<AccountPayment> | null;
}

const ORDER: Record<CustomerSort, SQL[]> = {
  recientes: [desc(accounts.createdAt), desc(accounts.id)],
  antiguas: [asc(accounts.createdAt), asc(accounts.id)],
  apellido: [asc(accounts.surname), asc(accounts.name), asc(accounts.id)],
  email: [asc(accounts.email)],
};

export const CUSTOMER_PAYMENTS_PAGE_SIZE = 10;

/** The back office's reading of customer accounts: the searched list and one customer's file. */
export class CustomerDirectory {
  constructor(
    private readonly db: Db,
    private readonly orders: AccountOrders,
  ) {}

  async search({ actor }: Acting, query: CustomerQuery): Promise<{ rows: CustomerRow[]; total: number }> {
    requirePermission(actor, "customers.read");
    const conditions = [matchesWords(query.q), query.estado ? STATE_CONDITIONS[query.estado] : undefined];
    const where = and(...conditions.filter((c): c is SQL => c !== undefined));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(accounts)
        .where(where)
        .orderBy(...ORDER[query.orden])
        .limit(CUSTOMERS_PAGE_SIZE)
        .offset((Math.max(1, query.page) - 1) * CUSTOMERS_PAGE_SIZE),
      this.db.select({ n: count() }).from(accounts).where(where),
    ]);
    return { rows: rows.map(toRow), total: total?.n ?? 0 };
  }

  async detail({ actor }: Acting, id: string, paymentsPage = 1): Promise<CustomerDetail | null> {
    requirePermission(actor, "customers.read");
    const [a] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    if (!a) return null;
    const seesPayments = canOn(actor, "payments.read");
    const [items, payments] = seesPayments
      ? await Promise.all([
          this.orders.itemsByAccountId(id),
          this.orders.paymentsByAccountId(id, { page: paymentsPage, pageSize: CUSTOMER_PAYMENTS_PAGE_SIZE }),
        ])
      : [null, null];
    return {
      ...toRow(a),
      mobilePhone: a.mobilePhone,
      birthdate: a.birthdate,
      newsletter: a.newsletter,
      verifiedAt: a.verifiedAt,
      reviewRejectedAt: a.reviewRejectedAt,
      reviewRejectionReason: a.reviewRejectionReason,
      items,
      payments,
    };
  }
}

function toRow(a: typeof accounts.$inferSelect): CustomerRow {
  return {
    id: a.id,
    name: a.name,
    surname: a.surname,
    email: a.email,
    identifire: a.identifire,
    state: customerState(a),
    createdAt: a.createdAt,
  };
}
