import { storeAddress } from "./address.ts";
import { and, eq, sql } from "drizzle-orm";
import { TREATMENT_FIELD, TREATMENT_OFFERED } from "#domain/store-treatment.ts";
import type { Db } from "#server/db/client.ts";
import { franchises, provinces, stores } from "#server/db/schema/index.ts";
import type { Store } from "#domain/stores/views.ts";

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
