import { localDateOf } from "./local-time.ts";

/** A visit is booked, then the branch marks it; a cancelled one frees its time. */
export const VISIT_STATUSES = ["booked", "attended", "missed", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_STATUS_NAMES: Record<VisitStatus, string> = {
  booked: "Reservado",
  attended: "Asistió",
  missed: "No asistió",
  cancelled: "Cancelado",
};

/** The sessions a booked visit holds, one of each of its areas: what cancelling it gives back. */
export const sessionsHeldBy = (visit: { areas: readonly unknown[] }): number => visit.areas.length;

/**
 * Why the branch cannot mark attendance now, or null when it can: only a booked visit, and only from its
 * start on (an instant, the same on any clock), never before it can have happened.
 */
export function markRefusal(
  visit: { status: VisitStatus; startsAt: number },
  now: number,
): "marked" | "not_started" | null {
  if (visit.status !== "booked") return "marked";
  return now < visit.startsAt ? "not_started" : null;
}

/**
 * Why a mark cannot be undone now, or null when it can: an attended or missed visit, on the Buenos Aires date
 * its mark was made (a mark of unknown time stays).
 */
export function undoRefusal(
  visit: { status: VisitStatus; markedAt: number | null },
  now: number,
): "not_marked" | "too_late" | null {
  if (visit.status !== "attended" && visit.status !== "missed") return "not_marked";
  return visit.markedAt !== null && localDateOf(visit.markedAt) === localDateOf(now) ? null : "too_late";
}

/** The sessions field of an area ("6") as a number; an area without one gives one session. */
export function sessionsOf(field: string | null | undefined, quantity = 1): number {
  const n = Number.parseInt(field ?? "", 10);
  return (Number.isFinite(n) && n > 0 ? n : 1) * Math.max(1, quantity);
}
