import { containsPattern } from "#server/db/like.ts";
import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { CustomerState } from "#domain/customers/messages.ts";
import { accountSearchText, accounts } from "#server/db/schema/index.ts";

/** The state of an account as the back office names it. A rejected account is still held under review. */
export function customerState(a: {
  underReview: boolean;
  reviewRejectedAt: Date | null;
  verifiedAt: Date | null;
}): CustomerState {
  if (a.reviewRejectedAt) return "rechazada";
  if (a.underReview) return "en-revision";
  return a.verifiedAt ? "verificada" : "sin-verificar";
}

/** The same states as conditions on the accounts table, for the list's filter. */
export const STATE_CONDITIONS: Record<CustomerState, SQL> = {
  rechazada: isNotNull(accounts.reviewRejectedAt),
  "en-revision": and(eq(accounts.underReview, true), isNull(accounts.reviewRejectedAt))!,
  verificada: and(eq(accounts.underReview, false), isNotNull(accounts.verifiedAt))!,
  "sin-verificar": and(eq(accounts.underReview, false), isNull(accounts.verifiedAt))!,
};

/** Each word of the search must appear in the name, surname, e-mail or document number (no word holds a space). */
export function matchesWords(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const p = containsPattern(w);
      return sql`${accountSearchText} ilike ${p}`;
    }),
  );
}
