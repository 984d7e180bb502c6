import type { Database } from "#server/db/client.ts";
import { isDatabaseEmpty, seedDemoData } from "#server/db/seed/index.ts";
import { queueMissingVouchers } from "#server/modules/invoicing/queue.ts";
import { demoActing, seedDemoReviews } from "#server/modules/reviews/demo.ts";
import { DEMO_OWNER_EMAIL, seedDemoOwner } from "#server/modules/staff/demo-owner.ts";

/**
 * Loads the demo shop into an empty database, once however many processes start on it together; outside
 * production also its demo owner, whose one-time password is returned, and its sales' invoices.
 */
export async function seedIfEmpty(
  database: Database,
  opts: { uploadsDir: string; production: boolean },
): Promise<{ seeded: false } | { seeded: true; ownerPassword: string | null }> {
  const { db } = database;
  return database.exclusive(async () => {
    if (!(await isDatabaseEmpty(db))) return { seeded: false } as const;
    await seedDemoData(db, { uploadsDir: opts.uploadsDir });
    // Production gets no demo staff account (its first owner comes from `npm run staff`), nor demo reviews.
    if (opts.production) return { seeded: true, ownerPassword: null } as const;
    const ownerPassword = await seedDemoOwner(db);
    await seedDemoReviews(db, await demoActing(db, DEMO_OWNER_EMAIL));
    // The demo's sales were written as they stand: their invoices go to ARCA's stand-in like any other.
    await queueMissingVouchers(db);
    return { seeded: true, ownerPassword } as const;
  });
}
