import { Link, useRouteLoaderData } from "react-router";
import { pageTitle } from "#domain/page-title.ts";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { PATHS } from "#app/lib/paths.ts";

const NOT_FOUND_TITLE = "Página no encontrada";

/** Where a visitor who followed a dead link most likely wanted to go. */
const WAYS_ON = [
  { to: PATHS.areas, label: "Áreas y precios", hint: "Elegí las zonas que querés tratar." },
  { to: PATHS.promotions, label: "Promociones", hint: "Las ofertas de este mes." },
  { to: PATHS.stores, label: "Sucursales", hint: "Encontrá la más cercana." },
  { to: PATHS.blog, label: "Blog", hint: "Cuidados antes y después de cada sesión." },
  { to: PATHS.contact, label: "Contacto", hint: "Escribinos y te respondemos." },
] as const;

/**
 * The Spanish 404 page, inside the shop's layout, with the ways on that most visitors look for; in the back
 * office, only the way back to its start.
 */
export function NotFoundPage({ backOffice = false }: { backOffice?: boolean }) {
  const root = useRouteLoaderData<{ client?: { title?: string } }>("root");
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <title>{pageTitle(root?.client?.title ?? "", NOT_FOUND_TITLE)}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-semibold text-brand-700 sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg text-slate-700">
        La dirección que abriste no existe o cambió.
        {backOffice ? null : " Estos caminos te llevan a lo que más se busca:"}
      </p>
      {backOffice ? null : <WaysOn />}
      <Link to={backOffice ? "/admin" : PATHS.home} className="btn btn-primary mt-8">
        {backOffice ? "Volver al panel" : "Volver al inicio"}
      </Link>
    </div>
  );
}

function WaysOn() {
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-2">
      {WAYS_ON.map((way) => (
        <li key={way.to}>
          <Link
            to={way.to}
            className="block rounded-card border border-brand-100 bg-white p-4 shadow-card transition hover:border-brand-500"
          >
            <span className="block font-semibold text-brand-700">{way.label}</span>
            <span className="mt-1 block text-sm text-slate-600">{way.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ServerErrorPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{GENERIC_MESSAGES.internalError}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold text-brand-700">{GENERIC_MESSAGES.internalError}</h1>
      <p className="mt-4 text-slate-700">Por favor, intentá nuevamente en unos minutos.</p>
      <a href={PATHS.home} className="btn btn-primary mt-8">
        Volver al inicio
      </a>
    </div>
  );
}
