/** The agenda's 'Lista de espera' of a branch-day: who waits for a time to free up, in the order they joined. */
import { Link } from "react-router";
import { WAITLIST_MESSAGES as M } from "#domain/booking/waitlist.ts";
import { adminCustomerPath } from "#domain/staff/pages.ts";
import { AdminCard } from "#app/features/admin/layout/admin-shell.tsx";

export interface WaitingView {
  id: string;
  customer: string;
  accountId: string;
  areas: string[];
  firstDay: string;
  lastDay: string;
  since: string;
}

export function WaitingList({ waiting, linkCustomers }: { waiting: WaitingView[]; linkCustomers: boolean }) {
  return (
    <AdminCard title={`${M.agendaTitle} (${waiting.length})`}>
      {waiting.length === 0 ? (
        <p className="text-slate-600">{M.agendaEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {waiting.map((w) => (
            <li key={w.id} className="rounded-xl border border-slate-200 p-3">
              <p className="font-medium text-slate-900">
                {linkCustomers ? (
                  <Link to={adminCustomerPath(w.accountId)} className="text-brand-700 underline">
                    {w.customer}
                  </Link>
                ) : (
                  w.customer
                )}
              </p>
              <p className="text-sm text-slate-700">{w.areas.join(", ")}</p>
              <p className="text-sm text-slate-600">
                {M.agendaDays(w.firstDay, w.lastDay)} · {M.agendaSince(w.since)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminCard>
  );
}
