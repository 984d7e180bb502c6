import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { addDays, instantAt, localDateOf } from "#domain/booking/local-time.ts";
import type { OpeningHours } from "#domain/stores/views.ts";
import type { Db } from "#server/db/client.ts";
import {
  countries,
  franchises,
  paymentItems,
  payments,
  products,
  provinces,
  sessionEntitlements,
  staffAccounts,
  storeAgendas,
  stores,
  visitAreas,
  visits,
} from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";
import { VISIT_REMINDER_JOB } from "#server/modules/booking/reminders.ts";
import { grantSessions } from "#server/modules/booking/entitlements.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { insertAccount } from "./fixtures.ts";

/** Monday to Friday 10:00–14:00, Buenos Aires time: eight half-hour times a day. */
export const BOOKING_HOURS: OpeningHours = [1, 2, 3, 4, 5].map((day) => ({
  day,
  open_at: "10:00",
  close_at: "14:00",
}));

/** A franchise with one branch (with `rooms`) and two areas of 6 sessions, 30 and 45 minutes. */
export async function bookingShop(db: Db, opts: { rooms?: number; hours?: OpeningHours } = {}) {
  const tag = randomBytes(3).toString("hex");
  const [country] = await db
    .insert(countries)
    .values({ name: `Argentina ${tag}` })
    .returning();
  const [province] = await db
    .insert(provinces)
    .values({ countryId: country!.id, name: `Provincia ${tag}`, value: `Provincia ${tag}` })
    .returning();
  const [franchise] = await db
    .insert(franchises)
    .values({ name: `Franquicia ${tag}`, fiservId: "1234" })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({
      slug: `sucursal-${tag}`,
      name: `Sucursal ${tag}`,
      franchiseId: franchise!.id,
      provinceId: province!.id,
      addressStreet: "Av. Santa Fe",
      addressNumber: "3253",
      phone: "011 4831-2200",
      openingHours: opts.hours ?? BOOKING_HOURS,
    })
    .returning();
  await db.insert(storeAgendas).values({ storeId: store!.id, rooms: opts.rooms ?? 1 });
  const areas = await db
    .insert(products)
    .values([
      { slug: `axilas-${tag}`, title: "Axilas", price: 100_000, bookingMinutes: 30 },
      { slug: `piernas-${tag}`, title: "Piernas enteras", price: 300_000, bookingMinutes: 45 },
    ])
    .returning();
  return { franchise: franchise!, store: store!, areas, province: province! };
}

/** A customer with an approved payment for `areas` (6 sessions each) at `storeId`, and her entitlements. */
export async function customerWithSessions(
  db: Db,
  shop: { store: { id: string }; areas: { id: string; title: string }[] },
) {
  const account = await insertAccount(db);
  const id = randomUUID();
  const [payment] = await db
    .insert(payments)
    .values({
      id,
      accountId: account.id,
      paymentCode: `CND-${randomBytes(4).toString("hex").toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status: "approved",
      provider: "sandbox",
      subtotal: 400_000,
      discount: 0,
      total: 400_000,
      installments: 1,
      interestPercentage: 0,
      totalFinanced: 400_000,
      installmentAmount: 400_000,
      tea: 0,
      cft: 0,
      paymentMethodId: "visa",
      storeId: shop.store.id,
      storeName: "Sucursal",
      storeAddress: "Av. Santa Fe 3253",
      fiservId: "1234",
      payerEmail: account.email,
      payerMobilePhone: "1155550000",
      payerIdentificationType: "DNI",
      payerIdentificationNumber: "30111222",
      approvedAt: new Date(),
    })
    .returning();
  await db.insert(paymentItems).values(
    shop.areas.map((a, position) => ({
      paymentId: id,
      productId: a.id,
      title: a.title,
      sessions: "6",
      unitPrice: 100_000,
      quantity: 1,
      position,
    })),
  );
  await db.transaction((tx) => grantSessions(tx, payment!));
  return { account, payment: payment! };
}

export async function productById(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

/**
 * `count` customers each with one visit at 10:00 ten days ahead (one room each) and its reminder job due in two
 * seconds, so every running process finds them at its next poll. Returns the visits' ids.
 */
export async function remindersDueAtOnce(db: Db, count: number): Promise<string[]> {
  const place = await bookingShop(db, { rooms: count });
  const day = addDays(localDateOf(Date.now()), 10);
  const startsAt = new Date(instantAt(day, "10:00"));
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { account } = await customerWithSessions(db, { ...place, areas: place.areas.slice(0, 1) });
    const [e] = await db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.accountId, account.id));
    const [visit] = await db
      .insert(visits)
      .values({
        accountId: account.id,
        storeId: place.store.id,
        room: i + 1,
        startsAt,
        endsAt: new Date(instantAt(day, "10:30")),
      })
      .returning();
    await db.insert(visitAreas).values({ visitId: visit!.id, entitlementId: e!.id, minutes: 30 });
    await enqueueJob(
      db,
      VISIT_REMINDER_JOB,
      { visitId: visit!.id, startsAt: startsAt.toISOString() },
      {
        runAt: new Date(Date.now() + 2000),
        key: `${VISIT_REMINDER_JOB}:${visit!.id}:${randomBytes(2).toString("hex")}`,
      },
    );
    ids.push(visit!.id);
  }
  return ids;
}

/** An owner of the back office, acting from 127.0.0.1: who books, marks and moves in the services' tests. */
export async function ownerActing(db: Db, email: string): Promise<Acting> {
  const [staff] = await db
    .insert(staffAccounts)
    .values({ email, name: "Dueña", role: "owner", passwordHash: "x" })
    .returning();
  return { actor: { id: staff!.id, role: "owner", franchiseId: null }, ip: "127.0.0.1" };
}
