import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import type { VoucherView } from "#domain/invoicing/views.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";

const TONE = {
  autorizada: "bg-emerald-50 text-emerald-800",
  pendiente: "bg-amber-50 text-amber-900",
  rechazada: "bg-red-50 text-red-800",
} as const;

const day = (iso: string) => formatDate(`${iso}T12:00:00-03:00`);

/** The vouchers, a card each on a phone; a refused one says why and offers 'Reintentar' (confirmed first). */
export function VouchersTable({ rows, canRetry }: { rows: VoucherView[]; canRetry: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminTable caption="Comprobantes" columns={["Comprobante", "Fecha", "Venta", "Importe", "Estado"]}>
      {rows.map((v) => (
        <tr key={v.id} className="border-b border-slate-100 align-top">
          <td className="py-2 pr-4">
            <span className="font-medium text-slate-900">{v.name}</span>
            <span className="block text-xs text-slate-600">
              {v.numberText ? `N° ${v.numberText}` : v.cause}
              {v.franchiseName ? ` · ${v.franchiseName}` : ""}
            </span>
          </td>
          <td className="py-2 pr-4 whitespace-nowrap">{day(v.day)}</td>
          <td className="py-2 pr-4">
            <Link to={`${ADMIN_PAGES.sales.path}/${v.paymentId}`} className="text-brand-700 underline">
              {v.paymentCode}
            </Link>
          </td>
          <td className="py-2 pr-4 whitespace-nowrap">{formatMoney(v.amount)}</td>
          <td className="py-2">
            <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-medium ${TONE[v.state]}`}>
              {v.stateName}
            </span>
            {v.cae ? (
              <span className="block text-xs text-slate-600">{`CAE ${v.cae}, vence el ${day(v.caeDueOn!)}`}</span>
            ) : null}
            {v.waitingText ? <span className="block text-xs text-slate-700">{v.waitingText}</span> : null}
            {v.notices.length > 0 ? (
              <div className="mt-1 text-xs text-slate-800">
                <span className="font-medium">{M.arcaSaid}</span>
                <ul className="list-disc pl-4">
                  {v.notices.map((n, i) => (
                    <li key={i}>{n}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {canRetry && v.retryable ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="retry" />
                <input type="hidden" name="id" value={v.id} />
                <button type="submit" className="btn btn-secondary" disabled={busy}>
                  {M.retry}
                </button>
              </Form>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
