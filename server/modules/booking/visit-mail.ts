/** The customer's mails about a visit: booked, moved, cancelled and the reminder, queued in the change's transaction. */
import { asc, eq } from "drizzle-orm";
import { visitAreas, visits, sessionEntitlements } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { VisitMailData, VisitMailKind } from "#server/mail/templates/visit.tsx";
import type { Tx } from "#server/db/client.ts";
import { readRules } from "./agenda.ts";
import { readPlace } from "./places.ts";
import type { Place } from "#domain/booking/views.ts";
import type { BookingRules } from "#domain/booking/rules.ts";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";

/** What a visit's mail says besides its times: read once, before the booking waits for its branch-day. */
export interface VisitMailFacts {
  email: string;
  name: string;
  place: Place | null;
  areas: string[];
  changeCutoffHours: number;
}

/** The facts of the mail of a visit by a customer at a branch, for the areas (titles, in order) of the visit. */
export async function visitMailFacts(
  tx: Tx,
  accountId: string,
  storeId: string,
  areas: string[],
  rules: BookingRules,
): Promise<VisitMailFacts> {
  const account = await mailRecipient(tx, accountId);
  return {
    email: account?.email ?? "",
    name: account?.name ?? "",
    place: await readPlace(tx, storeId),
    areas,
    changeCutoffHours: rules.changeCutoffHours,
  };
}

/** Queues the mail of a visit just written, from facts read earlier. */
export async function queueVisitMailOf(
  tx: Tx,
  visit: { id: string; startsAt: Date; endsAt: Date; updatedAt: Date },
  kind: VisitMailKind,
  facts: VisitMailFacts,
): Promise<void> {
  const data: VisitMailData = {
    kind,
    visitId: visit.id,
    name: facts.name,
    startsAt: visit.startsAt.toISOString(),
    endsAt: visit.endsAt.toISOString(),
    storeName: facts.place?.name ?? "",
    storeAddress: facts.place?.address ?? "",
    storePhone: facts.place?.phone ?? null,
    areas: facts.areas,
    changeCutoffHours: facts.changeCutoffHours,
    // Calendars replace an event by its UID when the SEQUENCE grows.
    sequence: Math.floor(visit.updatedAt.getTime() / 1000),
  };
  await enqueueMail(tx, { template: "visit", to: facts.email, data });
}

/** Queues the mail of a stored visit, reading what it says. */
export async function queueVisitMail(tx: Tx, visitId: string, kind: VisitMailKind): Promise<void> {
  const [visit] = await tx
    .select({
      id: visits.id,
      accountId: visits.accountId,
      storeId: visits.storeId,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      updatedAt: visits.updatedAt,
    })
    .from(visits)
    .where(eq(visits.id, visitId));
  if (!visit) return;
  const facts = await visitMailFacts(
    tx,
    visit.accountId,
    visit.storeId,
    await visitAreaTitles(tx, visitId),
    await readRules(tx),
  );
  await queueVisitMailOf(tx, visit, kind, facts);
}

/** The titles of a visit's areas, in the visit's order. */
export async function visitAreaTitles(tx: Tx, visitId: string): Promise<string[]> {
  const areas = await tx
    .select({ title: sessionEntitlements.title })
    .from(visitAreas)
    .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
    .where(eq(visitAreas.visitId, visitId))
    .orderBy(asc(visitAreas.position));
  return areas.map((a) => a.title);
}
