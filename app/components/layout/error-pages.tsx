import { Link } from "react-router";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { PATHS } from "#app/lib/paths.ts";

/** The Spanish 404 page, inside the main layout. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>Página no encontrada</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold text-brand-700">Página no encontrada</h1>
      <p className="mt-4 text-slate-700">{GENERIC_MESSAGES.noResult}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={PATHS.home} className="btn btn-primary">
          Volver al inicio
        </Link>
        <Link to={PATHS.areas} className="btn btn-secondary">
          Ver áreas
        </Link>
      </div>
    </div>
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
