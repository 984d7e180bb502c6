import { Link } from "react-router";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { BOOK_PATH } from "#domain/booking/how-to-book.ts";
import { SessionsTable, UpcomingVisits } from "#app/features/booking/sessions-overview.tsx";
import { NextSessionOffers } from "#app/features/booking/next-session-offer.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/my-account._index";
import { ACCOUNT_PAGES } from "#domain/accounts/messages.ts";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_PAGES.dashboard });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  let sessions: Awaited<ReturnType<typeof context.services.booking.sessions>> = [];
  let visits: Awaited<ReturnType<typeof context.services.booking.upcoming>> = [];
  let next: Awaited<ReturnType<typeof context.services.nextSessions.offers>> = [];
  try {
    [sessions, visits, next] = await Promise.all([
      context.services.booking.sessions(account.id),
      context.services.booking.upcoming(account.id),
      context.services.nextSessions.offers(account.id),
    ]);
  } catch (err) {
    // SPEC.md §8: a failed list shows as empty.
    context.log.error({ err }, "sessions and visits could not be read");
  }
  return { name: account.name, email: account.email, sessions, visits, next, now: Date.now() };
}

const CARDS = [
  {
    to: "/my-account/profile",
    title: ACCOUNT_PAGES.profile,
    text: "Tu nombre, documento, celular y suscripciones.",
  },
  {
    to: "/my-account/order/products",
    title: ACCOUNT_PAGES.items,
    text: "Las áreas que compraste y sus sesiones.",
  },
  {
    to: "/my-account/order/payments",
    title: ACCOUNT_PAGES.payments,
    text: "Tus compras y el estado de cada pago.",
  },
  {
    to: "/my-account/maintenance",
    title: ACCOUNT_PAGES.maintenance,
    text: "Cómo cuidar los resultados de tu tratamiento.",
  },
  {
    to: "/account-password",
    title: ACCOUNT_PAGES.password,
    text: "Elegí una contraseña nueva para tu cuenta.",
  },
  { to: "/areas", title: "Comprar áreas", text: "Conocé las áreas y sumalas a tu compra." },
] as const;

/** Her sessions per area, the 'Reservar turno' link while some are left, and her visits to come. */
function Treatment({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { sessions, visits } = loaderData;
  const canBook = sessions.some((a) => a.left > 0);
  return (
    <>
      <NextSessionOffers offers={loaderData.next} now={loaderData.now} />
      <section aria-labelledby="sessions-title" className="mt-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="sessions-title" className="text-xl font-semibold text-slate-900">
            Tus sesiones
          </h2>
          {canBook ? (
            <Link to={BOOK_PATH} className="btn btn-primary w-full sm:w-auto">
              Reservar turno
            </Link>
          ) : null}
        </div>
        <div className="mt-4">
          {sessions.length > 0 ? (
            <SessionsTable areas={sessions} />
          ) : (
            <p className="text-slate-600">
              Todavía no tenés sesiones. Cuando compres áreas, vas a poder reservar tus turnos desde acá.
            </p>
          )}
        </div>
      </section>
      {sessions.length > 0 || visits.length > 0 ? (
        <section aria-labelledby="visits-title" className="mt-8">
          <h2 id="visits-title" className="text-xl font-semibold text-slate-900">
            Tus próximos turnos
          </h2>
          <div className="mt-4">
            <UpcomingVisits visits={visits} />
          </div>
        </section>
      ) : null}
    </>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
        {ACCOUNT_MESSAGES.greeting(loaderData.name)}
      </h1>
      <p className="mt-1 text-slate-600">Sesión iniciada como {loaderData.email}.</p>
      <Treatment loaderData={loaderData} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-card border border-brand-100 bg-white p-5 shadow-card hover:border-brand-500"
            >
              <h2 className="text-lg font-semibold text-brand-700">{card.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
