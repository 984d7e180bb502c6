import { data, Form, Link, redirect } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { ownVisit } from "#app/features/booking/booking-page.server.ts";
import { CancelReview } from "#app/features/booking/cancel-review.tsx";
import { BusyButton, CONFIRMED } from "#app/features/booking/review-panel.tsx";
import { deadlineOf, LateNotice } from "#app/features/booking/late-notice.tsx";
import { BOOKING_PAGE as P } from "#app/features/booking/messages.ts";
import { BOOK_PATH } from "#domain/booking/how-to-book.ts";
import { visitPath } from "#app/features/booking/sessions-overview.tsx";
import { VisitDetails, type VisitView } from "#app/features/booking/visit-details.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/my-account.turnos.$id";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: P.visitTitle });
}

/** What the page was opened after: 'estado=confirmado' (booked), 'cambiado' (moved) or 'cancelado'. */
const AFTER = ["confirmado", "cambiado", "cancelado"] as const;
type After = (typeof AFTER)[number];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const visit = await ownVisit(context, account.id, params.id);
  const search = new URL(request.url).searchParams;
  const after = AFTER.find((a) => a === search.get("estado")) ?? null;
  // '?confirmar=cancelar' opens the review that 'Cancelar turno' shows.
  const reviewing = search.get("confirmar") === "cancelar" && visit.canChange;
  return { visit, after, reviewing };
}

/**
 * 'Cancelar turno' first answers the review; only its 'Sí, cancelar turno' (the confirmation field) cancels,
 * within the rules, and the visit's sessions can be booked again. Past the cut-off the service refuses.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const account = requireAccount(context, request);
  const visit = await ownVisit(context, account.id, params.id);
  const form = await readFormData(request);
  if (form.get(CONFIRMED.name) !== CONFIRMED.value && visit.canChange) return { review: true };
  const outcome = await context.services.booking.cancel({ accountId: account.id, visitId: visit.id });
  if (outcome.ok) throw redirect(`${visitPath(visit.id)}?estado=cancelado`);
  return data({ error: outcome.message }, { status: 409 });
}

function headingOf(visit: VisitView, after: After | null): string {
  if (visit.status === "cancelled") return P.cancelled;
  if (visit.status === "booked" && after === "confirmado") return P.confirmed;
  if (visit.status === "booked" && after === "cambiado") return P.moved;
  return P.visitTitle;
}

function Changes({ visit, error }: { visit: VisitView; error?: string }) {
  if (visit.status !== "booked") return null;
  if (!visit.canChange) {
    return (
      <>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <LateNotice visit={visit} />
      </>
    );
  }
  return (
    <section aria-labelledby="changes-title" className="flex flex-col gap-3">
      <h2 id="changes-title" className="sr-only">
        Cambios
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className="text-slate-700">{P.changeUntilOpen(deadlineOf(visit))}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Link to={`${visitPath(visit.id)}/cambiar`} className="btn btn-primary">
          {P.change}
        </Link>
        <Form method="post">
          <BusyButton
            name="intent"
            value="cancel"
            aria-describedby="cancel-hint"
            className="btn w-full border-2 border-red-700 bg-white text-red-700 hover:bg-red-50 sm:w-auto"
          >
            {P.cancel}
          </BusyButton>
        </Form>
      </div>
      <p id="cancel-hint" className="text-sm text-slate-600">
        {P.cancelHint}
      </p>
    </section>
  );
}

/** A visit of hers: when, where and which areas; while the rules allow, 'Cambiar turno' and 'Cancelar turno'. */
export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  const { visit, after } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const reviewing =
    visit.status === "booked" &&
    visit.canChange &&
    (loaderData.reviewing || (actionData && "review" in actionData));
  const heading = headingOf(visit, after);
  const news =
    heading === P.confirmed || heading === P.moved
      ? P.mailSent
      : heading === P.cancelled
        ? P.sessionsBack
        : null;
  return (
    <section aria-labelledby="visit-title" className="flex flex-col gap-6">
      <div>
        <h1 id="visit-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
          {heading}
        </h1>
        {news ? <p className="mt-1 text-slate-700">{news}</p> : null}
      </div>
      <div
        className={`rounded-card border bg-white p-5 md:p-6 ${heading === P.confirmed || heading === P.moved ? "border-emerald-300" : "border-brand-100"}`}
      >
        <VisitDetails visit={visit} />
      </div>
      {reviewing ? <CancelReview visit={visit} error={error} /> : <Changes visit={visit} error={error} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        {visit.status === "cancelled" ? (
          <Link to={BOOK_PATH} className="btn btn-primary">
            {P.book}
          </Link>
        ) : null}
        <Link to={PATHS.dashboard} className="font-medium text-brand-700 underline">
          {P.back}
        </Link>
      </div>
    </section>
  );
}
