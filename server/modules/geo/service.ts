import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { countries, provinces } from "#server/db/schema/index.ts";
import { isUuid } from "#domain/validation/uuid.ts";

/** A country of the billing form's selector (SPEC.md §3 "Country"). */
export interface Country {
  _id: string;
  name: string;
  default: boolean;
}

/** A state (province) of a country (SPEC.md §3 "State"). */
export interface State {
  _id: string;
  name: string;
}

/** Countries and their states, for the checkout's billing address (SPEC.md §7 "Countries list", "States by country"). */
export class GeoService {
  constructor(private readonly db: Db) {}

  /** Every country by name; the default one is flagged. */
  countries(): Promise<Country[]> {
    return this.db
      .select({ _id: countries.id, name: countries.name, default: countries.isDefault })
      .from(countries)
      .orderBy(asc(countries.name));
  }

  /** The states of a country in their usual order; none for an unknown country. */
  async states(countryId: string): Promise<State[]> {
    if (!isUuid(countryId)) return [];
    return this.db
      .select({ _id: provinces.id, name: provinces.name })
      .from(provinces)
      .where(eq(provinces.countryId, countryId))
      .orderBy(asc(provinces.position), asc(provinces.name));
  }

  /** Whether `stateId` is one of the states of `countryId`. */
  async isStateOf(countryId: string, stateId: string): Promise<boolean> {
    if (!isUuid(countryId) || !isUuid(stateId)) return false;
    const [row] = await this.db
      .select({ id: provinces.id })
      .from(provinces)
      .where(and(eq(provinces.id, stateId), eq(provinces.countryId, countryId)));
    return !!row;
  }
}
