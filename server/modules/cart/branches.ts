import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { formatAddress } from "#domain/stores/address.ts";
import { suggestedStores, type ChoosableStore, type GridStore } from "#domain/cart/store-choice.ts";
import type { Db } from "#server/db/client.ts";
import { carts, franchises, payments, provinces, stores } from "#server/db/schema/index.ts";
import { storeAddress } from "#server/modules/stores/address.ts";
import { storeOffersTreatment, storePayable } from "#server/modules/stores/service.ts";

/** A branch as the checkout's 'Sucursal' dropdown shows it. */
export interface BranchOption extends ChoosableStore {
  address: string;
}

/** How many branches the dropdown suggests before anything is typed. */
export const SUGGESTED_BRANCHES = 6;
/** How many branches a search in the dropdown returns at most. */
export const FOUND_BRANCHES = 20;

/** SQL: the branch of the account's latest payment that still names one, whatever became of the payment. */
const lastUsedStoreId = (accountId: string) => sql<string | null>`(
  select ${payments.storeId} from ${payments}
  where ${payments.accountId} = ${accountId} and ${payments.storeId} is not null
  order by ${payments.createdAt} desc limit 1)`;

const cartStoreId = (accountId: string) =>
  sql<string | null>`(select ${carts.storeId} from ${carts} where ${carts.accountId} = ${accountId})`;

/** Lower case without accents, so 'tucuman' finds 'Tucumán' (as the dropdown's own filter did). */
const folded = (text: unknown) => sql`translate(lower(${text}), 'áéíóúüñ', 'aeiouun')`;

/** The branches the checkout offers: a few suggestions, a search, and the whole grid only when asked for. */
export class CheckoutBranches {
  constructor(private readonly db: Db) {}

  /**
   * What the dropdown shows before anything is typed: the branch of the customer's latest payment first, then
   * the cart's branch, then the first others by name. Only branches that can take the payment.
   */
  async suggestions(accountId: string): Promise<BranchOption[]> {
    const lastUsed = sql<boolean>`coalesce(${stores.id} = ${lastUsedStoreId(accountId)}, false)`;
    const inCart = sql<boolean>`coalesce(${stores.id} = ${cartStoreId(accountId)}, false)`;
    const rows = await this.options({ lastUsed, inCart })
      .where(storePayable)
      .orderBy(desc(lastUsed), desc(inCart), asc(stores.name))
      .limit(SUGGESTED_BRANCHES);
    const first = (flag: "lastUsed" | "inCart") => rows.find((r) => r[flag])?.store.id ?? null;
    return suggestedStores(rows.map(toOption), [first("lastUsed"), first("inCart")]);
  }

  /** The payable branches whose name contains `text` (any case, any accents), by name. */
  async search(text: string): Promise<BranchOption[]> {
    const pattern = `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.options({})
      .where(and(storePayable, sql`${folded(stores.name)} like ${folded(pattern)}`))
      .orderBy(asc(stores.name))
      .limit(FOUND_BRANCHES);
    return suggestedStores(rows.map(toOption), []);
  }

  /**
   * Every enabled branch that does the treatment, for the grid 'Ver todas las sucursales': those that sell online
   * are chosen there, the others are named with their phone.
   */
  grid(): Promise<GridStore[]> {
    return this.db
      .select({
        id: stores.id,
        name: stores.name,
        phone: stores.phone,
        offersTreatment: storeOffersTreatment,
        payable: storePayable,
      })
      .from(stores)
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
      .where(and(eq(stores.enabled, true), storeOffersTreatment));
  }

  private options<T extends Record<string, SQL>>(extra: T) {
    return this.db
      .select({ store: stores, province: provinces.name, payable: storePayable, ...extra })
      .from(stores)
      .innerJoin(provinces, eq(provinces.id, stores.provinceId))
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
      .$dynamic();
  }
}

function toOption(row: {
  store: typeof stores.$inferSelect;
  province: string;
  payable: boolean;
}): BranchOption {
  return {
    id: row.store.id,
    name: row.store.name,
    address: formatAddress(storeAddress(row.store, row.province)),
    // Only payable branches are offered here, and a payable branch does the treatment.
    offersTreatment: true,
    payable: row.payable,
  };
}
