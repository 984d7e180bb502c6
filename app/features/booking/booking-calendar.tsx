/**
 * 'Próximos horarios libres' and the month calendar of the booking page: links that keep the chosen areas and
 * branch in the address (`?mes=YYYY-MM&dia=YYYY-MM-DD`), so both work without scripts.
 */
import { Link } from "react-router";
import type { CalendarDay, MonthView } from "#domain/booking/month.ts";
import { addDays, instantAt, localDateOf, slotIso, weekdayOf } from "#domain/booking/local-time.ts";
import { formatTime } from "#domain/dates.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import { BOOKING_PAGE as P } from "./messages.ts";

const card = "rounded-card border border-brand-100 bg-white p-5 md:p-6";

const monthName = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  month: "long",
  year: "numeric",
});
const weekdayShort = new Intl.DateTimeFormat("es-AR", { timeZone: SHOP_TIME_ZONE, weekday: "short" });
const weekdayLong = new Intl.DateTimeFormat("es-AR", { timeZone: SHOP_TIME_ZONE, weekday: "long" });
const dayLong = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const dayShort = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
});

const noon = (day: string) => instantAt(day, "12:00");
/** A Monday: the calendar's weeks start on Mondays. */
const MONDAY = "2026-11-30";
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => noon(addDays(MONDAY, i)));

/** How each kind of day looks; the legend shows the same marks. */
const MARKS: Record<CalendarDay["state"], string> = {
  free: "border border-brand-200 bg-brand-50",
  full: "border border-dashed border-slate-400",
  closed: "line-through",
  out: "",
};

/** The address of the calendar with the same areas and branch. */
export interface CalendarChoice {
  areas: string[];
  store: string;
}

function search(choice: CalendarChoice, month: string, day?: string, slot?: string): string {
  const params = new URLSearchParams();
  for (const area of choice.areas) params.append("area", area);
  params.set("store", choice.store);
  params.set("mes", month);
  if (day) params.set("dia", day);
  if (slot) params.set("slot", slot);
  return `?${params.toString()}`;
}

const why = (day: CalendarDay) =>
  day.state === "free"
    ? P.freeCount(day.times)
    : day.state === "closed"
      ? P.closed
      : day.state === "full"
        ? P.full
        : P.outOfRange;

/** 'Próximos horarios libres': the first free time of each of the next days that have one. */
export function NextFreeTimes({ view, choice }: { view: MonthView; choice: CalendarChoice }) {
  if (view.suggestions.length === 0) return null;
  return (
    <section aria-labelledby="next-free-times" className={card}>
      <h2 id="next-free-times" className="text-lg font-semibold text-slate-900">
        {P.nextTimes}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {view.suggestions.map((start) => {
          const day = localDateOf(start);
          return (
            <li key={start}>
              <Link
                to={search(choice, day.slice(0, 7), day, slotIso(start))}
                preventScrollReset
                className="flex min-h-11 flex-col items-center justify-center rounded-xl border border-brand-300 bg-brand-50 px-2 py-2 text-center font-medium text-brand-900 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                <span className="text-sm first-letter:uppercase">{dayShort.format(noon(day))}</span>
                <span className="text-lg font-semibold tabular-nums">{formatTime(start)} h</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The month as a table, Monday to Sunday; the days with free times are links, the others say why they have none. */
export function MonthCalendar({
  view,
  choice,
  chosenDay,
}: {
  view: MonthView;
  choice: CalendarChoice;
  chosenDay: string | null;
}) {
  const lead = (weekdayOf(view.days[0]!.day) + 6) % 7;
  const cells: (CalendarDay | null)[] = [...Array.from({ length: lead }, () => null), ...view.days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const title = monthName.format(noon(view.days[0]!.day));
  const anyFree = view.days.some((d) => d.state === "free");
  const nav = "flex size-11 items-center justify-center rounded-full text-xl";
  return (
    <section aria-labelledby="calendar-title" className={card}>
      <div className="flex items-center justify-between gap-2">
        {view.previous ? (
          <Link
            to={search(choice, view.previous)}
            preventScrollReset
            aria-label={P.previousMonth}
            className={`${nav} text-brand-700 hover:bg-brand-50`}
          >
            ‹
          </Link>
        ) : (
          <span aria-hidden="true" className={`${nav} text-slate-300`}>
            ‹
          </span>
        )}
        <h2 id="calendar-title" className="text-lg font-semibold text-slate-900 first-letter:uppercase">
          {title}
        </h2>
        {view.next ? (
          <Link
            to={search(choice, view.next)}
            preventScrollReset
            aria-label={P.nextMonth}
            className={`${nav} text-brand-700 hover:bg-brand-50`}
          >
            ›
          </Link>
        ) : (
          <span aria-hidden="true" className={`${nav} text-slate-300`}>
            ›
          </span>
        )}
      </div>
      <table
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
        aria-describedby="calendar-legend"
      >
        <caption className="sr-only">{P.calendarCaption(title)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((instant) => (
              <th
                key={instant}
                scope="col"
                abbr={weekdayLong.format(instant)}
                className="pb-1 text-xs font-medium text-slate-600"
              >
                {weekdayShort.format(instant).replace(".", "")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)!.day}>
              {week.map((day, i) => (
                <td key={day?.day ?? `blank-${i}`} className="p-0 text-center">
                  {day ? <DayCell day={day} choice={choice} chosen={day.day === chosenDay} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {anyFree ? null : <p className="mt-3 text-sm font-medium text-slate-800">{P.noFreeDays}</p>}
      <ul id="calendar-legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-4 rounded ${MARKS.free}`} />
          {P.freeDays}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-4 rounded ${MARKS.full}`} />
          {P.full}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`w-4 text-center leading-none ${MARKS.closed}`}>
            7
          </span>
          {P.closed}
        </li>
      </ul>
    </section>
  );
}

function DayCell({ day, choice, chosen }: { day: CalendarDay; choice: CalendarChoice; chosen: boolean }) {
  const number = Number(day.day.slice(8));
  const name = `${dayLong.format(noon(day.day))}: ${why(day)}`;
  const box =
    "mx-auto flex h-12 w-full max-w-14 flex-col items-center justify-center rounded-xl tabular-nums";
  // A full day is a link too: its page offers 'Avisame si se libera'.
  if (day.state !== "free" && day.state !== "full") {
    return (
      <span className={`${box} text-slate-600 ${MARKS[day.state]}`}>
        <span aria-hidden="true">{number}</span>
        <span className="sr-only">{name}</span>
      </span>
    );
  }
  return (
    <Link
      to={search(choice, day.day.slice(0, 7), day.day)}
      preventScrollReset
      aria-label={name}
      aria-current={chosen ? "date" : undefined}
      className={`${box} border font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none ${
        chosen
          ? "border-brand-700 bg-brand-700 text-white"
          : day.state === "full"
            ? `${MARKS.full} font-normal text-slate-600 hover:bg-slate-50`
            : "border-brand-200 bg-brand-50 text-brand-900 hover:bg-brand-100"
      }`}
    >
      {number}
      {day.state === "free" ? (
        <span
          aria-hidden="true"
          className={`size-1.5 rounded-full ${chosen ? "bg-white" : "bg-brand-600"}`}
        />
      ) : null}
    </Link>
  );
}
