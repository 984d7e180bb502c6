import { Link } from "react-router";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/my-account._index";
import { ACCOUNT_PAGES } from "#domain/accounts/messages.ts";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_PAGES.dashboard });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  return { name: account.name, email: account.email };
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

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
        {ACCOUNT_MESSAGES.greeting(loaderData.name)}
      </h1>
      <p className="mt-1 text-slate-600">Sesión iniciada como {loaderData.email}.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-2xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-500"
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
