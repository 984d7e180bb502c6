import { Alert } from "#app/components/ui/alert.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { telHref } from "#app/lib/paths.ts";
import { changeDeadline } from "#domain/booking/rules.ts";
import { BOOKING_PAGE as P } from "./messages.ts";
import type { VisitView } from "./visit-details.tsx";

/** Until when a visit could be moved or cancelled online: its start less the rules' cut-off. */
export const deadlineOf = (visit: VisitView) =>
  new Date(changeDeadline(new Date(visit.startsAt).getTime(), visit));

/** A visit past the cut-off: until when it could be changed online, and how to reach its branch instead. */
export function LateNotice({ visit }: { visit: VisitView }) {
  const { place } = visit;
  return (
    <Alert tone="info">
      <p>{P.changeUntil(deadlineOf(visit), visit.changeCutoffHours)}</p>
      {place ? (
        <>
          <p className="mt-2">{P.callBranch(place.name)}</p>
          {place.phone ? (
            <a
              href={telHref(place.phone)}
              className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
            >
              <Icon name="phone" size={18} />
              {P.callAt(place.phone)}
            </a>
          ) : (
            <p className="mt-1">{place.address}</p>
          )}
        </>
      ) : null}
    </Alert>
  );
}
