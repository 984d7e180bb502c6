/**
 * The owner's (and each franchise's) numbers for a period: sales per day, per branch and franchise, the
 * approval rate, the average ticket, the areas sold most and the codes used. A sale is a purchase approved in
 * the period whose statement still keeps money (net > 0: approved, partly given back or in mediation; one given
 * back in full or charged back is none); it counts on the day it was approved, on the shop's clock, for its
 * net, computed in SQL by purchaseNetSql, which equals the statement's (docs/decisions/0049).
 */
import { sql, type SQL } from "drizzle-orm";
import { dayEnd, dayStart } from "#domain/editing/day-input.ts";
import { rangeDays, type DashboardRange } from "#domain/payments/dashboard-range.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import type { Db } from "#server/db/client.ts";
import { APPROVED_ONCE_SQL, purchaseNetSql } from "#server/modules/purchases/net-sql.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { DashboardFigures } from "#domain/payments/views.ts";

type Row = Record<string, string | number | null>;

export class SalesDashboard {
  constructor(private readonly db: Db) {}

  private async rows(query: SQL): Promise<Row[]> {
    return ((await this.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  async figures(acting: Acting, range: DashboardRange): Promise<DashboardFigures> {
    requirePermission(acting.actor, "sales.read");
    const from = dayStart(range.desde)!;
    const to = dayEnd(range.hasta)!;
    const scope = FRANCHISE_SCOPED_ROLES.includes(acting.actor.role)
      ? sql`and s.franchise_id = ${acting.actor.franchiseId ?? "00000000-0000-0000-0000-000000000000"}::uuid`
      : sql``;
    const sales = sql`
      with approved as (
        select p.id, ${purchaseNetSql("p")} as amount, p.store_id, p.store_name,
               s.franchise_id, f.name as franchise_name,
               (coalesce(p.approved_at, p.created_at) at time zone ${SHOP_TIME_ZONE})::date::text as day
        from payments p
        left join stores s on s.id = p.store_id
        left join franchises f on f.id = s.franchise_id
        where p.status in ${APPROVED_ONCE_SQL}
          and coalesce(p.approved_at, p.created_at) >= ${from.toISOString()}::timestamptz
          and coalesce(p.approved_at, p.created_at) < ${to.toISOString()}::timestamptz
          ${scope}
      ),
      sales as (select * from approved where amount > 0)`;
    const [days, branches, franchises, totals, decisions, areas, codes] = await Promise.all([
      this.rows(sql`${sales} select day, count(*)::int as sales, coalesce(sum(amount), 0)::bigint as amount
                    from sales group by day`),
      this.rows(sql`${sales} select store_name as name, count(*)::int as sales, sum(amount)::bigint as amount
                    from sales group by store_id, store_name order by amount desc, name`),
      this.rows(sql`${sales} select coalesce(franchise_name, '—') as name, count(*)::int as sales,
                    sum(amount)::bigint as amount from sales group by franchise_id, franchise_name
                    order by amount desc, name`),
      this.rows(
        sql`${sales} select count(*)::int as sales, coalesce(sum(amount), 0)::bigint as amount from sales`,
      ),
      this.rows(sql`
        select count(*)::int as decided,
               count(*) filter (where p.status in ${APPROVED_ONCE_SQL})::int as approved
        from payments p left join stores s on s.id = p.store_id
        where p.status not in ('pending', 'in_process', 'authorized')
          and p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${to.toISOString()}::timestamptz
          ${scope}`),
      this.rows(sql`${sales} select i.title, sum(i.quantity)::int as quantity,
                    sum(i.unit_price * i.quantity)::bigint as amount
                    from payment_items i join sales on sales.id = i.payment_id
                    group by i.title order by quantity desc, amount desc, i.title limit 10`),
      this.rows(sql`${sales} select c.code, count(*)::int as uses, sum(r.amount)::bigint as discount
                    from coupon_redemptions r join coupons c on c.id = r.coupon_id
                    join sales on sales.id::text = r.payment_ref
                    where r.status = 'redeemed' group by c.code order by uses desc, c.code`),
    ]);
    const perDay = new Map(days.map((d) => [String(d.day), d]));
    const total = totals[0] ?? { sales: 0, amount: 0 };
    const count = Number(total.sales);
    const amount = Number(total.amount);
    return {
      days: rangeDays(range).map((day) => ({
        day,
        sales: Number(perDay.get(day)?.sales ?? 0),
        amount: Number(perDay.get(day)?.amount ?? 0),
      })),
      branches: branches.map((b) => ({
        name: String(b.name),
        sales: Number(b.sales),
        amount: Number(b.amount),
      })),
      franchises: franchises.map((f) => ({
        name: String(f.name),
        sales: Number(f.sales),
        amount: Number(f.amount),
      })),
      sales: count,
      amount,
      averageTicket: count ? Math.round(amount / count) : 0,
      decided: Number(decisions[0]?.decided ?? 0),
      approved: Number(decisions[0]?.approved ?? 0),
      topAreas: areas.map((a) => ({
        title: String(a.title),
        quantity: Number(a.quantity),
        amount: Number(a.amount),
      })),
      codes: codes.map((c) => ({ code: String(c.code), uses: Number(c.uses), discount: Number(c.discount) })),
    };
  }
}
