import { Link } from "react-router";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";

/** A sale's vouchers in its file: 'Factura pendiente', 'Factura autorizada N° 0001-00000042'… */
export function SaleVouchers({
  vouchers,
}: {
  vouchers: {
    id: string;
    line: string;
    waitingText: string | null;
    pdf: { href: string; label: string } | null;
  }[];
}) {
  if (vouchers.length === 0) return <p className="text-slate-700">{M.saleNoInvoice}</p>;
  return (
    <ul className="space-y-1 text-slate-900">
      {vouchers.map((v) => (
        <li key={v.id}>
          <Link to={ADMIN_PAGES.invoices.path} className="font-medium text-brand-700 underline">
            {v.line}
          </Link>
          {v.pdf ? (
            <a href={v.pdf.href} className="ml-3 font-medium text-brand-700 underline">
              {v.pdf.label}
            </a>
          ) : null}
          {v.waitingText ? <span className="block text-sm text-slate-600">{v.waitingText}</span> : null}
        </li>
      ))}
    </ul>
  );
}
