/**
 * 'Avisame si se libera' under a full day's 'No hay horarios libres ese día': the days that suit her and the
 * button, or, once she is on the list, that she is. Its fields belong to a form of their own beside the booking
 * form (the `form` attribute), which posts to the waiting list's route.
 */
import { Form, useSearchParams } from "react-router";
import { formatLocalLongDate } from "#domain/booking/local-time.ts";
import {
  areasKey,
  isWaitlistRefusal,
  waitlistRanges,
  waitsOn,
  WAITLIST_MESSAGES as M,
  WAITLIST_REFUSALS,
  type WaitlistEntryView,
} from "#domain/booking/waitlist.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { inputClass } from "#app/features/account/form-fields.tsx";
import { useFormBusy } from "#app/features/account/use-form-busy.ts";

export const WAITLIST_FORM_ID = "lista-de-espera";
export const WAITLIST_ACTION = "/my-account/turnos/lista-de-espera";

/** The form the panel's fields post with, outside the booking form (forms do not nest). */
export function WaitlistJoinForm() {
  return <Form id={WAITLIST_FORM_ID} method="post" action={WAITLIST_ACTION} className="hidden" />;
}

export function WaitlistJoin({
  day,
  lastDay,
  storeId,
  entitlementIds,
  entries,
}: {
  day: string;
  /** The last day that can be booked. */
  lastDay: string;
  storeId: string;
  entitlementIds: string[];
  entries: WaitlistEntryView[];
}) {
  const [params] = useSearchParams();
  const busy = useFormBusy();
  const answer = params.get("espera");
  const key = areasKey(entitlementIds).join();
  const waiting = entries.find(
    (e) => e.storeId === storeId && waitsOn(e, day) && areasKey(e.entitlementIds).join() === key,
  );
  if (waiting) {
    const joinedNow = answer === "anotada";
    return (
      <Alert tone="success" className="mt-4">
        {joinedNow ? M.joined(waiting.firstDay, waiting.lastDay) : M.waitingHere}
      </Alert>
    );
  }
  const refused = isWaitlistRefusal(answer) ? WAITLIST_REFUSALS[answer] : null;
  const f = WAITLIST_FORM_ID;
  return (
    <section
      aria-labelledby="waitlist-title"
      className="mt-4 rounded-card border border-brand-100 bg-white p-5"
    >
      <h2 id="waitlist-title" className="text-lg font-semibold text-slate-900">
        ¿Querés que te avisemos?
      </h2>
      <p className="mt-1 text-slate-700">{M.intro}</p>
      {refused ? (
        <Alert tone="error" className="mt-3">
          {refused}
        </Alert>
      ) : null}
      {entitlementIds.map((id) => (
        <input key={id} type="hidden" name="area" value={id} form={f} />
      ))}
      <input type="hidden" name="store" value={storeId} form={f} />
      <input type="hidden" name="day" value={day} form={f} />
      <label htmlFor="waitlist-until" className="mt-4 mb-1 block text-sm font-medium text-slate-800">
        {M.rangeLabel}
      </label>
      <select id="waitlist-until" name="hasta" form={f} className={inputClass} defaultValue={day}>
        {waitlistRanges(day, lastDay).map((last) => (
          <option key={last} value={last}>
            {M.range(day, last)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        form={f}
        disabled={busy}
        aria-busy={busy || undefined}
        className="btn btn-primary mt-4 w-full sm:w-auto"
        aria-describedby="waitlist-day"
      >
        {M.join}
      </button>
      <span id="waitlist-day" className="sr-only">
        {formatLocalLongDate(day)}
      </span>
    </section>
  );
}
