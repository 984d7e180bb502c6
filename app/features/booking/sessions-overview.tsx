import { Link } from "react-router";
import { formatDateTime, formatVisitTime } from "#domain/dates.ts";
import { areaTitle } from "#domain/purchases/area-sessions.ts";
import type { AreaSessions } from "#domain/booking/views.ts";
import type { VisitView } from "./visit-details.tsx";

export type AreaSessionsView = Omit<AreaSessions, "nextVisit"> & {
  nextVisit: { id: string; startsAt: Date | string } | null;
};

export const visitPath = (id: string) => `/my-account/turnos/${id}`;

function NextVisit({ visit }: { visit: AreaSessionsView["nextVisit"] }) {
  if (!visit) return <span className="text-slate-500">—</span>;
  return (
    <Link to={visitPath(visit.id)} className="font-medium whitespace-nowrap text-brand-700 underline">
      <time dateTime={new Date(visit.startsAt).toISOString()} title={formatVisitTime(visit.startsAt)}>
        {formatDateTime(visit.startsAt)}
      </time>
    </Link>
  );
}

function AreaName({ area }: { area: AreaSessionsView }) {
  return (
    <>
      {areaTitle(area)}{" "}
      {area.cancelled ? <span className="text-sm font-normal text-slate-600">(compra devuelta)</span> : null}
    </>
  );
}

/**
 * 'Tus sesiones': per purchased area, its branch, the sessions used, booked and left, and the next visit. A
 * table from tablet width; on phones a card per area with the same values.
 */
export function SessionsTable({ areas }: { areas: readonly AreaSessionsView[] }) {
  const cell = "px-4 py-3 text-left";
  const number = `${cell} text-right tabular-nums`;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-brand-100 bg-white md:block">
        <table className="w-full">
          <caption className="sr-only">Tus sesiones por área</caption>
          <thead className="bg-brand-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                Área
              </th>
              <th scope="col" className={cell}>
                Sucursal
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Usadas
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Reservadas
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Disponibles
              </th>
              <th scope="col" className={cell}>
                Próximo turno
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {areas.map((a) => (
              <tr key={a.entitlementId}>
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  <AreaName area={a} />
                </th>
                <td className={cell}>{a.storeName ?? "—"}</td>
                <td className={number}>{a.used}</td>
                <td className={number}>{a.booked}</td>
                <td className={`${number} font-semibold text-brand-700`}>{a.left}</td>
                <td className={cell}>
                  <NextVisit visit={a.nextVisit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Tus sesiones por área" className="space-y-3 md:hidden">
        {areas.map((a) => (
          <li key={a.entitlementId} className="rounded-card border border-brand-100 bg-white p-4">
            <h3 className="font-semibold text-slate-900">
              <AreaName area={a} />
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-slate-600">Sucursal</dt>
              <dd>{a.storeName ?? "—"}</dd>
              <dt className="text-slate-600">Usadas</dt>
              <dd className="tabular-nums">{a.used}</dd>
              <dt className="text-slate-600">Reservadas</dt>
              <dd className="tabular-nums">{a.booked}</dd>
              <dt className="text-slate-600">Disponibles</dt>
              <dd className="font-semibold text-brand-700 tabular-nums">{a.left}</dd>
              <dt className="text-slate-600">Próximo turno</dt>
              <dd>
                <NextVisit visit={a.nextVisit} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'Tus próximos turnos': each visit to come, its day and time a link to its page. */
export function UpcomingVisits({ visits }: { visits: readonly VisitView[] }) {
  if (visits.length === 0) return <p className="text-slate-600">No tenés turnos reservados.</p>;
  return (
    <ul className="space-y-3">
      {visits.map((v) => (
        <li key={v.id} className="rounded-card border border-brand-100 bg-white p-4">
          <Link to={visitPath(v.id)} className="font-semibold text-brand-700 underline">
            <time dateTime={new Date(v.startsAt).toISOString()}>{formatVisitTime(v.startsAt)}</time>
          </Link>
          <p className="mt-1 text-sm text-slate-700">
            {[v.place?.name, v.areas.map((a) => a.title).join(", ")].filter(Boolean).join(" · ")}
          </p>
        </li>
      ))}
    </ul>
  );
}
