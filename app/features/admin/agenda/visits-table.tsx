import { Form, Link, useNavigation } from "react-router";
import { formatTime } from "#domain/dates.ts";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { VISIT_STATUS_NAMES, type VisitStatus } from "#domain/booking/visits.ts";
import { adminCustomerPath } from "#domain/staff/pages.ts";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";

export interface DayVisit {
  id: string;
  room: number;
  startsAt: string;
  endsAt: string;
  status: VisitStatus;
  /** 'Asistió' and 'No asistió' are offered (booked, and started). */
  markable: boolean;
  /** 'Deshacer' is offered (marked today). */
  undoable: boolean;
  accountId: string;
  customer: string;
  phone: string | null;
  areas: string[];
}

const STATUS_TONES: Record<VisitStatus, string> = {
  booked: "bg-brand-50 text-brand-800",
  attended: "bg-emerald-50 text-emerald-800",
  missed: "bg-amber-50 text-amber-900",
  cancelled: "bg-slate-100 text-slate-700",
};

/** 'Asistió' and 'No asistió' for a started visit; the hidden text names whose visit each button marks. */
function MarkButtons({ visit, who }: { visit: string; who: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="visit" value={visit} />
      <button type="submit" name="intent" value="attended" className="btn btn-primary" disabled={busy}>
        Asistió<span className="sr-only">: {who}</span>
      </button>
      <button type="submit" name="intent" value="missed" className="btn btn-secondary" disabled={busy}>
        No asistió<span className="sr-only">: {who}</span>
      </button>
    </Form>
  );
}

/** 'Deshacer' for a visit marked today: booked again, its sessions given back. */
function UndoButton({ visit, who }: { visit: string; who: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="visit" value={visit} />
      <button type="submit" name="intent" value="undo" className="btn btn-secondary" disabled={busy}>
        Deshacer<span className="sr-only">: {who}</span>
      </button>
    </Form>
  );
}

/** What staff can do with the visit now: mark it, undo its mark, or, before it starts, from when it is marked. */
function VisitActions({ visit, who }: { visit: DayVisit; who: string }) {
  if (visit.markable) return <MarkButtons visit={visit.id} who={who} />;
  if (visit.undoable) return <UndoButton visit={visit.id} who={who} />;
  if (visit.status !== "booked") return null;
  return <p className="text-sm text-slate-600">{M.marksFrom(formatTime(visit.startsAt))}</p>;
}

function StatusBadge({ status }: { status: VisitStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap ${STATUS_TONES[status]}`}
    >
      {VISIT_STATUS_NAMES[status]}
    </span>
  );
}

function Customer({ visit, link }: { visit: DayVisit; link: boolean }) {
  return (
    <>
      {link ? (
        <Link to={adminCustomerPath(visit.accountId)} className="font-medium text-brand-700 underline">
          {visit.customer}
        </Link>
      ) : (
        <span className="font-medium text-slate-900">{visit.customer}</span>
      )}
      <span className="block text-xs whitespace-nowrap text-slate-600">
        {visit.phone ? `Cel. 0${visit.phone}` : "Sin celular"}
      </span>
    </>
  );
}

/**
 * The day's visits in time order: time, room, customer and phone, areas, status, and the marks. A table on a
 * wide screen; on a phone, one card per visit (the hidden one is out of the accessibility tree too).
 */
export function VisitsTable({
  visits,
  canMark,
  linkCustomers,
}: {
  visits: DayVisit[];
  canMark: boolean;
  linkCustomers: boolean;
}) {
  if (visits.length === 0) return <p className="text-slate-700">{M.noVisits}</p>;
  const columns = ["Horario", "Sala", "Cliente", "Áreas", "Estado", ...(canMark ? ["Marcar"] : [])];
  const timeOf = (v: DayVisit) => `${formatTime(v.startsAt)} a ${formatTime(v.endsAt)}`;
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Turnos del día">
        {visits.map((v) => (
          <li key={v.id} className="space-y-2 rounded-xl border border-slate-200 p-4">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{`${timeOf(v)} · Sala ${v.room}`}</span>
              <StatusBadge status={v.status} />
            </p>
            <p>
              <Customer visit={v} link={linkCustomers} />
            </p>
            <p className="text-sm text-slate-800">{v.areas.join(", ")}</p>
            {canMark ? <VisitActions visit={v} who={`${v.customer}, ${timeOf(v)}`} /> : null}
          </li>
        ))}
      </ul>
      <AdminTable caption="Turnos del día" columns={columns} className="hidden md:block">
        {visits.map((v) => (
          <tr key={v.id} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-4 font-medium whitespace-nowrap text-slate-900">{timeOf(v)}</td>
            <td className="py-2 pr-4">{v.room}</td>
            <td className="py-2 pr-4">
              <Customer visit={v} link={linkCustomers} />
            </td>
            <td className="py-2 pr-4">{v.areas.join(", ")}</td>
            <td className="py-2 pr-4">
              <StatusBadge status={v.status} />
            </td>
            {canMark ? (
              <td className="py-2">
                <VisitActions visit={v} who={`${v.customer}, ${timeOf(v)}`} />
              </td>
            ) : null}
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
