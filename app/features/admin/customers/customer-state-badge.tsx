import { CUSTOMER_STATES, type CustomerState } from "#domain/customers/messages.ts";

const COLORS: Record<CustomerState, string> = {
  verificada: "bg-emerald-100 text-emerald-900",
  "sin-verificar": "bg-slate-100 text-slate-800",
  "en-revision": "bg-amber-100 text-amber-900",
  rechazada: "bg-red-100 text-red-900",
};

/** The account's state as a coloured label. */
export function CustomerStateBadge({ state }: { state: CustomerState }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${COLORS[state]}`}
    >
      {CUSTOMER_STATES[state]}
    </span>
  );
}
