/**
 * The customer's mail of each refund a transition recorded (an effect of effects.ts), told from the purchase's
 * statement with the refund in it: what was given back (money, and the areas' sessions), what remains, and the
 * visits to come it cancelled, all in one mail.
 */
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import type { PurchaseStatement } from "#domain/purchases/statement.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { RefundData } from "#server/mail/templates/refund.tsx";
import { readStatements } from "#server/modules/purchases/statements.ts";
import type { RecordedRefund } from "./refund-records.ts";
import type { PaymentEffect } from "./transitions.ts";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";

export const queueRefundMails: PaymentEffect = async (tx, row, { refunds }) => {
  const statement = (await readStatements(tx, [row.id])).get(row.id);
  const account = await mailRecipient(tx, row.accountId);
  if (!account) return;
  for (const refund of refunds) {
    await enqueueMail(tx, {
      template: "refund",
      to: account.email,
      data: {
        name: account.name,
        paymentCode: row.paymentCode,
        amount: refund.amount,
        full: statement?.status === "refunded",
        paid: statement?.paid ?? row.totalFinanced,
        paymentMethod: paymentMethodName(row.paymentMethodId),
        cardLastFour: row.cardLastFour,
        ...sessionsOf(statement, refund),
      },
    });
  }
};

/** The areas given back (the title alone when none of its sessions is left) and the unused sessions that remain. */
function sessionsOf(
  statement: PurchaseStatement | undefined,
  refund: RecordedRefund,
): Pick<RefundData, "returned" | "remaining" | "visits"> {
  const areas = statement?.areas ?? [];
  const left = (a: (typeof areas)[number]) => a.available + a.booked;
  return {
    returned: refund.returned.flatMap((line) => {
      const area = areas.find((a) => a.productId === line.productId);
      return area ? [{ title: area.title, sessions: line.sessions, all: left(area) === 0 }] : [];
    }),
    remaining: areas.filter((a) => left(a) > 0).map((a) => ({ title: a.title, sessions: left(a) })),
    visits: refund.visits.map(({ startsAt, storeName, areas: taken, cancelled }) => ({
      startsAt,
      storeName,
      areas: taken,
      cancelled,
    })),
  };
}
