/**
 * How a purchase's areas read wherever they are shown (docs/decisions/0049): the figures come from the
 * statement (statement.ts), these only say which figure and how it reads in Spanish.
 */
import type { AreaStatement, PurchaseStatement } from "./statement.ts";

/** An area of a purchase as pages and mails list it. */
export interface AreaSessions {
  productId: string;
  title: string;
  quantity: number;
  /** Sessions the area gives: those bought once approved; before it, those its units will give. */
  sessions: number;
  used: number;
  booked: number;
  cancelled: number;
  available: number;
}

export function areaSessions(area: AreaStatement): AreaSessions {
  const { productId, title, quantity, used, booked, cancelled, available } = area;
  const sessions = area.bought > 0 ? area.bought : area.quantity * area.sessionsPerUnit;
  return { productId, title, quantity, sessions, used, booked, cancelled, available };
}

export const purchaseAreas = (statement: PurchaseStatement): AreaSessions[] =>
  statement.areas.map(areaSessions);

/** "1 sesión", "12 sesiones". */
export const sessionsText = (n: number) => (n === 1 ? "1 sesión" : `${n} sesiones`);

/** "Axilas × 2", or "Bozo" for one unit. */
export const areaTitle = (area: { title: string; quantity: number }) =>
  area.quantity > 1 ? `${area.title} × ${area.quantity}` : area.title;

/** "Axilas × 2 — 12 sesiones". */
export const areaLine = (area: { title: string; quantity: number; sessions: number }) =>
  `${areaTitle(area)} — ${sessionsText(area.sessions)}`;

/**
 * A purchase whose sessions the customer holds: approved, maybe partly given back or in mediation; not one
 * given back in full, charged back or never approved.
 */
export const holdsSessions = (statement: Pick<PurchaseStatement, "status">) =>
  statement.status === "approved" ||
  statement.status === "partially_refunded" ||
  statement.status === "in_mediation";

/** The area of a purchase that a stored entitlement (payment and area) stands for, in a batch of statements. */
export function entitledArea(
  statements: ReadonlyMap<string, PurchaseStatement>,
  entitlement: { paymentId: string; productId: string },
) {
  const statement = statements.get(entitlement.paymentId);
  const area = statement?.areas.find((a) => a.productId === entitlement.productId);
  return statement && area ? { statement, area } : null;
}
