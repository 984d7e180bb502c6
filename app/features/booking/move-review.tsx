import { Form, Link } from "react-router";
import { changeDeadline } from "#domain/booking/rules.ts";
import { parseSlot } from "#domain/booking/local-time.ts";
import { formatVisitTime } from "#domain/dates.ts";
import type { MoveReview as Review } from "./types.ts";
import { BOOKING_PAGE as P } from "./messages.ts";
import { BusyButton, CONFIRMED, ReviewActions, ReviewPanel } from "./review-panel.tsx";
import { visitPath } from "./sessions-overview.tsx";
import type { VisitView } from "./visit-details.tsx";

/** 'Confirmar cambio' pressed: the current time, the new one and its cut-off, and 'Sí, cambiar turno'. */
export function MoveReview({ visit, review }: { visit: VisitView; review: Review }) {
  const start = parseSlot(review.slot)!;
  const again = new URLSearchParams({ store: review.store, day: review.day });
  return (
    <ReviewPanel id="move-review-title" title={P.moveReviewTitle} className="border-brand-200 bg-brand-50">
      <dl className="grid grid-cols-1 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-2 [&>dd]:mb-2 sm:[&>dd]:mb-0 [&>dt]:text-sm [&>dt]:font-medium [&>dt]:text-slate-600">
        <dt>{P.moveFrom}</dt>
        <dd className="text-slate-700 line-through">
          {`${formatVisitTime(visit.startsAt)} en ${visit.place?.name ?? ""}`}
        </dd>
        <dt>{P.moveTo}</dt>
        <dd className="font-semibold text-slate-900">{`${formatVisitTime(start)} en ${review.storeName}`}</dd>
        <dt>Áreas</dt>
        <dd className="text-slate-900">{visit.areas.map((a) => a.title).join(", ")}</dd>
      </dl>
      <p className="text-slate-800">{P.newDeadline(new Date(changeDeadline(start, visit)))}</p>
      <ReviewActions>
        <Form method="post">
          <input type="hidden" name="store" value={review.store} />
          <input type="hidden" name="day" value={review.day} />
          <input type="hidden" name="slot" value={review.slot} />
          <input type="hidden" name={CONFIRMED.name} value={CONFIRMED.value} />
          <BusyButton className="btn btn-primary w-full sm:w-auto">{P.confirmMoveYes}</BusyButton>
        </Form>
        <Link to={`${visitPath(visit.id)}/cambiar?${again.toString()}`} className="btn btn-secondary">
          {P.pickAnother}
        </Link>
      </ReviewActions>
    </ReviewPanel>
  );
}
