import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type Submission,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Form, useNavigationType, useSearchParams } from "react-router";
import { bookingFormSchema, type BookingMode } from "#domain/booking/booking-form.ts";
import { formatTime } from "#domain/dates.ts";
import { areaTitle } from "#domain/purchases/area-sessions.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { inputClass } from "#app/features/account/form-fields.tsx";
import { useFormBusy } from "#app/features/account/use-form-busy.ts";
import type { BookingFormState, BookingFormValues } from "./types.ts";
import { MonthCalendar, NextFreeTimes } from "./booking-calendar.tsx";
import { BOOKING_PAGE as P } from "./messages.ts";
import { WaitlistJoin, WaitlistJoinForm } from "./waitlist-join.tsx";
import type { WaitlistEntryView } from "#domain/booking/waitlist.ts";

const card = "rounded-card border border-brand-100 bg-white p-5 md:p-6";
const labelClass = "mb-1 block text-sm font-medium text-slate-800";
const hintClass = "mt-1 text-sm text-slate-600";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  );
}

/** Joins aria-describedby ids, leaving out the missing ones. */
const describedBy = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(" ") || undefined;

/** 'Áreas de este turno': one checkbox per area with sessions left. */
function AreaChoice({
  meta,
  areas,
}: {
  meta: FieldMetadata<string[] | undefined>;
  areas: BookingFormState["choice"]["areas"];
}) {
  const boxes = getCollectionProps(meta, { type: "checkbox", options: areas.map((a) => a.id) });
  return (
    <fieldset aria-describedby={meta.descriptionId}>
      <legend className="text-lg font-semibold text-slate-900">{P.areas}</legend>
      <p id={meta.descriptionId} className={hintClass}>
        {P.areasHint}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {areas.map((area, i) => {
          const { key, ...props } = boxes[i]!;
          const leftId = `${props.id}-left`;
          return (
            <li key={key}>
              <div className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 has-checked:border-brand-500 has-checked:bg-brand-50">
                <input
                  {...props}
                  aria-describedby={describedBy(props["aria-describedby"], leftId)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={props.id} className="flex-1 font-medium text-slate-900">
                  {areaTitle(area)}
                </label>
                <span id={leftId} className="text-sm text-slate-600">
                  {area.left === 1 ? "1 sesión disponible" : `${area.left} sesiones disponibles`}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** The free times of the day as radio buttons ("10:30"), and the button that books the chosen one. */
function SlotChoice({
  meta,
  day,
  slots,
  durationMinutes,
  beside,
}: {
  meta: FieldMetadata<string | undefined>;
  day: string;
  slots: string[];
  durationMinutes: number;
  /** Beside the calendar, in half the width. */
  beside?: boolean;
}) {
  const radios = getCollectionProps(meta, { type: "radio", options: slots });
  return (
    <fieldset aria-describedby={meta.descriptionId}>
      <legend className="text-lg font-semibold text-slate-900">{P.slots(day)}</legend>
      <p id={meta.descriptionId} className={hintClass}>
        {P.duration(durationMinutes)}
      </p>
      <ul
        className={`mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 ${beside ? "lg:grid-cols-3 xl:grid-cols-4" : "lg:grid-cols-6"}`}
      >
        {slots.map((slot, i) => {
          const { key, ...props } = radios[i]!;
          return (
            <li key={key}>
              <label
                htmlFor={props.id}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 px-2 py-2 font-medium text-slate-900 tabular-nums has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-2"
              >
                <input {...props} className="size-4 shrink-0 accent-white" />
                {formatTime(slot)}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** 'Sucursal': the branches that take the chosen areas, hers first. */
function StoreChoice({
  meta,
  stores,
}: {
  meta: FieldMetadata<string | undefined>;
  stores: BookingFormState["choice"]["stores"];
}) {
  return (
    <div>
      <label htmlFor={meta.id} className={labelClass}>
        {P.store}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className={inputClass}>
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** 'Ver horarios': a GET of the form, which looks the free times up again for the areas and branch chosen. */
function LookButton({ busy }: { busy: boolean }) {
  return (
    <button
      type="submit"
      formMethod="get"
      formNoValidate
      disabled={busy}
      className="btn btn-secondary mt-5 w-full sm:w-auto"
    >
      {P.look}
    </button>
  );
}

/**
 * The booking form (and, with `mode="move"`, the one that moves a visit). Booking: the areas and the branch
 * ('Ver horarios', a GET of the same form, looks again), 'Próximos horarios libres' and the month's calendar, whose
 * links choose a day; moving: the branch and a date, then 'Ver horarios'. The chosen day's free times are radio
 * buttons and 'Confirmar turno' posts the chosen one. Without scripts it works the same: the page comes back with
 * the times, or with the messages.
 */
export function BookingForm({
  mode,
  state,
  fixedAreas,
  waitlist,
}: {
  mode: BookingMode;
  state: BookingFormState;
  /** Moving: the visit's areas, shown and kept. */
  fixedAreas?: string[];
  /** Booking: her waiting list, and a full day offers 'Avisame si se libera'. */
  waitlist?: WaitlistEntryView[];
}) {
  const { choice, looked } = state;
  const { calendar } = choice;
  const links = { areas: choice.entitlementIds, store: choice.storeId ?? "" };
  const [params] = useSearchParams();
  const busy = useFormBusy();
  const navigationType = useNavigationType();
  const [stale, setStale] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const [form, fields] = useForm<BookingFormValues>({
    id: mode === "book" ? "reservar-turno" : "cambiar-turno",
    lastResult: state.result ?? undefined,
    defaultValue: state.defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData, submitter }) => {
      const confirming = submitter instanceof HTMLButtonElement && submitter.formMethod !== "get";
      const schema = bookingFormSchema(confirming ? "confirm" : "look", mode);
      // Both schemas check the same fields; moving has no areas to check.
      return parseWithZod(formData, { schema }) as Submission<BookingFormValues>;
    },
  });

  // The answer of 'Ver horarios' gets the focus: it scrolls into view and a screen reader reads it.
  // On the calendar, only a day she chose herself: the page first opens on the suggestions.
  const chose = !calendar || params.has("dia") || params.has("day");
  useEffect(() => {
    if (looked && chose && navigationType !== "POP") results.current?.focus();
  }, [looked, chose, navigationType]);

  // A different area, branch or day makes the listed times stale until 'Ver horarios' is asked again.
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target: EventTarget = event.target;
    const name = target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : "";
    if (name === "area" || name === "store" || name === "day") setStale(true);
  };

  const showSlots = looked && !stale && choice.day !== null && choice.slots.length > 0;
  const full = calendar?.days.find((d) => d.day === choice.day)?.state === "full";
  return (
    <>
      <Form method="post" {...getFormProps(form)} onChange={onChange} className="flex flex-col gap-6">
        {mode === "book" ? (
          <div className={card}>
            <AreaChoice meta={fields.area} areas={choice.areas} />
          </div>
        ) : (
          <section aria-labelledby="fixed-areas" className={card}>
            <h2 id="fixed-areas" className="text-lg font-semibold text-slate-900">
              {P.areas}
            </h2>
            <p className="mt-1 text-slate-800">{fixedAreas?.join(", ")}</p>
          </section>
        )}

        {mode === "book" ? (
          <div className={card}>
            <StoreChoice meta={fields.store} stores={choice.stores} />
            <input {...getInputProps(fields.day, { type: "hidden" })} key={fields.day.key} />
            {calendar ? <input type="hidden" name="mes" value={calendar.month} /> : null}
            <FieldError id={fields.day.errorId} errors={fields.day.errors} />
            <LookButton busy={busy} />
          </div>
        ) : (
          <div className={card}>
            <div className="grid gap-4 sm:grid-cols-2">
              <StoreChoice meta={fields.store} stores={choice.stores} />
              <div>
                <label htmlFor={fields.day.id} className={labelClass}>
                  {P.day}
                </label>
                <input
                  {...getInputProps(fields.day, { type: "date", ariaDescribedBy: fields.day.descriptionId })}
                  key={fields.day.key}
                  min={choice.firstDay}
                  max={choice.lastDay}
                  className={inputClass}
                />
                <p id={fields.day.descriptionId} className={hintClass}>
                  {P.dayHint(choice.firstDay, choice.lastDay)}
                </p>
                <FieldError id={fields.day.errorId} errors={fields.day.errors} />
              </div>
            </div>
            <LookButton busy={busy} />
          </div>
        )}

        {calendar && !stale ? <NextFreeTimes view={calendar} choice={links} /> : null}

        <div
          className={calendar ? "grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]" : ""}
        >
          {calendar ? <MonthCalendar view={calendar} choice={links} chosenDay={choice.day} /> : null}
          <div ref={results} tabIndex={-1} className="outline-none">
            {stale && looked ? (
              <Alert tone="info">{P.stale}</Alert>
            ) : showSlots ? (
              <div className={`${card} flex flex-col gap-5`}>
                <SlotChoice
                  meta={fields.slot}
                  day={choice.day!}
                  slots={choice.slots}
                  durationMinutes={choice.durationMinutes}
                  beside={calendar !== null}
                />
                <button
                  type="submit"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  className="btn btn-primary w-full sm:w-auto sm:self-start"
                >
                  {mode === "book" ? P.confirmBook : P.confirmMove}
                </button>
              </div>
            ) : looked ? (
              <>
                <Alert tone="warning">{P.noSlots}</Alert>
                <FieldError id={fields.slot.errorId} errors={fields.slot.errors} />
                {waitlist && full && choice.storeId ? (
                  <WaitlistJoin
                    day={choice.day!}
                    lastDay={choice.lastDay}
                    storeId={choice.storeId}
                    entitlementIds={choice.entitlementIds}
                    entries={waitlist}
                  />
                ) : null}
              </>
            ) : calendar && !stale ? (
              <Alert tone="info">{P.pickDay}</Alert>
            ) : null}
          </div>
        </div>
      </Form>
      {waitlist ? <WaitlistJoinForm /> : null}
    </>
  );
}
