import { data, Form, Link, useNavigation } from "react-router";
import { formatDateTime } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { REGRET_MESSAGES as M } from "#domain/regret/messages.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { SALES_MESSAGES } from "#domain/payments/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ConfirmationPanel } from "#app/features/admin/forms/confirmation-panel.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/regrets";

export const middleware = staffPage(ADMIN_PAGES.regrets);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const rows = await context.services.regretInbox.list(actingOf(context));
  const now = Date.now();
  return {
    canRefund: can(staff.role, "regrets.refund"),
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      paymentCode: r.paymentCode,
      comment: r.comment,
      status: r.status,
      revocationCode: r.revocationCode,
      paymentId: r.paymentId,
      deadline: r.deadline?.toISOString() ?? null,
      overdue: r.status === "accepted" && r.deadline !== null && r.deadline.getTime() < now,
      createdAt: r.createdAt.toISOString(),
      refundable: r.status === "accepted" && r.paymentStatus === "approved",
    })),
  };
}

type Answer =
  | { ok: true }
  | { ok: false; message: string }
  | { ok: false; review: { id: string; text: string; amount: number } };

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "regrets.refund")) throw data({ forbidden: true }, { status: 403 });
  const { id, intent, confirm_amount: confirmed } = formValues(await readFormData(request));
  if (typeof id !== "string" || !isUuid(id)) throw data(null, { status: 404 });
  const inbox = context.services.regretInbox;
  const review = await orForbidden(inbox.review(actingOf(context), id));
  if (!review) throw data(null, { status: 404 });
  // Money moves only on the confirmation of the amount restated; anything else gets the restatement.
  if (review.status === "accepted" && (intent !== "confirm" || confirmed !== String(review.amount))) {
    const text = M.refundReview(review.paymentCode, review.email, formatMoney(review.amount));
    return data<Answer>({ ok: false, review: { id, text, amount: review.amount } });
  }
  const outcome = await orForbidden(inbox.refund(actingOf(context), id));
  if (outcome.ok) return data<Answer>({ ok: true });
  if (outcome.code === "not_found") throw data(null, { status: 404 });
  const message =
    outcome.code === "provider_unavailable"
      ? SALES_MESSAGES.providerUnavailable
      : outcome.code === "not_refundable"
        ? SALES_MESSAGES.notRefundable
        : M.refundFailed;
  return data<Answer>(
    { ok: false, message },
    { status: outcome.code === "provider_unavailable" ? 503 : 409 },
  );
}

function RefundButton({ id, code }: { id: string; code: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {M.refund}
        <span className="sr-only"> {code}</span>
      </button>
    </Form>
  );
}

/** The restatement of a refund, with 'Confirmar devolución de $ …' posting the amount it restates. */
function RefundReview({ id, text, amount }: { id: string; text: string; amount: number }) {
  const busy = useNavigation().state === "submitting";
  return (
    <ConfirmationPanel id="regret-review" title={M.reviewTitle}>
      <p className="text-slate-800">{text}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="confirm_amount" value={amount} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {SALES_MESSAGES.confirmAmount(formatMoney(amount))}
          </button>
        </Form>
        <Link to={ADMIN_PAGES.regrets.path} className="btn btn-secondary">
          {M.cancel}
        </Link>
      </div>
    </ConfirmationPanel>
  );
}

export default function AdminRegrets({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, canRefund } = loaderData;
  return (
    <AdminPageFrame title={M.inboxTitle} intro={M.inboxIntro}>
      {actionData?.ok ? <Alert tone="success">{M.refunded}</Alert> : null}
      {actionData && "message" in actionData ? <Alert tone="error">{actionData.message}</Alert> : null}
      {actionData && "review" in actionData ? <RefundReview {...actionData.review} /> : null}
      <AdminCard title={`Pedidos (${rows.length})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.none}</p>
        ) : (
          <AdminTable
            caption="Pedidos de arrepentimiento"
            columns={["Pedido", "Compra", "Plazo", "Estado", ""]}
          >
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  {formatDateTime(r.createdAt)}
                  <span className="block text-xs text-slate-600">{r.email}</span>
                  {r.comment ? <span className="block text-sm text-slate-800">{r.comment}</span> : null}
                </td>
                <td className="py-2 pr-4">
                  {r.paymentId ? (
                    <Link
                      to={`${ADMIN_PAGES.sales.path}/${r.paymentId}`}
                      className="text-brand-700 underline"
                    >
                      {r.paymentCode}
                    </Link>
                  ) : (
                    r.paymentCode
                  )}
                  {r.revocationCode ? (
                    <span className="block text-xs text-slate-600">Revocación {r.revocationCode}</span>
                  ) : null}
                </td>
                <td
                  className={`py-2 pr-4 whitespace-nowrap ${r.overdue ? "font-semibold text-red-700" : ""}`}
                >
                  {r.deadline ? formatDateTime(r.deadline) : "—"}
                </td>
                <td className="py-2 pr-4">{M.status[r.status]}</td>
                <td className="py-2">
                  {canRefund && r.refundable ? <RefundButton id={r.id} code={r.paymentCode} /> : null}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminCard>
    </AdminPageFrame>
  );
}
