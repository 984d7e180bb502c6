import { eq } from "drizzle-orm";
import { localDateOf } from "#domain/booking/local-time.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Db } from "#server/db/client.ts";
import {
  accounts,
  products,
  sessionEntitlements,
  stores,
  visitAreas,
  visits,
} from "#server/db/schema/index.ts";
import { hashPassword } from "#server/modules/accounts/passwords.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { bookingShop, customerWithSessions } from "./booking.ts";
import { shopData, startShop } from "./e2e-shop.ts";
import { STAFF_PASSWORD, createStaff } from "./staff.ts";
import { E2E_PASSWORD } from "./e2e-account.ts";

const HOUR_MS = 3_600_000;

/**
 * A shop of its own for a journey that needs a visit already started. The workers' shops run on the real
 * clock and no visit can be booked in the past, so this database is written first, as the tests' services
 * do (the demo shop, a desk account, a branch, and a customer's visit that began an hour ago), and then a server
 * process is started on it. The customer signs in with E2E_PASSWORD; her area's next session is recommended
 * 40 to 50 days after the visit, so the days before it can still be booked. `close` stops that process and
 * removes its data.
 */
export async function shopWithStartedVisit(
  opts: {
    /** More environment variables for the server process. */
    env?: Record<string, string>;
    /** A demo branch and area (by slug) for the visit, instead of a branch and areas of its own. */
    at?: { storeSlug: string; areaSlug: string };
  } = {},
) {
  const data = await shopData("e2e_started");
  const config = loadConfig({ DATA_DIR: data.dataDir, LOG_LEVEL: "silent" });
  const database = await openDatabase({ dataDir: data.dataDir, url: data.url });
  const start = new Date(Math.floor((Date.now() - HOUR_MS) / 60_000) * 60_000);
  let prepared;
  try {
    await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
    const desk = await createStaff(
      database.db,
      createStaffServices(database.db, { twoFactorRequired: false }),
      "support",
    );
    const place = opts.at ? await demoPlace(database.db, opts.at) : await bookingShop(database.db);
    const { account } = await customerWithSessions(database.db, { ...place, areas: place.areas.slice(0, 1) });
    await database.db
      .update(accounts)
      .set({ passwordHash: await hashPassword(E2E_PASSWORD) })
      .where(eq(accounts.id, account.id));
    await database.db
      .update(products)
      .set({ sessionIntervalMinDays: 40, sessionIntervalMaxDays: 50 })
      .where(eq(products.id, place.areas[0]!.id));
    const [entitlement] = await database.db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.accountId, account.id));
    const [visit] = await database.db
      .insert(visits)
      .values({
        accountId: account.id,
        storeId: place.store.id,
        room: 1,
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
      })
      .returning();
    await database.db
      .insert(visitAreas)
      .values({ visitId: visit!.id, entitlementId: entitlement!.id, minutes: 30 });
    prepared = {
      email: desk.email,
      password: STAFF_PASSWORD,
      storeId: place.store.id,
      day: localDateOf(start.getTime()),
      customer: `${account.name} ${account.surname}`,
      customerEmail: account.email,
    };
  } finally {
    await database.close();
  }
  const shop = await startShop(data, opts.env);
  return { ...prepared, url: shop.server.url, close: shop.close };
}

/** A seeded branch and area, found by their slugs. */
async function demoPlace(db: Db, at: { storeSlug: string; areaSlug: string }) {
  const [store] = await db.select().from(stores).where(eq(stores.slug, at.storeSlug));
  const areas = await db.select().from(products).where(eq(products.slug, at.areaSlug));
  if (!store || areas.length === 0) throw new Error(`no demo branch ${at.storeSlug} or area ${at.areaSlug}`);
  return { store, areas };
}
