import { Link, useLocation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { BookingForm } from "#app/features/booking/booking-form.tsx";
import { EarlyNotices } from "#app/features/booking/next-session-notice.tsx";
import { confirm, lookUp } from "#app/features/booking/booking-page.server.ts";
import { WaitlistEntries } from "#app/features/booking/waitlist-entries.tsx";
import { BOOKING_PAGE as P } from "#app/features/booking/messages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/my-account.turnos.reservar";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: P.bookTitle });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const [state, waitlist] = await Promise.all([
    lookUp(context, account.id, request, "book"),
    context.services.waitlist.mine(account.id),
  ]);
  const { entitlementIds, day } = state.choice;
  return {
    ...state,
    waitlist,
    early: await context.services.nextSessions.early(account.id, entitlementIds, day),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const account = requireAccount(context, request);
  return confirm(context, account.id, request, "book");
}

/** 'Reservar turno': her areas and branch, the next free times and the month's calendar, the chosen day's times and 'Confirmar turno'. */
export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const state = actionData?.form ?? loaderData;
  const { choice } = state;
  return (
    <section aria-labelledby="book-title" className="flex flex-col gap-6">
      <div>
        <h1 id="book-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
          {P.bookTitle}
        </h1>
        {choice.areas.length > 0 && choice.stores.length > 0 ? (
          <p className="mt-1 text-slate-700">{P.bookIntro}</p>
        ) : null}
      </div>
      {choice.areas.length === 0 ? (
        <Alert tone="info">
          <p>{P.noAreasLeft}</p>
          <Link to={PATHS.areas} className="mt-2 inline-block font-semibold underline">
            Conocé las áreas
          </Link>
        </Alert>
      ) : choice.stores.length === 0 ? (
        <Alert tone="info">{P.noStores}</Alert>
      ) : (
        <>
          <EarlyNotices notices={loaderData.early} />
          {/* A new answer (times, messages) shows a fresh form with the values the server kept. */}
          <BookingForm key={location.key} mode="book" state={state} waitlist={loaderData.waitlist} />
        </>
      )}
      <WaitlistEntries entries={loaderData.waitlist} />
      <Link to={PATHS.dashboard} className="self-start font-medium text-brand-700 underline">
        {P.back}
      </Link>
    </section>
  );
}
