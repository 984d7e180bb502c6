import { Link } from "react-router";
import { localDateOf } from "#domain/booking/local-time.ts";
import type { NextSessionOffer } from "#domain/booking/next-session.ts";
import { NEXT_SESSION as M } from "#domain/booking/next-session-messages.ts";
import { formatVisitTime } from "#domain/dates.ts";

function Offer({ offer, today }: { offer: NextSessionOffer; today: string }) {
  const areas = offer.areas.map((a) => a.title);
  return (
    <li className="rounded-card border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <p className="text-slate-800">
        {offer.window.to < today
          ? M.passed(areas, offer.window.to)
          : M.window(areas, offer.window.from, offer.window.to)}{" "}
        {offer.storeName ? M.atStore(offer.storeName) : null}
      </p>
      {offer.times.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-700">{M.firstTimes}</h3>
          <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {offer.times.map((t) => (
              <li key={t.slot}>
                <Link
                  to={t.bookPath}
                  className="flex min-h-11 items-center rounded-lg border border-brand-200 bg-white px-3 font-medium text-brand-700 hover:border-brand-500"
                >
                  <time dateTime={t.slot}>{formatVisitTime(t.slot)}</time>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{M.noTimes}</p>
      )}
      <Link to={offer.bookPath} className="btn btn-primary mt-4 w-full sm:w-auto">
        {M.book}
      </Link>
    </li>
  );
}

/** 'Tu próxima sesión': per area due for one, its window, the first free times and 'Reservar tu próxima sesión'. */
export function NextSessionOffers({ offers, now }: { offers: readonly NextSessionOffer[]; now: number }) {
  if (offers.length === 0) return null;
  const today = localDateOf(now);
  return (
    <section aria-labelledby="next-session-title" className="mt-8">
      <h2 id="next-session-title" className="text-xl font-semibold text-slate-900">
        {M.title}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {offers.map((offer) => (
          <Offer key={`${offer.visitId}-${offer.window.from}-${offer.storeId}`} offer={offer} today={today} />
        ))}
      </ul>
    </section>
  );
}
