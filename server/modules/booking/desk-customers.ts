/**
 * Finding the customer who phoned, for staff who book for her but may not read the customers list (a
 * franchise): one exact e-mail, and for a franchise only a customer with sessions bought at its branches.
 */
import { and, eq, exists, sql } from "drizzle-orm";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { accounts, sessionEntitlements, stores } from "#server/db/schema/index.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

export interface DeskCustomer {
  id: string;
  name: string;
  surname: string;
  email: string;
}

export class DeskCustomers {
  constructor(private readonly db: Db) {}

  /** The customer whose e-mail is exactly `email` (case aside), or none. */
  async byEmail(acting: Acting, email: string): Promise<DeskCustomer[]> {
    requirePermission(acting.actor, "agenda.book");
    const wanted = email.trim().toLowerCase();
    if (!wanted) return [];
    const scoped = FRANCHISE_SCOPED_ROLES.includes(acting.actor.role);
    const franchiseId = acting.actor.franchiseId;
    if (scoped && !franchiseId) return [];
    const ownSessions = scoped
      ? exists(
          this.db
            .select({ one: sql`1` })
            .from(sessionEntitlements)
            .innerJoin(stores, eq(stores.id, sessionEntitlements.storeId))
            .where(and(eq(sessionEntitlements.accountId, accounts.id), eq(stores.franchiseId, franchiseId!))),
        )
      : undefined;
    return this.db
      .select({ id: accounts.id, name: accounts.name, surname: accounts.surname, email: accounts.email })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = ${wanted}`, ownSessions))
      .limit(1);
  }
}
