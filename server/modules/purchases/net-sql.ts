/**
 * A purchase's net (what was charged less what was refunded or charged back) as SQL, for aggregates over
 * thousands of purchases (the dashboard) where loading each statement would be too slow. It tells what
 * statement.ts tells from the events events.ts reads: paid is the financed total once approved; refunded is the
 * larger of the refunds recorded and what the payment reports, never beyond paid; a chargeback takes the rest.
 * tests/integration/purchase-net-sql.test.ts compares it with the statements.
 */
import { sql, type SQL } from "drizzle-orm";

/** The states of a payment approved at some point (events.ts: the others never were). */
export const APPROVED_ONCE_SQL = sql.raw(`('approved', 'in_mediation', 'refunded', 'charged_back')`);

/** The net in centavos of the payment row aliased `p`; 0 for one never approved. */
export function purchaseNetSql(p: string): SQL {
  const a = sql.raw(p);
  return sql`(case
    when ${a}.status not in ${APPROVED_ONCE_SQL} or ${a}.status = 'charged_back' then 0
    else greatest(${a}.total_financed, 0) - least(greatest(${a}.total_financed, 0), greatest(
      coalesce((select sum(r.amount) from payment_refunds r where r.payment_id = ${a}.id), 0),
      case when ${a}.status = 'refunded' then ${a}.total_financed else ${a}.refunded_amount end))
  end)`;
}
