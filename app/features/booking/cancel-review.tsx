import { Form, Link } from "react-router";
import { sessionsHeldBy } from "#domain/booking/visits.ts";
import { deadlineOf } from "./late-notice.tsx";
import { BOOKING_PAGE as P } from "./messages.ts";
import { BusyButton, CONFIRMED, ReviewActions, ReviewPanel } from "./review-panel.tsx";
import { visitPath } from "./sessions-overview.tsx";
import type { VisitView } from "./visit-details.tsx";

/** 'Cancelar turno' pressed: what will be cancelled, what she gets back, and 'Sí, cancelar turno' or keep it. */
export function CancelReview({ visit, error }: { visit: VisitView; error?: string }) {
  const areas = visit.areas.map((a) => a.title);
  return (
    <ReviewPanel id="cancel-review-title" title={P.cancelReviewTitle} className="border-red-300 bg-red-50">
      {error ? <p className="font-medium text-red-800">{error}</p> : null}
      <p className="text-slate-900">{P.cancelReview(visit.startsAt, visit.place?.name ?? "", areas)}</p>
      <p className="text-slate-800">{P.sessionsGiven(sessionsHeldBy(visit), areas)}</p>
      <p className="text-slate-800">{P.changeUntilOpen(deadlineOf(visit))}</p>
      <p className="text-slate-800">{P.cannotUndo}</p>
      <ReviewActions>
        <Form method="post">
          <input type="hidden" name={CONFIRMED.name} value={CONFIRMED.value} />
          <BusyButton
            name="intent"
            value="cancel"
            className="btn w-full bg-red-700 text-white hover:bg-red-800 sm:w-auto"
          >
            {P.confirmCancel}
          </BusyButton>
        </Form>
        <Link to={visitPath(visit.id)} className="btn btn-secondary">
          {P.keep}
        </Link>
      </ReviewActions>
    </ReviewPanel>
  );
}
