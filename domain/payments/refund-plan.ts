/**
 * What a refund in /admin/ventas/:id will give back and what the customer keeps (docs/decisions/0051): the areas'
 * unused sessions chosen and the amount typed (required: 'Todo lo que queda' fills it), checked against what is left.
 */
import { formatMoney } from "#domain/money.ts";
import { parseMoneyText } from "#domain/editing/money-input.ts";
import { MESSAGES } from "#domain/validation/messages.ts";
import { SALES_MESSAGES as M } from "./messages.ts";

/** An area of the sale as a refund sees it. */
export interface RefundArea {
  productId: string;
  title: string;
  bought: number;
  /** Neither used nor given back: what a refund can still return (booked ones included). */
  unused: number;
  /** Centavos of the charge that pay for this area's sessions. */
  share: number;
}

export interface RefundPlan {
  amount: number;
  /** All that is left: every unused session goes with it. */
  everything: boolean;
  lines: { productId: string; sessions: number }[];
}

export const sessionsField = (productId: string) => `sesiones_${productId}`;

/**
 * Each area's part of what was charged, in proportion to its price as bought (unit price × quantity), so
 * discounts, promotions and the instalments' interest are spread alike; the rounding rest goes to the last.
 */
export function chargeShares(
  items: readonly { productId: string; unitPrice: number; quantity: number }[],
  charged: number,
): Map<string, number> {
  const listed = new Map<string, number>();
  for (const i of items) listed.set(i.productId, (listed.get(i.productId) ?? 0) + i.unitPrice * i.quantity);
  const total = [...listed.values()].reduce((a, b) => a + b, 0);
  const shares = new Map<string, number>();
  let given = 0;
  [...listed].forEach(([id, price], k) => {
    const share =
      k === listed.size - 1 ? charged - given : total > 0 ? Math.round((charged * price) / total) : 0;
    shares.set(id, share);
    given += share;
  });
  return shares;
}

/** The posted choice as a plan, or the Spanish message of each bad field. */
export function refundPlan(
  values: Record<string, unknown>,
  areas: readonly RefundArea[],
  left: number,
): { ok: true; plan: RefundPlan } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines: RefundPlan["lines"] = [];
  for (const a of areas) {
    const name = sessionsField(a.productId);
    const text = String(values[name] ?? "").trim();
    if (text === "" || text === "0") continue;
    const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 0 && n <= a.unused)) errors[name] = M.sessionsRange(a.title, a.unused);
    else lines.push({ productId: a.productId, sessions: n });
  }
  const text = String(values.amount ?? "").trim();
  const amount = text === "" ? undefined : parseMoneyText(text);
  if (amount === undefined) errors.amount = MESSAGES.required;
  else if (amount === null) errors.amount = M.amountFormat;
  else if (amount === 0) errors.amount = M.amountZero;
  else if (amount > left) errors.amount = M.amountTooHigh(formatMoney(left));
  if (Object.keys(errors).length > 0 || !amount) return { ok: false, errors };
  return { ok: true, plan: { amount, everything: amount >= left, lines } };
}

/** The restatement shown before 'Confirmar devolución': what goes back and what the customer keeps. */
export function restatement(plan: RefundPlan, areas: readonly RefundArea[], left: number) {
  const sessions = (n: number) => `${n} ${n === 1 ? "sesión" : "sesiones"}`;
  const returned = plan.everything
    ? areas.filter((a) => a.unused > 0).map((a) => ({ title: a.title, sessions: a.unused }))
    : plan.lines.map((l) => ({
        title: areas.find((a) => a.productId === l.productId)?.title ?? "",
        sessions: l.sessions,
      }));
  const kept = areas
    .map((a) => {
      const given = returned.find((r) => r.title === a.title)?.sessions ?? 0;
      return { title: a.title, sessions: a.unused - given };
    })
    .filter((a) => a.sessions > 0);
  const money = formatMoney(plan.amount);
  return {
    give: [money, ...returned.map((r) => `${sessions(r.sessions)} de ${r.title}`)],
    keep: [
      ...kept.map((k) => `${sessions(k.sessions)} de ${k.title}`),
      ...(left - plan.amount > 0 ? [`${formatMoney(left - plan.amount)} sin devolver`] : []),
    ],
    notes: [
      ...(plan.everything ? [M.everythingNote] : []),
      ...(!plan.everything && plan.lines.length === 0 ? [M.amountAloneNote] : []),
      ...(returned.length > 0 ? [M.visitsNote] : []),
    ],
  };
}

/** The sale's areas as a refund sees them, from its statement and its lines as bought. */
export function refundAreas(
  statement: {
    areas: readonly { productId: string; title: string; bought: number; available: number; booked: number }[];
  },
  items: readonly { productId: string; unitPrice: number; quantity: number }[],
  charged: number,
): RefundArea[] {
  const shares = chargeShares(items, charged);
  return statement.areas.map((a) => ({
    productId: a.productId,
    title: a.title,
    bought: a.bought,
    unused: a.available + a.booked,
    share: shares.get(a.productId) ?? 0,
  }));
}
