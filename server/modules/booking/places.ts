import { eq } from "drizzle-orm";
import { formatAddress } from "#domain/stores/address.ts";
import { storeAddress } from "#server/modules/stores/address.ts";
import type { Db } from "#server/db/client.ts";
import { provinces, stores } from "#server/db/schema/index.ts";
import type { Place } from "#domain/booking/views.ts";

/** A branch as a visit names it: its name, one-line address and phone. */
export async function readPlace(db: Pick<Db, "select">, storeId: string): Promise<Place | null> {
  const [row] = await db
    .select({ store: stores, province: provinces.name })
    .from(stores)
    .innerJoin(provinces, eq(provinces.id, stores.provinceId))
    .where(eq(stores.id, storeId));
  if (!row) return null;
  const s = row.store;
  return {
    id: s.id,
    name: s.name,
    phone: s.phone,
    address: formatAddress(storeAddress(s, row.province)),
  };
}
