import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";
import { staffAccounts } from "./staff.ts";

/**
 * Every change made by staff, written in the same transaction as the change. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE. `staff_id` is null for changes made from the command line.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    staffId: uuid("staff_id").references(() => staffAccounts.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_staff_at_idx").on(t.staffId, t.at),
    index("audit_log_entity_at_idx").on(t.entity, t.at),
  ],
);
