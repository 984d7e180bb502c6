import { eq } from "drizzle-orm";
import { addDays, instantAt, localDateOf } from "#domain/booking/local-time.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { accounts, sessionEntitlements } from "#server/db/schema/index.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { hashPassword } from "#server/modules/accounts/passwords.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { WaitlistService } from "#server/modules/booking/waitlist.ts";
import { bookingShop, customerWithSessions } from "./booking.ts";
import { E2E_PASSWORD } from "./e2e-account.ts";
import { shopData, startShop } from "./e2e-shop.ts";
import { STAFF_PASSWORD, createStaff } from "./staff.ts";

/**
 * A shop of its own whose branch takes one visit a day (one room, 10:00 to 10:30), written through the services
 * before its server starts: three days ahead, a customer's visit fills the day, and another customer already
 * waits for it. A third customer, who signs in, has sessions to book too. Each can sign in with E2E_PASSWORD; a
 * desk account (STAFF_PASSWORD) reads the agenda.
 */
export async function shopWithFullDay() {
  const data = await shopData("e2e_waitlist");
  const config = loadConfig({ DATA_DIR: data.dataDir, LOG_LEVEL: "silent" });
  const database = await openDatabase({ dataDir: data.dataDir, url: data.url });
  const day = addDays(localDateOf(Date.now()), 3);
  let prepared;
  try {
    const db = database.db;
    await seedDemoData(db, { uploadsDir: config.uploadsDir });
    const place = await bookingShop(db, {
      rooms: 1,
      hours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day: d, open_at: "10:00", close_at: "10:30" })),
    });
    const desk = await createStaff(db, createStaffServices(db, { twoFactorRequired: false }), "support");
    const passwordHash = await hashPassword(E2E_PASSWORD);
    const customer = async (name: string) => {
      const { account } = await customerWithSessions(db, { ...place, areas: place.areas.slice(0, 1) });
      await db.update(accounts).set({ name, passwordHash }).where(eq(accounts.id, account.id));
      const [e] = await db
        .select()
        .from(sessionEntitlements)
        .where(eq(sessionEntitlements.accountId, account.id));
      return { accountId: account.id, email: account.email, entitlementId: e!.id };
    };
    const holder = await customer("Carla");
    const first = await customer("Brenda");
    const waiting = await customer("Valeria");
    const booking = new BookingService(db);
    const held = await booking.book({
      accountId: holder.accountId,
      storeId: place.store.id,
      entitlementIds: [holder.entitlementId],
      start: instantAt(day, "10:00"),
    });
    if (!held.ok) throw new Error(`the full day's visit was not booked: ${held.message}`);
    const joined = await new WaitlistService(db, booking).join(first.accountId, {
      storeId: place.store.id,
      entitlementIds: [first.entitlementId],
      firstDay: day,
      lastDay: day,
    });
    if (!joined.ok) throw new Error(`the first on the list was not added: ${joined.code}`);
    prepared = {
      desk: { email: desk.email, password: STAFF_PASSWORD },
      storeId: place.store.id,
      day,
      storeName: place.store.name,
      holder,
      first,
      waiting,
      visitId: held.visitId,
    };
  } finally {
    await database.close();
  }
  const shop = await startShop(data);
  return { ...prepared, url: shop.server.url, close: shop.close };
}
