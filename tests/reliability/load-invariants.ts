/**
 * What must hold in the database after any amount of traffic: the sandbox's payments and the shop's agree one
 * to one, coupon uses follow their payments, and a paid area never stays in its buyer's cart. Each check
 * answers the rows that break it (empty when it holds), so a failure names them.
 */
import { SANDBOX_ACCESS_TOKEN, type LoadShop } from "./load-server.ts";

/**
 * Lets the sandbox finish what it owes: payments still in process are settled through its back office now
 * (instead of waiting for their delay), then every webhook is delivered and the shop's payments agree with
 * the sandbox's. Throws when they do not within the time.
 */
export async function drainPayments(shop: LoadShop, timeoutMs = 90_000): Promise<void> {
  const inProcess = await shop.query<{ id: string }>(
    `select id::text from sandbox_payments where status = 'in_process'`,
  );
  for (const { id } of inProcess) {
    // One that the sandbox's own worker settled meanwhile is refused (4xx), which is fine.
    const res = await fetch(`${shop.url}/sandbox/mercadopago/admin/payments/${id}/settle`, {
      method: "POST",
      headers: { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` },
    });
    await res.body?.cancel();
    if (res.status >= 500) throw new Error(`sandbox settle of ${id} answered ${res.status}`);
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [state] = await shop.query<{ undelivered: number; disagreeing: number }>(
      `select
         (select count(*)::int from sandbox_notifications
           where delivered_at is null and failed_at is null) as undelivered,
         (select count(*)::int from payments p
            join sandbox_payments s on p.provider = 'sandbox' and p.provider_payment_id = s.id::text
           where p.status <> s.status) as disagreeing`,
    );
    if (state!.undelivered === 0 && state!.disagreeing === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `payments did not settle: ${state!.undelivered} notifications undelivered, ` +
          `${state!.disagreeing} shop payments disagree with the sandbox`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Every sandbox payment has exactly one shop payment (by provider payment id), in the same status. */
export function paymentsWithoutOneShopRow(shop: LoadShop) {
  return shop.query<{ sandbox_payment: string; status: string; shop_rows: number; shop_status: string }>(
    `select s.id::text as sandbox_payment, s.status, count(p.id)::int as shop_rows,
            string_agg(p.status, ',') as shop_status
       from sandbox_payments s
       left join payments p on p.provider = 'sandbox' and p.provider_payment_id = s.id::text
      group by s.id, s.status
     having count(p.id) <> 1 or bool_or(p.status <> s.status)`,
  );
}

/** Approved payments keep the lines bought, adding up to their subtotal. */
export function approvedPaymentsWithoutItems(shop: LoadShop) {
  return shop.query<{ payment: string; items: number; subtotal: number; lines_total: number }>(
    `select p.id::text as payment, count(i.id)::int as items, p.subtotal,
            coalesce(sum(i.unit_price * i.quantity), 0)::int as lines_total
       from payments p left join payment_items i on i.payment_id = p.id
      where p.status = 'approved'
      group by p.id, p.subtotal
     having count(i.id) = 0 or coalesce(sum(i.unit_price * i.quantity), 0) <> p.subtotal`,
  );
}

/** Money is taken once for each approved sandbox payment, and never for another. */
export function chargesNotMatchingApprovals(shop: LoadShop) {
  return shop.query<{ sandbox_payment: string; status: string; charges: number }>(
    `select s.id::text as sandbox_payment, s.status, count(c.payment_id)::int as charges
       from sandbox_payments s left join sandbox_charges c on c.payment_id = s.id
      group by s.id, s.status
     having count(c.payment_id) <> (case when s.status = 'approved' then 1 else 0 end)`,
  );
}

/** Attempts the shop stored that never got an answer from the provider. */
export function attemptsWithoutAnswer(shop: LoadShop) {
  return shop.query<{ payment: string; status: string }>(
    `select id::text as payment, status from payments where provider_payment_id is null and status = 'pending'`,
  );
}

/**
 * A code's uses follow their payments: redeemed for an approved one, released for a refused or cancelled
 * one, held only while undecided; each payment's discount is the sum of its uses.
 */
export function usesNotFollowingPayments(shop: LoadShop) {
  return shop.query<{ payment_ref: string; code: string; use_status: string; payment_status: string | null }>(
    `select r.payment_ref, c.code, r.status as use_status, p.status as payment_status
       from coupon_redemptions r
       join coupons c on c.id = r.coupon_id
       left join payments p on p.id::text = r.payment_ref
      where p.id is null
         or r.status <> case
              when p.status = 'approved' then 'redeemed'
              when p.status in ('rejected', 'cancelled') then 'released'
              else 'held' end
     union all
     select p.id::text, 'discount ' || p.discount || ' vs uses ' || coalesce(sum(r.amount), 0), '', p.status
       from payments p left join coupon_redemptions r on r.payment_ref = p.id::text
      group by p.id, p.discount, p.status
     having coalesce(sum(r.amount), 0) <> p.discount`,
  );
}

/** Uses per code (held and redeemed count against the limits), and whether a limit was overrun. */
export function couponUsage(shop: LoadShop) {
  return shop.query<{
    code: string;
    max_uses: number | null;
    max_per_account: number | null;
    redeemed: number;
    held: number;
    released: number;
    most_by_one_account: number;
  }>(
    `select c.code, c.max_uses, c.max_uses_per_account as max_per_account,
            count(*) filter (where r.status = 'redeemed')::int as redeemed,
            count(*) filter (where r.status = 'held')::int as held,
            count(*) filter (where r.status = 'released')::int as released,
            coalesce((select max(n) from (select count(*)::int as n from coupon_redemptions r2
                       where r2.coupon_id = c.id and r2.status in ('held', 'redeemed')
                       group by r2.account_id) per_account), 0) as most_by_one_account
       from coupons c left join coupon_redemptions r on r.coupon_id = c.id
      group by c.id, c.code, c.max_uses, c.max_uses_per_account
      order by c.code`,
  );
}

export async function overrunCoupons(shop: LoadShop) {
  return (await couponUsage(shop)).filter(
    (c) =>
      (c.max_uses !== null && c.redeemed + c.held > c.max_uses) ||
      (c.max_per_account !== null && c.most_by_one_account > c.max_per_account),
  );
}

/** Areas still in a cart although an approved payment of the same account bought them. */
export function paidAreasStillInCarts(shop: LoadShop) {
  return shop.query<{ account: string; product: string; payment: string }>(
    `select ci.account_id::text as account, ci.product_id::text as product, p.id::text as payment
       from cart_items ci
       join payments p on p.account_id = ci.account_id and p.status = 'approved'
       join payment_items pi on pi.payment_id = p.id and pi.product_id = ci.product_id`,
  );
}

/** Shop and sandbox payments by status, for the report. */
export async function paymentCounts(shop: LoadShop): Promise<string> {
  const rows = await shop.query<{ source: string; status: string; n: number }>(
    `select 'shop' as source, status, count(*)::int as n from payments group by status
     union all
     select 'sandbox', status, count(*)::int from sandbox_payments group by status
     order by 1, 2`,
  );
  return rows.map((r) => `${r.source.padEnd(8)} ${r.status.padEnd(12)} ${r.n}`).join("\n");
}
