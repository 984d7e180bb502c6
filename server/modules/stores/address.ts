import type { Address } from "#domain/stores/address.ts";
import type { stores } from "#server/db/schema/index.ts";

/** A branch row's address parts, with its province's display name. */
export function storeAddress(store: typeof stores.$inferSelect, provinceName: string): Address {
  return {
    street: store.addressStreet,
    number: store.addressNumber,
    floor: store.addressFloor,
    apartment: store.addressApartment,
    zip: store.zip,
    city: store.city,
    province: provinceName,
  };
}
