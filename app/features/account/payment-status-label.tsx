import type { PaymentStatusColor } from "#domain/payments/status.ts";
import { statusLabel } from "#domain/purchases/statement.ts";

const COLORS: Record<PaymentStatusColor, string> = {
  primary: "bg-brand-100 text-brand-900",
  success: "bg-emerald-100 text-emerald-900",
  info: "bg-sky-100 text-sky-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
};

/** A purchase's state as a coloured label: the catalogue of SPEC.md §4, and 'Devuelto parcialmente'. */
export function PaymentStatusLabel({ status }: { status: string }) {
  const { name, color } = statusLabel(status);
  return (
    <span
      data-color={color}
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${COLORS[color]}`}
    >
      {name}
    </span>
  );
}
