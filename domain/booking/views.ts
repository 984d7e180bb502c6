import type { MonthView } from "#domain/booking/month.ts";
import type { VisitStatus } from "#domain/booking/visits.ts";

export interface Place {
  id: string;
  name: string;
  address: string;
  phone: string | null;
}

export interface AreaSessions {
  entitlementId: string;
  productId: string;
  title: string;
  /** Units bought (a 2x1 on Axilas is 2); `total` is their sessions. */
  quantity: number;
  storeId: string | null;
  storeName: string | null;
  total: number;
  used: number;
  booked: number;
  left: number;
  /** Its purchase was given back in full or charged back. */
  cancelled: boolean;
  nextVisit: { id: string; startsAt: Date } | null;
}

export interface VisitDetail {
  id: string;
  status: VisitStatus;
  startsAt: Date;
  endsAt: Date;
  place: Place | null;
  areas: { entitlementId: string; title: string }[];
  /** Within the rules' cut-off: it can still be moved or cancelled. */
  canChange: boolean;
  changeCutoffHours: number;
}

export interface BookingChoice {
  /** Areas with sessions left to book (or, when moving, the visit's own). */
  areas: { id: string; title: string; quantity: number; left: number; storeId: string | null }[];
  stores: { id: string; name: string }[];
  entitlementIds: string[];
  storeId: string | null;
  day: string | null;
  /** The first and last days that can be booked. */
  firstDay: string;
  lastDay: string;
  durationMinutes: number;
  /** Free start times of the chosen day, ISO 8601 with the Buenos Aires offset. */
  slots: string[];
  /** Booking: the calendar's month, with the first free times of the coming days. */
  calendar: MonthView | null;
  /** What was asked that these options leave out, per field: an area not hers, a branch not offered, a day out of range. */
  refused: Partial<Record<BookingField, string>>;
}

/** The booking form's fields a refusal names. */
export type BookingField = "area" | "store" | "day" | "slot";
