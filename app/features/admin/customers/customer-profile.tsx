import type { CustomerState } from "#domain/customers/messages.ts";
import { formatDate, formatDateTime } from "#domain/dates.ts";
import { areaLine } from "#domain/purchases/area-sessions.ts";
import { CustomerStateBadge } from "./customer-state-badge.tsx";

export interface CustomerProfileData {
  email: string;
  identifire: string;
  mobilePhone: string | null;
  birthdate: string | null;
  newsletter: boolean;
  state: CustomerState;
  createdAt: string;
  verifiedAt: string | null;
  reviewRejectedAt: string | null;
  reviewRejectionReason: string | null;
}

/** The customer's personal data and the state of the account. */
export function CustomerProfile({ customer: c }: { customer: CustomerProfileData }) {
  const rows: [string, React.ReactNode][] = [
    ["Estado", <CustomerStateBadge key="state" state={c.state} />],
    ["E-mail", c.email],
    ["Documento", c.identifire],
    ["Celular", c.mobilePhone ? `0${c.mobilePhone}` : "—"],
    ["Fecha de nacimiento", c.birthdate ? formatDate(`${c.birthdate}T12:00:00-03:00`) : "—"],
    ["Novedades por correo", c.newsletter ? "Sí" : "No"],
    ["Alta", formatDateTime(c.createdAt)],
    ["E-mail verificado", c.verifiedAt ? formatDateTime(c.verifiedAt) : "No"],
  ];
  if (c.reviewRejectedAt) {
    rows.push(["Rechazada", formatDateTime(c.reviewRejectedAt)]);
    rows.push(["Motivo del rechazo", c.reviewRejectionReason ?? "—"]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface OwnedAreaRow {
  id: string;
  title: string;
  quantity: number;
  sessions: number;
  createdAt: string;
}

/** The areas of the purchases the customer holds, as their statements tell them. */
export function OwnedAreas({ items }: { items: OwnedAreaRow[] }) {
  if (items.length === 0) return <p className="text-slate-700">No compró áreas todavía.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {items.map((i) => (
        <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span className="font-medium text-slate-900">{areaLine(i)}</span>
          <span className="text-slate-600">{formatDate(i.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}
