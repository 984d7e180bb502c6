/** The back office's inbox of regret requests: listed with their term, and refunded in full with one click. */
import { desc, eq } from "drizzle-orm";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { payments, regretRequests, stores } from "#server/db/schema/index.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import type { RefundOutcome } from "#server/modules/payments/refunds.ts";
import type { PaymentService } from "#server/modules/payments/service.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

export const REGRET_REASON = "Botón de arrepentimiento";

export class RegretInbox {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
  ) {}

  async list(acting: Acting, limit = 100) {
    requirePermission(acting.actor, "payments.read");
    const scoped = FRANCHISE_SCOPED_ROLES.includes(acting.actor.role);
    return this.db
      .select({
        id: regretRequests.id,
        email: regretRequests.email,
        paymentCode: regretRequests.paymentCode,
        comment: regretRequests.comment,
        status: regretRequests.status,
        revocationCode: regretRequests.revocationCode,
        deadline: regretRequests.deadline,
        createdAt: regretRequests.createdAt,
        paymentId: regretRequests.paymentId,
        paymentStatus: payments.status,
      })
      .from(regretRequests)
      .leftJoin(payments, eq(payments.id, regretRequests.paymentId))
      .leftJoin(stores, eq(stores.id, payments.storeId))
      .where(scoped ? eq(stores.franchiseId, acting.actor.franchiseId ?? "") : undefined)
      .orderBy(desc(regretRequests.createdAt))
      .limit(limit);
  }

  /**
   * Refunds the purchase of a request made within its term in full. The request's id is the refund's
   * idempotency key, so a second click (or a colleague's) gives the same refund. A late request is refunded,
   * if at all, as a sale.
   */
  async refund(acting: Acting, requestId: string): Promise<RefundOutcome> {
    requirePermission(acting.actor, "regrets.refund");
    const [request] = await this.db
      .select({
        id: regretRequests.id,
        status: regretRequests.status,
        paymentId: regretRequests.paymentId,
        franchiseId: stores.franchiseId,
      })
      .from(regretRequests)
      .leftJoin(payments, eq(payments.id, regretRequests.paymentId))
      .leftJoin(stores, eq(stores.id, payments.storeId))
      .where(eq(regretRequests.id, requestId));
    if (!request?.paymentId) return { ok: false, code: "not_found" };
    requirePermission(acting.actor, "regrets.refund", request.franchiseId);
    if (request.status !== "accepted" && request.status !== "refunded")
      return { ok: false, code: "not_refundable" };
    const outcome = await this.payments.refund({
      paymentId: request.paymentId,
      reason: REGRET_REASON,
      source: "regret",
      staffId: acting.actor.id,
      idempotencyKey: `regret-${request.id}`,
    });
    if (outcome.ok) {
      await this.db.transaction(async (tx) => {
        await tx
          .update(regretRequests)
          .set({ status: "refunded", refundedAt: new Date(), refundedBy: acting.actor.id })
          .where(eq(regretRequests.id, request.id));
        await writeAudit(
          tx,
          { staffId: acting.actor.id, ip: acting.ip },
          {
            entity: "payment",
            entityId: request.paymentId!,
            action: "refunded",
            before: null,
            after: { reason: REGRET_REASON, regret_request: request.id },
          },
        );
      });
    }
    return outcome;
  }
}
