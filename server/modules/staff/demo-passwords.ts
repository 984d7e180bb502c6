import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { staffAccounts } from "#server/db/schema/index.ts";

/** The active staff accounts that still have the demo seed's password. */
export async function staffWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.demoPassword, true), eq(staffAccounts.disabled, false)));
  return rows.map((r) => r.email);
}

/** Why production refuses to start, in Spanish and English. */
export function demoPasswordRefusal(emails: string[]): string {
  const list = emails.join(", ");
  return (
    `NODE_ENV=production: la tienda no arranca mientras una cuenta del equipo tenga la contraseña de demostración (${list}). ` +
    "Arrancala sin NODE_ENV=production, cambiá la contraseña en /admin/cuenta y volvé a intentar. " +
    `(Refusing to start in production: staff account(s) ${list} still have the demo password.)`
  );
}
