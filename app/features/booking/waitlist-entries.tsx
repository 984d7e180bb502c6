/** 'Tu lista de espera' on the booking page: the days she waits for, each left with one press. */
import { Form, useLocation, useSearchParams } from "react-router";
import { WAITLIST_MESSAGES as M, type WaitlistEntryView } from "#domain/booking/waitlist.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { useFormBusy } from "#app/features/account/use-form-busy.ts";
import { WAITLIST_ACTION } from "./waitlist-join.tsx";

export function WaitlistEntries({ entries }: { entries: WaitlistEntryView[] }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const busy = useFormBusy();
  const left = params.get("espera") === "salida";
  if (entries.length === 0 && !left) return null;
  const back = new URLSearchParams(location.search);
  back.delete("espera");
  back.delete("hasta");
  return (
    <section
      aria-labelledby="waitlist-entries"
      className="rounded-card border border-brand-100 bg-white p-5 md:p-6"
    >
      <h2 id="waitlist-entries" className="text-lg font-semibold text-slate-900">
        {M.yoursTitle}
      </h2>
      {left ? (
        <Alert tone="success" className="mt-3">
          {M.left}
        </Alert>
      ) : null}
      <ul className="mt-3 flex flex-col gap-3">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium text-slate-900">
                {M.yoursItem(entry.storeName, entry.firstDay, entry.lastDay)}
              </p>
              <p className="text-sm text-slate-600">{entry.areas.join(", ")}</p>
            </div>
            <Form method="post" action={WAITLIST_ACTION}>
              <input type="hidden" name="intent" value="leave" />
              <input type="hidden" name="id" value={entry.id} />
              <input type="hidden" name="volver" value={`${location.pathname}?${back.toString()}`} />
              <button
                type="submit"
                disabled={busy}
                className="btn btn-secondary w-full sm:w-auto"
                aria-label={`${M.leave}: ${M.yoursItem(entry.storeName, entry.firstDay, entry.lastDay)}`}
              >
                {M.leave}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
