import { Link, useLocation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { BookingForm } from "#app/features/booking/booking-form.tsx";
import { confirm, lookUp, ownVisit, reviewMove } from "#app/features/booking/booking-page.server.ts";
import { CONFIRMED } from "#app/features/booking/review-panel.tsx";
import { LateNotice } from "#app/features/booking/late-notice.tsx";
import { MoveReview } from "#app/features/booking/move-review.tsx";
import { BOOKING_PAGE as P } from "#app/features/booking/messages.ts";
import { BOOKING_MESSAGES as M } from "#domain/booking/messages.ts";
import { visitPath } from "#app/features/booking/sessions-overview.tsx";
import { VisitDetails } from "#app/features/booking/visit-details.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/my-account.turnos.$id.cambiar";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: P.moveTitle });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const visit = await ownVisit(context, account.id, params.id);
  const form = visit.canChange ? await lookUp(context, account.id, request, "move", visit.id) : null;
  return { visit, form };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const account = requireAccount(context, request);
  const visit = await ownVisit(context, account.id, params.id);
  const form = await readFormData(request.clone());
  if (form.get(CONFIRMED.name) === CONFIRMED.value)
    return confirm(context, account.id, request, "move", visit.id);
  return reviewMove(context, account.id, form, visit.id);
}

/**
 * 'Cambiar turno': the same form as booking, the areas kept; 'Confirmar cambio' shows the current and the new
 * time, and its 'Sí, cambiar turno' moves the visit.
 */
export default function MoveVisit({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { visit } = loaderData;
  const review = actionData && "review" in actionData ? actionData.review : null;
  const state = (actionData && "form" in actionData ? actionData.form : null) ?? loaderData.form;
  return (
    <section aria-labelledby="move-title" className="flex flex-col gap-6">
      <div>
        <h1 id="move-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
          {P.moveTitle}
        </h1>
        {state && !review ? <p className="mt-1 text-slate-700">{P.moveIntro}</p> : null}
      </div>
      <section
        aria-labelledby="current-title"
        className="rounded-card border border-brand-100 bg-white p-5 md:p-6"
      >
        <h2 id="current-title" className="mb-3 text-lg font-semibold text-slate-900">
          Tu turno actual
        </h2>
        <VisitDetails visit={visit} />
      </section>
      {review && state ? (
        <MoveReview visit={visit} review={review} />
      ) : state ? (
        <BookingForm
          key={location.key}
          mode="move"
          state={state}
          fixedAreas={visit.areas.map((a) => a.title)}
        />
      ) : visit.status === "booked" ? (
        <LateNotice visit={visit} />
      ) : (
        <Alert tone="warning">{M.notBooked}</Alert>
      )}
      <Link to={visitPath(visit.id)} className="self-start font-medium text-brand-700 underline">
        {P.backToVisit}
      </Link>
    </section>
  );
}
