import type { Address } from "#domain/address.ts";
import type { AttributeValue, OpeningHours } from "#domain/stores.ts";

export interface Store {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  phone: string | null;
  address: Address;
  province: { name: string; value: string; position: number };
  franchise: { name: string; fiservId: string | null };
  openingHours: OpeningHours;
  fields: AttributeValue[];
  /** Its treatment field says 'SI' (SPEC.md §3). */
  offersTreatment: boolean;
  /** An online payment can be made for it now (`storePayable`, server/modules/stores/service.ts). */
  payable: boolean;
  updatedAt: string;
}
