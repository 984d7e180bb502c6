import { randomUUID } from "node:crypto";
import { data, Form, Link, useNavigation } from "react-router";
import { formatDateTime } from "#domain/dates.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { formatMoney } from "#domain/money.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { SALES_MESSAGES as M } from "#domain/sales-admin/messages.ts";
import { refundFormSchema } from "#domain/sales-admin/refund-form.ts";
import { saleStatusName } from "#domain/sales-admin/sales-query.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { EditorTextField } from "#app/features/admin/forms/editor-fields.tsx";
import {
  acting,
  noStoreHeaders,
  orForbidden,
  recordId,
  requireStaffPage,
} from "#app/features/admin/layout/access.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/sale";

export const headers = noStoreHeaders;

const SOURCE = {
  back_office: "Panel",
  regret: "Botón de arrepentimiento",
  provider: "Mercado Pago",
} as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.sales);
  const sale = await orForbidden(context.services.salesDesk.get(acting(context, staff), recordId(params.id)));
  if (!sale) throw data(null, { status: 404 });
  const left = Math.max(0, sale.totalFinanced - sale.refundedAmount);
  return {
    sale: {
      id: sale.id,
      code: sale.paymentCode,
      status: saleStatusName(sale.status, sale.refundedAmount),
      createdAt: sale.createdAt.toISOString(),
      customer: {
        name: sale.customerName,
        email: sale.customerEmail,
        dni: sale.customerDni,
        phone: sale.customerPhone,
      },
      accountId: sale.accountId,
      store: { name: sale.storeName, address: sale.storeAddress, franchise: sale.franchiseName },
      items: sale.items.map((i) => ({
        title: i.title,
        sessions: i.sessions,
        quantity: i.quantity,
        price: i.unitPrice,
      })),
      discount: sale.discount,
      promotions: sale.promotions.map((p) => `${p.name} (${formatMoney(p.amount)})`).join(" · "),
      total: sale.total,
      charged: sale.totalFinanced,
      refunded: sale.refundedAmount,
      left,
      plan: `${sale.installments} ${sale.installments === 1 ? "pago" : "cuotas"} · ${paymentMethodName(sale.paymentMethodId)}${sale.cardLastFour ? ` terminada en ${sale.cardLastFour}` : ""}`,
      billing: sale.billingAddress,
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

type RefundAnswer = { ok: true } | { ok: false; errors: Record<string, string>; message?: string };

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.sales);
  if (!can(staff.role, "payments.refund")) throw data({ forbidden: true }, { status: 403 });
  const id = recordId(params.id);
  const values = formValues(await readFormData(request));
  const parsed = refundFormSchema.safeParse(values);
  if (!parsed.success) {
    return data<RefundAnswer>({ ok: false, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  }
  if (parsed.data.amount === 0)
    return data<RefundAnswer>({ ok: false, errors: { amount: M.amountZero } }, { status: 400 });
  const desk = context.services.salesDesk;
  const who = acting(context, staff);
  const outcome = await orForbidden(
    desk.refund(who, id, {
      amount: parsed.data.amount,
      reason: parsed.data.reason,
      key: parsed.data.refund_key,
    }),
  );
  if (outcome.ok) return data<RefundAnswer>({ ok: true });
  switch (outcome.code) {
    case "not_found":
      throw data(null, { status: 404 });
    case "amount_too_high": {
      const sale = await desk.get(who, id);
      const left = formatMoney(Math.max(0, (sale?.totalFinanced ?? 0) - (sale?.refundedAmount ?? 0)));
      return data<RefundAnswer>({ ok: false, errors: { amount: M.amountTooHigh(left) } }, { status: 400 });
    }
    case "not_refundable":
      return data<RefundAnswer>({ ok: false, errors: {}, message: M.notRefundable }, { status: 409 });
    case "provider_unavailable":
      return data<RefundAnswer>({ ok: false, errors: {}, message: M.providerUnavailable }, { status: 503 });
    case "provider_refused":
      return data<RefundAnswer>({ ok: false, errors: {}, message: M.providerRefused }, { status: 422 });
  }
}

function RefundForm({ refundKey, left, answer }: { refundKey: string; left: number; answer?: RefundAnswer }) {
  const busy = useNavigation().state === "submitting";
  const errors = answer && !answer.ok ? answer.errors : {};
  return (
    <Form method="post" className="grid gap-4 md:grid-cols-[1fr_2fr_auto] md:items-start" noValidate>
      {answer && !answer.ok && answer.message ? (
        <div className="md:col-span-3">
          <Alert tone="error">{answer.message}</Alert>
        </div>
      ) : null}
      <input type="hidden" name="refund_key" value={refundKey} />
      <EditorTextField
        name="amount"
        label="Monto"
        inputMode="decimal"
        hint={`${M.refundHint} Quedan ${formatMoney(left)}.`}
        defaultValue=""
        error={errors.amount}
      />
      <EditorTextField
        name="reason"
        label="Motivo"
        required
        defaultValue=""
        maxLength={500}
        error={errors.reason}
      />
      <div className="md:pt-6">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {M.refund}
        </button>
      </div>
    </Form>
  );
}

export default function AdminSale({ loaderData, actionData }: Route.ComponentProps) {
  const { sale, canRefund, refundKey } = loaderData;
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
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminCard title="Compra">
          <ul className="space-y-1 text-slate-900">
            {sale.items.map((i, n) => (
              <li key={n}>
                {`${i.title}${i.quantity > 1 ? ` × ${i.quantity}` : ""}${i.sessions ? ` · ${i.sessions} Sesiones` : ""} · ${formatMoney(i.price)}`}
              </li>
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
        <AdminCard title="Cliente y sucursal">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {row("Cliente", sale.customer.name)}
            {row("Correo", sale.customer.email)}
            {row("DNI", sale.customer.dni)}
            {row("Teléfono", sale.customer.phone ?? "No informado")}
            {row("Sucursal", sale.store.name)}
            {row("Franquicia", sale.store.franchise ?? "—")}
          </dl>
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
            <RefundForm key={refundKey} refundKey={refundKey} left={sale.left} answer={actionData} />
          </div>
        ) : null}
      </AdminCard>
    </AdminPageFrame>
  );
}
