import { storeAddress } from "./address.ts";
import { and, eq, sql } from "drizzle-orm";
import { TREATMENT_FIELD, TREATMENT_OFFERED } from "#domain/store-treatment.ts";
import type { Db } from "#server/db/client.ts";
import { franchises, provinces, stores } from "#server/db/schema/index.ts";
import type { Store, StorePage } from "#domain/stores/views.ts";
import { addDays, localDateOf } from "#domain/booking/local-time.ts";
import { readClosedDays } from "#server/modules/booking/agenda.ts";
import { readTeam } from "./branch-trust.ts";

const OFFERS_TREATMENT = JSON.stringify([{ entity: TREATMENT_FIELD, value: TREATMENT_OFFERED }]);

/** SQL: the branch's fields hold the treatment's entity with the value 'SI'. */
export const storeOffersTreatment = sql<boolean>`(${stores.fields} @> ${OFFERS_TREATMENT}::jsonb)`;

/**
 * SQL, over `stores` joined with its `franchises` row: the branch can take an online payment now. It is
 * enabled, its franchise has a payment id (fiserv_id) and it offers the treatment. False when no branch is
 * joined. The one definition of "sells online": the checkout's branch choice (only these are buttons), the
 * cart, the payment and the branch's page ('todavía no vende online') read it.
 */
export const storePayable = sql<boolean>`coalesce(${stores.enabled} and ${franchises.fiservId} is not null and ${storeOffersTreatment}, false)`;

const byName = new Intl.Collator("es-AR", { sensitivity: "base", numeric: true });

/**
 * The branches ("sucursales") as the storefront shows them: with their province, never their franchise (a
 * company's legal name is no shopper's business).
 */
export class StoresService {
  constructor(private readonly db: Db) {}

  /** Every enabled branch, sorted by name. */
  async list(): Promise<Store[]> {
    const rows = await this.select().where(eq(stores.enabled, true));
    return rows.map(toStore).sort((a, b) => byName.compare(a.name, b.name));
  }

  async bySlug(slug: string): Promise<Store | null> {
    const [row] = await this.select().where(and(eq(stores.slug, slug), eq(stores.enabled, true)));
    return row ? toStore(row) : null;
  }

  /** An enabled branch with what its page shows besides: its team, photos, map place and closed days. */
  async page(slug: string, now = new Date()): Promise<StorePage | null> {
    const [row] = await this.select().where(and(eq(stores.slug, slug), eq(stores.enabled, true)));
    if (!row) return null;
    const today = localDateOf(now.getTime());
    const [team, closed] = await Promise.all([
      readTeam(this.db, row.store.id),
      readClosedDays(this.db, row.store.id, today, addDays(today, 15)),
    ]);
    const { latitude, longitude } = row.store;
    return {
      ...toStore(row),
      team,
      gallery: row.store.gallery,
      coordinates: latitude === null || longitude === null ? null : { latitude, longitude },
      closedDates: closed.map((c) => c.day),
    };
  }

  private select() {
    return this.db
      .select({
        store: stores,
        province: { name: provinces.name, value: provinces.value, position: provinces.position },
        offersTreatment: storeOffersTreatment,
        payable: storePayable,
      })
      .from(stores)
      .innerJoin(provinces, eq(provinces.id, stores.provinceId))
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
      .$dynamic();
  }
}

type Row = Awaited<ReturnType<ReturnType<StoresService["select"]>["execute"]>>[number];

function toStore({ store, province, offersTreatment, payable }: Row): Store {
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    phone: store.phone,
    address: storeAddress(store, province.name),
    province,
    openingHours: store.openingHours,
    fields: store.fields,
    offersTreatment,
    payable,
    updatedAt: store.updatedAt.toISOString(),
  };
}

/** Store names sorted the Spanish way, for the footer. */
export function sortStoreNames(names: readonly string[]): string[] {
  return [...names].sort((a, b) => byName.compare(a, b));
}
