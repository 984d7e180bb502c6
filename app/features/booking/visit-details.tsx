import { VISIT_STATUS_NAMES } from "#domain/booking/visits.ts";
import { formatVisitTime } from "#domain/dates.ts";
import type { VisitDetail } from "#domain/booking/views.ts";
import { telHref } from "#app/lib/paths.ts";

export type VisitView = Omit<VisitDetail, "startsAt" | "endsAt"> & {
  startsAt: Date | string;
  endsAt: Date | string;
};

/** A visit's status, day and time, branch (address and phone) and areas. */
export function VisitDetails({ visit }: { visit: VisitView }) {
  const { place } = visit;
  return (
    <dl className="grid grid-cols-1 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-3 [&>dd]:mb-2 [&>dd]:text-slate-900 sm:[&>dd]:mb-0 [&>dt]:text-sm [&>dt]:font-medium [&>dt]:text-slate-600 sm:[&>dt]:pt-0.5">
      <dt>Estado</dt>
      <dd>{VISIT_STATUS_NAMES[visit.status]}</dd>
      <dt>Día y hora</dt>
      <dd className="font-semibold">
        <time dateTime={new Date(visit.startsAt).toISOString()}>{formatVisitTime(visit.startsAt)}</time>
      </dd>
      {place ? (
        <>
          <dt>Sucursal</dt>
          <dd>{place.name}</dd>
          <dt>Dirección</dt>
          <dd>{place.address}</dd>
          {place.phone ? (
            <>
              <dt>Teléfono</dt>
              <dd>
                <a href={telHref(place.phone)} className="font-medium text-brand-700 underline">
                  {place.phone}
                </a>
              </dd>
            </>
          ) : null}
        </>
      ) : null}
      <dt>Áreas</dt>
      <dd>{visit.areas.map((a) => a.title).join(", ")}</dd>
    </dl>
  );
}
