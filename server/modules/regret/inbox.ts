/** The back office's inbox of regret requests: listed with their term, and refunded in full once confirmed. */
import { desc, eq } from "drizzle-orm";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { payments, regretRequests, stores } from "#server/db/schema/index.ts";
import type { RegretStatus } from "#server/db/schema/regret.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import type { RefundOutcome } from "#server/modules/payments/refunds.ts";
import type { PaymentService } from "#server/modules/payments/service.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

export const REGRET_REASON = "Botón de arrepentimiento";

export interface RegretRefundReview {
  status: RegretStatus;
  email: string;
  paymentCode: string;
  /** All that is left to give back of the purchase, in centavos (its statement's net). */
  amount: number;
}

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

  /** A request with its purchase's code and the franchise it belongs to. */
  private async find(requestId: string) {
    const [request] = await this.db
      .select({
        id: regretRequests.id,
        status: regretRequests.status,
        email: regretRequests.email,
        paymentId: regretRequests.paymentId,
        paymentCode: payments.paymentCode,
        franchiseId: stores.franchiseId,
      })
      .from(regretRequests)
      .leftJoin(payments, eq(payments.id, regretRequests.paymentId))
      .leftJoin(stores, eq(stores.id, payments.storeId))
      .where(eq(regretRequests.id, requestId));
    return request;
  }

  /** What refunding a request gives back, to restate before it is confirmed; null when it has no purchase. */
  async review(acting: Acting, requestId: string): Promise<RegretRefundReview | null> {
    requirePermission(acting.actor, "regrets.refund");
    const request = await this.find(requestId);
    if (!request?.paymentId || !request.paymentCode) return null;
    requirePermission(acting.actor, "regrets.refund", request.franchiseId);
    // What is left is the purchase statement's figure, the one the sale's page shows.
    const statement = await loadStatement(this.db, request.paymentId);
    return {
      status: request.status,
      email: request.email,
      paymentCode: request.paymentCode,
      amount: statement?.net ?? 0,
    };
  }

  /**
   * Refunds the purchase of a request made within its term in full. The request's id is the refund's
   * idempotency key, so a second click (or a colleague's) gives the same refund. A late request is refunded,
   * if at all, as a sale.
   */
  async refund(acting: Acting, requestId: string): Promise<RefundOutcome> {
    requirePermission(acting.actor, "regrets.refund");
    const request = await this.find(requestId);
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
