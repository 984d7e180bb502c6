/** An attribute value of a store (SPEC.md §3): `entity` names the attribute. */
export interface AttributeValue {
  entity: string;
  value: string;
}

/** Opening hours per weekday (0 = Sunday), e.g. { day: 1, open_at: "09:00", close_at: "20:00" }. */
export type OpeningHours = { day: number; open_at: string; close_at: string }[];
