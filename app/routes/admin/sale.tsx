import { randomUUID } from "node:crypto";
import { data, Link } from "react-router";
import { formatDateTime } from "#domain/dates.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { formatMoney } from "#domain/money.ts";
import { areaLine, areaTitle, purchaseAreas } from "#domain/purchases/area-sessions.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { SALES_MESSAGES as M } from "#domain/payments/messages.ts";
import { refundFormSchema } from "#domain/payments/refund-form.ts";
import { refundAreas, refundPlan, restatement } from "#domain/payments/refund-plan.ts";
import { moneyText } from "#domain/editing/money-input.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { postedOnly, refusedReply } from "#app/features/admin/forms/editor-answer.server.ts";
import { RefundForm, type RefundAnswer } from "#app/features/admin/payments/refund-form.tsx";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import { INVOICING_MESSAGES } from "#domain/invoicing/messages.ts";
import { SaleVouchers } from "#app/features/admin/invoicing/sale-vouchers.tsx";
import { voucherPdfLink } from "#app/features/invoicing/voucher-links.ts";
import type { Route } from "./+types/sale";

export const middleware = staffPage(ADMIN_PAGES.sales);

const SOURCE = {
  back_office: "Panel",
  regret: "Botón de arrepentimiento",
  provider: "Mercado Pago",
} as const;

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const sale = await orForbidden(context.services.salesDesk.get(actingOf(context), recordId(params.id)));
  if (!sale?.statement) throw data(null, { status: 404 });
  const { statement } = sale;
  const left = statement.net;
  const vouchers = await context.services.invoicing.books.ofSale(actingOf(context), sale.id);
  return {
    vouchers: vouchers.map((v) => ({
      id: v.id,
      line: v.line,
      waitingText: v.waitingText,
      pdf: v.state === "autorizada" ? voucherPdfLink(sale.id, v) : null,
    })),
    sale: {
      id: sale.id,
      code: sale.paymentCode,
      status: statement.statusName,
      createdAt: sale.createdAt.toISOString(),
      customer: {
        name: sale.customerName,
        email: sale.customerEmail,
        dni: sale.customerDni,
        phone: sale.customerPhone,
      },
      accountId: sale.accountId,
      store: { name: sale.storeName, address: sale.storeAddress, franchise: sale.franchiseName },
      items: sale.items.map((i) => {
        const area = purchaseAreas(statement).find((a) => a.productId === i.productId);
        return { line: area ? areaLine(area) : areaTitle(i), price: i.unitPrice };
      }),
      discount: sale.discount,
      promotions: sale.promotions.map((p) => `${p.name} (${formatMoney(p.amount)})`).join(" · "),
      total: sale.total,
      charged: statement.paid,
      refunded: statement.refunded,
      left,
      plan: `${sale.installments} ${sale.installments === 1 ? "pago" : "cuotas"} · ${paymentMethodName(sale.paymentMethodId)}${sale.cardLastFour ? ` terminada en ${sale.cardLastFour}` : ""}`,
      billing: sale.billingAddress,
      areas: refundAreas(statement, sale.items, sale.totalFinanced),
      sessions: statement.areas.map((a) => ({
        title: areaTitle(a),
        bought: a.bought,
        used: a.used,
        booked: a.booked,
        cancelled: a.cancelled,
        available: a.available,
      })),
      refunds: sale.refunds.map((r) => ({
        amount: r.amount,
        source: SOURCE[r.source],
        reason: r.reason,
        by: r.staffEmail,
        at: r.createdAt.toISOString(),
      })),
    },
    canRefund: can(staff.role, "payments.refund") && sale.status === "approved" && left > 0,
    refundKey: randomUUID(),
  };
}

/** The posted fields worth echoing back into the form or the review: the choice, never anything else. */
function choiceOf(values: Record<string, string | string[]>): Record<string, string> {
  const kept = Object.entries(values).filter(
    ([name, value]) =>
      typeof value === "string" &&
      (["refund_key", "amount", "reason"].includes(name) || name.startsWith("sesiones_")),
  );
  return Object.fromEntries(kept) as Record<string, string>;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "payments.refund")) throw data({ forbidden: true }, { status: 403 });
  const id = recordId(params.id);
  const values = formValues(await readFormData(request));
  const desk = context.services.salesDesk;
  const who = actingOf(context);
  const sale = await orForbidden(desk.get(who, id));
  if (!sale?.statement) throw data(null, { status: 404 });
  const left = sale.statement.net;
  const areas = refundAreas(sale.statement, sale.items, sale.totalFinanced);
  const choice = choiceOf(values);
  // 'Todo lo que queda' before the scripts load: the form again, what is left in its amount.
  if (values.intent === "fill")
    return data<RefundAnswer>({
      ok: false,
      result: refusedReply(postedOnly({ ...choice, amount: moneyText(left) }), {}),
    });
  const parsed = refundFormSchema.safeParse(values);
  // Nothing left: only a click repeating a refund made (same key) gets an answer other than 'no admite'.
  const planned = left > 0 ? refundPlan(values, areas, left) : ({ ok: true, plan: null } as const);
  if (!parsed.success || !planned.ok) {
    const errors = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      ...(planned.ok ? {} : planned.errors),
    };
    return data<RefundAnswer>(
      { ok: false, result: refusedReply(postedOnly(choice), errors) },
      { status: 400 },
    );
  }
  const { plan } = planned;
  const { intent, reason, refund_key: key } = parsed.data;
  if (intent === "change")
    return data<RefundAnswer>({ ok: false, result: refusedReply(postedOnly(choice), {}) });
  // Money moves only on the confirmation of the amount the review restated; anything else gets the review.
  if (plan && (intent === "review" || values.confirm_amount !== String(plan.amount))) {
    return data<RefundAnswer>({
      ok: false,
      review: {
        ...restatement(plan, areas, left),
        of: M.reviewOf(sale.paymentCode, sale.customerEmail),
        amount: plan.amount,
      },
      values: { ...choice, amount: moneyText(plan.amount), confirm_amount: String(plan.amount) },
    });
  }
  const refused = (status: number, message: string) =>
    data<RefundAnswer>({ ok: false, result: refusedReply(postedOnly(choice), {}), message }, { status });
  if (!plan && intent === "review") return refused(409, M.notRefundable);
  const outcome = await orForbidden(
    desk.refund(who, id, { amount: plan?.amount, lines: plan?.lines ?? [], reason, key }),
  );
  if (outcome.ok) return data<RefundAnswer>({ ok: true });
  switch (outcome.code) {
    case "not_found":
      throw data(null, { status: 404 });
    case "amount_too_high":
      return data<RefundAnswer>(
        {
          ok: false,
          result: refusedReply(postedOnly(choice), { amount: M.amountTooHigh(formatMoney(left)) }),
        },
        { status: 400 },
      );
    case "not_refundable":
      return refused(409, M.notRefundable);
    case "provider_unavailable":
      return refused(503, M.providerUnavailable);
    case "provider_refused":
      return refused(422, M.providerRefused);
  }
}

export default function AdminSale({ loaderData, actionData }: Route.ComponentProps) {
  const { sale, canRefund, refundKey, vouchers } = loaderData;
  const row = (label: string, value: string) => (
    <>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </>
  );
  return (
    <AdminPageFrame
      title={`Venta ${sale.code}`}
      intro={
        <p className="flex flex-wrap items-center gap-4">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            {sale.status}
          </span>
          <Link to={ADMIN_PAGES.sales.path} className="text-brand-700 underline">
            Volver a ventas
          </Link>
        </p>
      }
    >
      {actionData?.ok ? <Alert tone="success">{M.refunded}</Alert> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AdminCard title="Compra">
          <ul className="space-y-1 text-slate-900">
            {sale.items.map((i, n) => (
              <li key={n}>{`${i.line} · ${formatMoney(i.price)}`}</li>
            ))}
          </ul>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {row("Fecha", formatDateTime(sale.createdAt))}
            {sale.discount > 0 ? row("Descuento", formatMoney(sale.discount)) : null}
            {sale.promotions ? row("Promociones", sale.promotions) : null}
            {row("Total", formatMoney(sale.total))}
            {row("Cobrado", formatMoney(sale.charged))}
            {row("Plan", sale.plan)}
            {sale.refunded > 0 ? row("Devuelto", formatMoney(sale.refunded)) : null}
          </dl>
        </AdminCard>
        <AdminCard title="Sesiones">
          <SessionsTable areas={sale.sessions} />
        </AdminCard>
        <AdminCard title="Cliente y sucursal">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {row("Cliente", sale.customer.name)}
            {row("E-mail", sale.customer.email)}
            {row("DNI", sale.customer.dni)}
            {row("Teléfono", sale.customer.phone ?? "No informado")}
            {row("Sucursal", sale.store.name)}
            {row("Franquicia", sale.store.franchise ?? "—")}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-900">{INVOICING_MESSAGES.saleVoucherTitle}</h3>
          <SaleVouchers vouchers={vouchers} />
          <h3 className="mt-4 font-semibold text-slate-900">Dirección de facturación</h3>
          <p className="text-slate-800">
            {sale.billing
              ? `${sale.billing.name} ${sale.billing.surname}, ${sale.billing.address} ${sale.billing.address_information}, ${sale.billing.city}${sale.billing.zip ? ` (${sale.billing.zip})` : ""}, ${sale.billing.state}, ${sale.billing.country} · ${sale.billing.email}`
              : "No se guardó (venta anterior a que se guardara)."}
          </p>
        </AdminCard>
      </div>
      <AdminCard title="Devoluciones">
        {sale.refunds.length === 0 ? (
          <p className="text-slate-700">Sin devoluciones.</p>
        ) : (
          <ul className="space-y-2">
            {sale.refunds.map((r, n) => (
              <li key={n} className="text-slate-900">
                {`${formatMoney(r.amount)} · ${formatDateTime(r.at)} · ${r.source}${r.by ? ` (${r.by})` : ""}${r.reason ? ` · ${r.reason}` : ""}`}
              </li>
            ))}
          </ul>
        )}
        {canRefund ? (
          <div className="mt-6">
            <h3 className="mb-3 font-semibold text-slate-900">{M.refundTitle}</h3>
            <RefundForm
              key={refundKey}
              refundKey={refundKey}
              left={sale.left}
              areas={sale.areas}
              answer={actionData}
            />
          </div>
        ) : null}
      </AdminCard>
    </AdminPageFrame>
  );
}

type SessionRow = {
  title: string;
  bought: number;
  used: number;
  booked: number;
  cancelled: number;
  available: number;
};

/** Each area's sessions as the purchase's statement tells them. */
function SessionsTable({ areas }: { areas: SessionRow[] }) {
  const columns = ["Área", "Compradas", "Usadas", "Reservadas", "Devueltas", "Disponibles"];
  return (
    <AdminTable caption="Sesiones por área" columns={columns}>
      {areas.map((a) => (
        <tr key={a.title} className="border-t border-slate-200 text-slate-900">
          <th scope="row" className="py-2 pr-4 font-medium">
            {a.title}
          </th>
          {[a.bought, a.used, a.booked, a.cancelled, a.available].map((n, i) => (
            <td key={i} className="py-2 pr-4 tabular-nums">
              {n}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
