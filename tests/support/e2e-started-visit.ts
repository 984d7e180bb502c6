import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { localDateOf } from "#domain/booking/local-time.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { sessionEntitlements, visitAreas, visits } from "#server/db/schema/index.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { bookingShop, customerWithSessions } from "./booking.ts";
import { freePort, startServerProcess } from "./server-process.ts";
import { STAFF_PASSWORD, createStaff } from "./staff.ts";

const HOUR_MS = 3_600_000;

/**
 * A shop of its own for a journey that needs a visit already started. The shared e2e server's clock is the
 * real one and no visit can be booked in the past, so this database is written first, as the tests' services
 * do (the demo shop, a desk account, a branch, and a customer's visit that began an hour ago), and then a server
 * process is started on it. `close` stops that process and removes its data.
 */
export async function shopWithStartedVisit() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-started-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openDatabase({ dataDir });
  const start = new Date(Math.floor((Date.now() - HOUR_MS) / 60_000) * 60_000);
  let prepared;
  try {
    await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
    const desk = await createStaff(
      database.db,
      createStaffServices(database.db, { twoFactorRequired: false }),
      "support",
    );
    const place = await bookingShop(database.db);
    const { account } = await customerWithSessions(database.db, { ...place, areas: place.areas.slice(0, 1) });
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
    };
  } finally {
    await database.close();
  }
  const port = await freePort();
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    // The browser's origin, which the actions' CSRF check compares with.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  return {
    ...prepared,
    url: server.url,
    close: async () => {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
