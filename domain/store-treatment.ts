/**
 * The treatment the shop sells online. A branch offers it when its field with this entity says 'SI'
 * (SPEC.md §3 "Store"); any other value, or no such field, means it does not.
 */
export const TREATMENT_FIELD = "depilacion-laser";
export const TREATMENT_OFFERED = "SI";

export const STORE_TREATMENT_MESSAGES = {
  notOffered: "Esta sucursal no realiza depilación láser.",
} as const;
