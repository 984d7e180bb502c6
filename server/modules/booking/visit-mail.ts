/** The customer's mails about a visit: booked, moved, cancelled and the reminder, queued in the change's transaction. */
import { asc, eq } from "drizzle-orm";
import { accounts, visitAreas, visits, sessionEntitlements } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { VisitMailData, VisitMailKind } from "#server/mail/templates/visit.tsx";
import type { Db } from "#server/db/client.ts";
import { readRules } from "./agenda.ts";
import { readPlace } from "./places.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function queueVisitMail(tx: Tx, visitId: string, kind: VisitMailKind): Promise<void> {
  const [visit] = await tx
    .select({
      id: visits.id,
      storeId: visits.storeId,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      updatedAt: visits.updatedAt,
      email: accounts.email,
      name: accounts.name,
    })
    .from(visits)
    .innerJoin(accounts, eq(accounts.id, visits.accountId))
    .where(eq(visits.id, visitId));
  if (!visit) return;
  const place = await readPlace(tx, visit.storeId);
  const areas = await tx
    .select({ title: sessionEntitlements.title })
    .from(visitAreas)
    .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
    .where(eq(visitAreas.visitId, visitId))
    .orderBy(asc(visitAreas.position));
  const data: VisitMailData = {
    kind,
    visitId: visit.id,
    name: visit.name,
    startsAt: visit.startsAt.toISOString(),
    endsAt: visit.endsAt.toISOString(),
    storeName: place?.name ?? "",
    storeAddress: place?.address ?? "",
    storePhone: place?.phone ?? null,
    areas: areas.map((a) => a.title),
    changeCutoffHours: (await readRules(tx)).changeCutoffHours,
    // Calendars replace an event by its UID when the SEQUENCE grows.
    sequence: Math.floor(visit.updatedAt.getTime() / 1000),
  };
  await enqueueMail(tx, { template: "visit", to: visit.email, data });
}
