import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { countries, provinces } from "#server/db/schema/index.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import type { Country, State } from "#domain/geo/views.ts";

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

  /** A country's and a state's names by their ids (null when the state is not the country's). */
  async placeNames(countryId: string, stateId: string): Promise<{ country: string; state: string } | null> {
    if (!isUuid(countryId) || !isUuid(stateId)) return null;
    const [row] = await this.db
      .select({ country: countries.name, state: provinces.name })
      .from(provinces)
      .innerJoin(countries, eq(countries.id, provinces.countryId))
      .where(and(eq(provinces.id, stateId), eq(provinces.countryId, countryId)));
    return row ?? null;
  }
}
