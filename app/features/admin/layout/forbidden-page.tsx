import { Link } from "react-router";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";

/** The 403 page of the back office, in Spanish. */
export function ForbiddenPage() {
  return (
    <div className="mx-auto max-w-2xl py-16 text-center">
      <title>{`${STAFF_MESSAGES.forbiddenTitle} | Panel Candela`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold text-brand-700">{STAFF_MESSAGES.forbiddenTitle}</h1>
      <p className="mt-4 text-slate-700">{STAFF_MESSAGES.forbidden}</p>
      <Link to={ADMIN_PAGES.dashboard.path} className="btn btn-primary mt-8">
        Volver al inicio del panel
      </Link>
    </div>
  );
}
