import { loadConfig } from "#server/config.ts";
import { openDatabase, type Db } from "#server/db/client.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { shopData, startShop, type ShopData } from "./e2e-shop.ts";
import { STAFF_PASSWORD, createStaff } from "./staff.ts";

async function withDatabase<T>(data: ShopData, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: data.dataDir, url: data.url });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * A shop of its own for a journey that must change what the server cannot be asked to (the workers' shops run
 * on the real clock): the demo data and an admin account written first, as the tests' services do, then a
 * server process on it. `whileStopped` stops that process, lets the journey write to its database, and starts
 * it again at the same address (the browsers' sessions live in the database and stay signed in).
 */
export async function shopOfItsOwn(name: string) {
  const data = await shopData(name);
  const config = loadConfig({ DATA_DIR: data.dataDir, LOG_LEVEL: "silent" });
  const admin = await withDatabase(data, async (db) => {
    await seedDemoData(db, { uploadsDir: config.uploadsDir });
    return createStaff(db, createStaffServices(db, { twoFactorRequired: false }), "admin");
  });
  let shop = await startShop(data);
  const url = shop.server.url;
  const port = new URL(url).port;
  return {
    url,
    admin: { email: admin.email, password: STAFF_PASSWORD },
    async whileStopped(work: (db: Db) => Promise<void>) {
      shop.server.child.kill("SIGTERM");
      await shop.server.exited;
      await withDatabase(data, work);
      shop = await startShop(data, { PORT: port, PUBLIC_URL: url });
    },
    close: () => shop.close(),
  };
}
