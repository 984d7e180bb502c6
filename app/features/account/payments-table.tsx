import { formatDate, formatLongDate } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";
import type { AccountPayment } from "#domain/accounts/views.ts";
import { PaymentStatusLabel } from "./payment-status-label.tsx";

type Row = Omit<AccountPayment, "createdAt"> & { createdAt: Date | string };

function PaymentDate({ value }: { value: Date | string }) {
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} title={formatLongDate(date)}>
      {formatDate(date)}
    </time>
  );
}

/** What was given back, under the state, once something was. */
function Refunded({ amount }: { amount: number }) {
  if (amount <= 0) return null;
  return (
    <span className="mt-1 block text-sm whitespace-nowrap text-slate-600 tabular-nums">
      {`Devuelto: ${formatMoney(amount)}`}
    </span>
  );
}

/** The purchase's facturas and notas de crédito as links to their PDFs, one a line. */
function Vouchers({ vouchers, href }: { vouchers: Row["vouchers"]; href: (voucherId: string) => string }) {
  if (!vouchers?.length) return <span className="text-slate-500">—</span>;
  return (
    <ul className="space-y-1">
      {vouchers.map((v) => (
        <li key={v.id}>
          <a
            href={href(v.id)}
            title={v.name}
            className="font-medium whitespace-nowrap text-brand-700 underline"
          >
            {v.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The payments of the account: Código, Total, Estado (with what was given back) and Fecha (DD/MM/YYYY, the
 * full date on hover), and with `voucherHref` its Comprobantes (the PDFs of its facturas and notas de crédito). A
 * table from tablet width; on phones each payment is a card with the same values.
 */
export function PaymentsTable({
  payments,
  label = "Mis pagos",
  voucherHref,
}: {
  payments: readonly Row[];
  label?: string;
  voucherHref?: (voucherId: string) => string;
}) {
  const cell = "px-4 py-3 text-left";
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-brand-100 bg-white md:block">
        <table className="w-full">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-brand-50 text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                Código
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Total
              </th>
              <th scope="col" className={cell}>
                Estado
              </th>
              <th scope="col" className={cell}>
                Fecha
              </th>
              {voucherHref ? (
                <th scope="col" className={cell}>
                  Comprobantes
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.map((p) => (
              <tr key={p.id}>
                <td className={`${cell} font-mono whitespace-nowrap`}>{p.paymentCode}</td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatMoney(p.total)}
                </td>
                <td className={cell}>
                  <PaymentStatusLabel status={p.paymentStatus} />
                  <Refunded amount={p.refunded} />
                </td>
                <td className={cell}>
                  <PaymentDate value={p.createdAt} />
                </td>
                {voucherHref ? (
                  <td className={cell}>
                    <Vouchers vouchers={p.vouchers} href={voucherHref} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {payments.map((p) => (
          <li key={p.id} className="rounded-card border border-brand-100 bg-white p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-slate-600">Código</dt>
              <dd className="font-mono whitespace-nowrap">{p.paymentCode}</dd>
              <dt className="text-slate-600">Total</dt>
              <dd className="font-semibold tabular-nums">{formatMoney(p.total)}</dd>
              <dt className="text-slate-600">Estado</dt>
              <dd>
                <PaymentStatusLabel status={p.paymentStatus} />
                <Refunded amount={p.refunded} />
              </dd>
              <dt className="text-slate-600">Fecha</dt>
              <dd>
                <PaymentDate value={p.createdAt} />
              </dd>
              {voucherHref ? (
                <>
                  <dt className="text-slate-600">Comprobantes</dt>
                  <dd>
                    <Vouchers vouchers={p.vouchers} href={voucherHref} />
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
