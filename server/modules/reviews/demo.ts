/**
 * The demo's verified reviews, made the way the shop makes them: customers with an approved purchase book a
 * visit on the booking's rules (on a clock set to the day before), the branch marks it 'Asistió', the request
 * mail goes out, the customer writes through her link, and staff publish, answer or hide it.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { addDays, instantAt, localDateOf, weekdayOf } from "#domain/booking/local-time.ts";
import type { Db } from "#server/db/client.ts";
import {
  accounts,
  paymentItems,
  payments,
  products,
  reviews,
  staffAccounts as staffAccountsTable,
  stores,
} from "#server/db/schema/index.ts";
import { grantSessions } from "#server/modules/booking/entitlements.ts";
import { markVisit } from "#server/modules/booking/marks.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { ReviewModeration } from "./moderation.ts";
import { sendReviewRequest } from "./requests.ts";
import { ReviewService } from "./service.ts";
import type { Acting } from "#server/modules/staff/types.ts";

interface DemoReview {
  name: string;
  surname: string;
  store: string;
  areas: string[];
  stars: number;
  text: string;
  /** Weeks before today. */
  weeksAgo: number;
  outcome: "published" | "pending" | { hidden: string };
  answer?: string;
}

const DEMO_REVIEWS: DemoReview[] = [
  {
    name: "María",
    surname: "González",
    store: "candela-palermo",
    areas: ["axilas"],
    stars: 5,
    weeksAgo: 2,
    text: "Súper profesionales. La sesión fue rapidísima y casi no sentí nada. Ya noto la diferencia.",
    outcome: "published",
    answer: "¡Gracias, María! Nos alegra mucho que estés conforme. Te esperamos en la próxima sesión.",
  },
  {
    name: "Sofía",
    surname: "Martínez",
    store: "candela-palermo",
    areas: ["axilas", "bozo"],
    stars: 5,
    weeksAgo: 3,
    text: "Me explicaron todo antes de empezar y me dieron los cuidados por escrito. El lugar, impecable.",
    outcome: "published",
  },
  {
    name: "Valentina",
    surname: "López",
    store: "candela-belgrano",
    areas: ["axilas"],
    stars: 4,
    weeksAgo: 4,
    text: "Muy buena atención. Esperé unos diez minutos, pero después todo perfecto.",
    outcome: "published",
    answer:
      "Gracias por tu comentario, Valentina. Estamos ajustando los turnos para que no tengas que esperar.",
  },
  {
    name: "Camila",
    surname: "Rodríguez",
    store: "candela-belgrano",
    areas: ["bozo"],
    stars: 5,
    weeksAgo: 5,
    text: "",
    outcome: "published",
  },
  {
    name: "Lucía",
    surname: "Fernández",
    store: "candela-palermo",
    areas: ["axilas"],
    stars: 4,
    weeksAgo: 6,
    text: "Buena experiencia, la profesional muy amable. El estacionamiento por la zona es complicado.",
    outcome: "published",
  },
  {
    name: "Martina",
    surname: "Pérez",
    store: "candela-recoleta",
    areas: ["axilas"],
    stars: 5,
    weeksAgo: 2,
    text: "Tercera sesión y los resultados se ven. Recomiendo Candela a todas mis amigas.",
    outcome: "published",
  },
  {
    name: "Julieta",
    surname: "Sánchez",
    store: "candela-palermo",
    areas: ["axilas"],
    stars: 3,
    weeksAgo: 1,
    text: "La sesión bien, aunque me cambiaron el horario el mismo día.",
    outcome: "pending",
  },
  {
    name: "Carla",
    surname: "Romero",
    store: "candela-belgrano",
    areas: ["axilas"],
    stars: 1,
    weeksAgo: 3,
    text: "Llamen al 11 5555-0000 y pidan por Laura Gómez, la mejor.",
    outcome: { hidden: "Publica un teléfono y el nombre completo de una persona del equipo." },
  },
];

const DAY_MS = 24 * 3_600_000;

/** The weekday (Monday to Friday) `weeks` weeks before today, at 11:00 in Buenos Aires. */
function visitStart(weeks: number, today: string, index: number): number {
  let day = addDays(today, -7 * weeks - (index % 3));
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, -1);
  return instantAt(day, `1${index % 8}:00`);
}

/** Writes the demo reviews through the shop's own services, `acting` (the demo owner) marking and moderating. */
export async function seedDemoReviews(db: Db, acting: Acting, now = new Date()): Promise<void> {
  const today = localDateOf(now.getTime());
  const storeRows = await db
    .select()
    .from(stores)
    .where(
      inArray(
        stores.slug,
        DEMO_REVIEWS.map((r) => r.store),
      ),
    );
  const areaRows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.slug,
        DEMO_REVIEWS.flatMap((r) => r.areas),
      ),
    );
  const moderation = new ReviewModeration(db, () => now);
  for (const [index, demo] of DEMO_REVIEWS.entries()) {
    const store = storeRows.find((s) => s.slug === demo.store)!;
    const areas = demo.areas.map((slug) => areaRows.find((a) => a.slug === slug)!);
    const start = visitStart(demo.weeksAgo, today, index);
    const bought = new Date(start - 10 * DAY_MS);
    const accountId = await customerWithPurchase(db, demo, store, areas, bought);
    const booking = new BookingService(db, () => new Date(start - DAY_MS));
    const entitlementIds = (await booking.sessions(accountId)).map((s) => s.entitlementId);
    const booked = await booking.book({ accountId, storeId: store.id, entitlementIds, start });
    if (!booked.ok) throw new Error(`Demo: no se pudo reservar el turno de ${demo.name}: ${booked.message}`);
    const markedAt = new Date(start + 45 * 60_000);
    const marked = await markVisit(db, acting, booked.visitId, "attended", () => markedAt);
    if (!marked.ok) throw new Error(`Demo: no se pudo marcar el turno de ${demo.name}`);
    const token = await sendReviewRequest(db, booked.visitId, markedAt);
    const written = new Date(markedAt.getTime() + DAY_MS);
    const sent = await new ReviewService(db, () => written).submit(token!, {
      stars: demo.stars,
      text: demo.text,
    });
    if (!sent.ok) throw new Error(`Demo: no se pudo escribir la reseña de ${demo.name}`);
    if (demo.outcome === "pending") continue;
    const [review] = await db
      .select({ id: reviews.id, version: reviews.version })
      .from(reviews)
      .where(eq(reviews.visitId, booked.visitId));
    if (demo.outcome === "published") await moderation.publish(acting, review!.id, review!.version);
    else await moderation.hide(acting, review!.id, review!.version, demo.outcome.hidden);
    if (demo.answer) await moderation.answer(acting, review!.id, review!.version + 1, demo.answer);
  }
}

/** A verified customer with an approved purchase of `areas` at `store`, and the sessions it gives. */
async function customerWithPurchase(
  db: Db,
  demo: DemoReview,
  store: typeof stores.$inferSelect,
  areas: (typeof products.$inferSelect)[],
  at: Date,
): Promise<string> {
  const email = `${demo.name}.${demo.surname}`
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  const [account] = await db
    .insert(accounts)
    .values({
      name: demo.name,
      surname: demo.surname,
      email: `${email}@clientes.candela.test`,
      identifire: String(30_000_000 + Math.floor(Math.random() * 9_000_000)),
      mobilePhone: "1155550000",
      passwordHash: "demo-sin-contraseña",
      verifiedAt: at,
      createdAt: at,
    })
    .returning();
  const total = areas.reduce((sum, a) => sum + (a.priceOffer || a.price), 0);
  const [payment] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      accountId: account!.id,
      paymentCode: `CND-${randomBytes(4).toString("hex").toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status: "approved",
      provider: "sandbox",
      subtotal: total,
      discount: 0,
      total,
      installments: 1,
      interestPercentage: 0,
      totalFinanced: total,
      installmentAmount: total,
      tea: 0,
      cft: 0,
      paymentMethodId: "visa",
      storeId: store.id,
      storeName: store.name,
      storeAddress: `${store.addressStreet} ${store.addressNumber}`,
      fiservId: "",
      payerEmail: account!.email,
      payerMobilePhone: "1155550000",
      payerIdentificationType: "DNI",
      payerIdentificationNumber: account!.identifire,
      approvedAt: at,
      createdAt: at,
    })
    .returning();
  await db.insert(paymentItems).values(
    areas.map((a, position) => ({
      paymentId: payment!.id,
      productId: a.id,
      title: a.title,
      sessions: "6",
      unitPrice: a.priceOffer || a.price,
      quantity: 1,
      position,
    })),
  );
  await db.transaction((tx) => grantSessions(tx, payment!));
  return account!.id;
}

/** The demo owner, who marks the demo's visits and moderates its reviews. */
export async function demoActing(db: Db, email: string): Promise<Acting> {
  const [owner] = await db.select().from(staffAccountsTable).where(eq(staffAccountsTable.email, email));
  return { actor: { id: owner!.id, role: "owner", franchiseId: null }, ip: null };
}
