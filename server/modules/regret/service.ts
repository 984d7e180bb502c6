/**
 * The 'Botón de arrepentimiento' (Res. SCI 424/2020, Ley 24.240 art. 34): a request needs no sign-in, only the
 * buyer's e-mail and the purchase code. Within the term it is accepted at once with a revocation code (on
 * the page and by mail); later it is recorded and answered with the reason; an e-mail and code that match
 * no purchase get the same neutral answer whichever part is wrong. Every request is kept for staff.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { regretDeadline } from "#domain/regret/deadline.ts";
import type { RegretInput } from "#domain/regret/regret-form.ts";
import type { Db } from "#server/db/client.ts";
import { accounts, payments, regretRequests } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { newCode } from "#server/modules/payments/payment-code.ts";

export type RegretAnswer =
  { kind: "accepted"; revocationCode: string } | { kind: "late"; purchasedAt: Date } | { kind: "neutral" };

/** Purchases that can be regretted: paid, or being paid, or already given back (asking again is answered). */
const PURCHASED = ["approved", "in_process", "authorized", "refunded"] as const;

export class RegretService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submit(input: RegretInput, ip: string | null): Promise<RegretAnswer> {
    return this.db.transaction(async (tx) => {
      const [purchase] = await tx
        .select({
          id: payments.id,
          paymentCode: payments.paymentCode,
          createdAt: payments.createdAt,
          approvedAt: payments.approvedAt,
          name: accounts.name,
          email: accounts.email,
        })
        .from(payments)
        .innerJoin(accounts, eq(accounts.id, payments.accountId))
        .where(
          and(
            eq(payments.paymentCode, input.payment_code),
            sql`lower(${accounts.email}) = lower(${input.email})`,
            inArray(payments.status, [...PURCHASED]),
          ),
        )
        .for("update", { of: payments });
      const request = { email: input.email, paymentCode: input.payment_code, comment: input.comment, ip };
      if (!purchase) {
        await tx.insert(regretRequests).values({ ...request, status: "unknown" });
        return { kind: "neutral" };
      }
      const purchasedAt = purchase.approvedAt ?? purchase.createdAt;
      const deadline = regretDeadline(purchasedAt);
      if (this.now() > deadline) {
        await tx
          .insert(regretRequests)
          .values({ ...request, paymentId: purchase.id, status: "late", deadline });
        await enqueueMail(tx, {
          template: "regret_late",
          to: purchase.email,
          data: {
            name: purchase.name,
            paymentCode: purchase.paymentCode,
            purchasedAt: purchasedAt.toISOString(),
          },
        });
        return { kind: "late", purchasedAt };
      }
      // Asking again (the payment row is locked) answers with the code already given.
      const [earlier] = await tx
        .select({ code: regretRequests.revocationCode })
        .from(regretRequests)
        .where(
          and(
            eq(regretRequests.paymentId, purchase.id),
            inArray(regretRequests.status, ["accepted", "refunded"]),
          ),
        );
      if (earlier?.code) return { kind: "accepted", revocationCode: earlier.code };
      const revocationCode = newCode("ARR");
      await tx
        .insert(regretRequests)
        .values({ ...request, paymentId: purchase.id, status: "accepted", deadline, revocationCode });
      await enqueueMail(tx, {
        template: "regret_accepted",
        to: purchase.email,
        data: { name: purchase.name, paymentCode: purchase.paymentCode, revocationCode },
      });
      return { kind: "accepted", revocationCode };
    });
  }

  /** The latest requests first, for the back office's inbox. */
  latest(limit = 100) {
    return this.db.select().from(regretRequests).orderBy(desc(regretRequests.createdAt)).limit(limit);
  }
}
