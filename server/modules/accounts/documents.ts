import { and, eq, ne } from "drizzle-orm";
import { accounts } from "#server/db/schema/index.ts";
import type { Tx } from "#server/db/client.ts";

/**
 * One person, one account (docs/decisions/0007): whether another account already holds this document number.
 * Registration puts such an account under review; the profile refuses to take the number.
 */
export async function documentInUse(tx: Tx, identifire: string, exceptAccountId?: string): Promise<boolean> {
  const [holder] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      exceptAccountId
        ? and(eq(accounts.identifire, identifire), ne(accounts.id, exceptAccountId))
        : eq(accounts.identifire, identifire),
    )
    .limit(1);
  return holder !== undefined;
}
