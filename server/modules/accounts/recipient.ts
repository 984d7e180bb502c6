import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client.ts";
import { accounts } from "#server/db/schema/index.ts";

/** Who a customer's mail goes to: her address and what the mails say of her. Undefined for an unknown id. */
export async function mailRecipient(db: Queryable, accountId: string) {
  const [account] = await db
    .select({
      email: accounts.email,
      name: accounts.name,
      surname: accounts.surname,
      identifire: accounts.identifire,
      mobilePhone: accounts.mobilePhone,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account;
}
