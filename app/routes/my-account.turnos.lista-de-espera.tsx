import { Link, redirect } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { joinOrLeave } from "#app/features/booking/waitlist-page.server.ts";
import { BOOKING_PAGE as P } from "#app/features/booking/messages.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { BOOK_PATH } from "#domain/booking/how-to-book.ts";
import { WAITLIST_MESSAGES as M } from "#domain/booking/waitlist.ts";
import type { Route } from "./+types/my-account.turnos.lista-de-espera";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: M.yoursTitle });
}

/** Her waiting list is shown on the booking page. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAccount(context, request);
  throw redirect(BOOK_PATH);
}

/** Joins the list for the booking page's full day (or leaves an entry), and goes back to the booking page. */
export async function action({ context, request }: Route.ActionArgs) {
  const account = requireAccount(context, request);
  return joinOrLeave(context, account.id, await readFormData(request));
}

/** Shown only when the post itself was unreadable: the message and the way back. */
export default function WaitlistAnswer({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="waitlist-title" className="flex flex-col gap-4">
      <h1 id="waitlist-title" className="text-2xl font-bold text-slate-900">
        {M.yoursTitle}
      </h1>
      <Alert tone="error">{actionData?.error ?? M.notFound}</Alert>
      <Link to={BOOK_PATH} className="self-start font-medium text-brand-700 underline">
        {P.book}
      </Link>
    </section>
  );
}
