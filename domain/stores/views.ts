import type { Address } from "#domain/stores/address.ts";
import type { Image } from "#domain/catalog/views.ts";
import type { Coordinates } from "./directions.ts";
import type { TeamMember } from "./team.ts";

export interface Store {
  id: string;
  slug: string;
  name: string;
  phone: string | null;
  /** Its address in parts, city and province included; written with `formatAddress` (domain/stores/address.ts). */
  address: Address;
  province: { name: string; value: string; position: number };
  openingHours: OpeningHours;
  fields: AttributeValue[];
  /** Its treatment field says 'SI' (SPEC.md §3). */
  offersTreatment: boolean;
  /**
   * It sells online: an online payment can be made for it now (`storePayable`, server/modules/stores/service.ts,
   * the rule the checkout asks too). Otherwise its page says to phone it.
   */
  payable: boolean;
  updatedAt: string;
}

/** A branch as its own page shows it: its team, photos, map place and the days it closes soon. */
export interface StorePage extends Store {
  team: TeamMember[];
  gallery: Image[];
  coordinates: Coordinates | null;
  /** Dates ("YYYY-MM-DD") of the next two weeks when it does not open although its weekly hours say so. */
  closedDates: string[];
}

export interface BranchListRow {
  id: string;
  name: string;
  /** Its address as the shop writes it (`formatAddress`). */
  address: string;
  franchiseName: string;
  enabled: boolean;
  offersTreatment: boolean;
  payable: boolean;
}

/** An attribute value of a store (SPEC.md §3): `entity` names the attribute. */
export interface AttributeValue {
  entity: string;
  value: string;
}

/** Opening hours per weekday (0 = Sunday), e.g. { day: 1, open_at: "09:00", close_at: "20:00" }. */
export type OpeningHours = { day: number; open_at: string; close_at: string }[];

export const WEEKDAY_NAMES = [
  "Domingo",
  "Lunes",
  "Martes",
  "Miércoles",
  "Jueves",
  "Viernes",
  "Sábado",
] as const;

/** Opening hours as one row per day, Monday first, e.g. { day: "Lunes", hours: "10:00 a 20:00" } or "Cerrado". */
export function openingHoursRows(hours: OpeningHours): { day: string; hours: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const slots = hours.filter((h) => h.day === day);
    return {
      day: WEEKDAY_NAMES[day]!,
      hours: slots.length ? slots.map((h) => `${h.open_at} a ${h.close_at}`).join(" y ") : "Cerrado",
    };
  });
}

/** Lower case without accents, for searching names the way people type them. */
export function searchKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** The stores whose name contains `query` (accents and case ignored) and, if given, in that province. */
export function filterStores<T extends { name: string; province: { value: string } }>(
  stores: readonly T[],
  filter: { query?: string; province?: string },
): T[] {
  const query = searchKey(filter.query ?? "");
  return stores.filter(
    (s) =>
      (!filter.province || s.province.value === filter.province) &&
      (!query || searchKey(s.name).includes(query)),
  );
}
