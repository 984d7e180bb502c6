import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { useContext, useState } from "react";
import { parseDate, type CalendarDate } from "@internationalized/date";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from "react-aria-components";
import { MIN_DATE, isIsoDate, todayIso } from "#domain/accounts/dates.ts";
import { FieldError } from "./form-fields.tsx";

const toDate = (value: string | string[] | undefined): CalendarDate | null =>
  typeof value === "string" && isIsoDate(value) ? parseDate(value) : null;

/** Where the calendar opens when there is no date yet: a birthdate is decades back, not this month. */
const OPENS_YEARS_BACK = 30;

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  // es-AR writes month names in lower case ("noviembre").
  new Intl.DateTimeFormat("es-AR", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, i, 1))),
);

const selectClass =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** A month and a year to jump to, so a date decades back is two choices away rather than hundreds of clicks. */
function MonthYearChoice() {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const focused = state.focusedDate;
  const min = state.minValue ?? parseDate(MIN_DATE);
  const max = state.maxValue ?? parseDate(todayIso());
  const years = Array.from({ length: max.year - min.year + 1 }, (_, i) => max.year - i);
  return (
    <div className="mb-2 grid grid-cols-[1fr_auto] gap-2">
      <select
        aria-label="Mes"
        className={selectClass}
        value={focused.month}
        onChange={(e) => state.setFocusedDate(focused.set({ month: Number(e.currentTarget.value) }))}
      >
        {MONTHS.map((name, i) => (
          <option key={name} value={i + 1} disabled={focused.year === max.year && i + 1 > max.month}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label="Año"
        className={selectClass}
        value={focused.year}
        onChange={(e) => state.setFocusedDate(focused.set({ year: Number(e.currentTarget.value) }))}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A date picker in es-AR (dd/mm/aaaa) whose value travels in a hidden input as yyyy-MM-dd, so the form posts
 * the same value before and after hydration. Days after today cannot be chosen. The calendar opens on the date,
 * or thirty years back, with a month and a year to choose.
 */
export function BirthdateField({
  meta,
  label,
  required,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  required?: boolean;
}) {
  const control = useInputControl(meta);
  // The picker keeps its own value: a half-typed date (year 1 while typing 1990) must not be reset.
  const [date, setDate] = useState(() => toDate(meta.initialValue));
  const invalid = !!meta.errors?.length;
  return (
    <div>
      <input type="hidden" name={meta.name} value={typeof control.value === "string" ? control.value : ""} />
      <I18nProvider locale="es-AR">
        <DatePicker
          id={meta.id}
          value={date}
          onChange={(next) => {
            setDate(next);
            control.change(next ? next.toString() : "");
          }}
          onBlur={() => control.blur()}
          minValue={parseDate(MIN_DATE)}
          maxValue={parseDate(todayIso())}
          placeholderValue={parseDate(todayIso()).subtract({ years: OPENS_YEARS_BACK })}
          isInvalid={invalid}
          isRequired={required}
          granularity="day"
          aria-describedby={invalid ? meta.errorId : undefined}
          className="group"
        >
          <Label className="mb-1 block text-sm font-medium text-slate-800">
            {label}
            {required ? (
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
            ) : null}
          </Label>
          <Group
            className={`flex min-h-11 w-full items-center rounded-lg border bg-white pl-3 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${invalid ? "border-red-600" : "border-slate-300"}`}
          >
            <DateInput className="flex flex-1 py-2 text-base text-slate-900">
              {(segment) => (
                <DateSegment
                  segment={segment}
                  className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-700 focus:text-white data-placeholder:text-slate-500"
                />
              )}
            </DateInput>
            <Button
              aria-label="Abrir calendario"
              className="flex min-h-11 min-w-11 items-center justify-center rounded-r-lg text-brand-700 hover:bg-brand-50"
            >
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
              >
                <rect x="3" y="5" width="18" height="16" rx="2" strokeWidth="2" />
                <path d="M3 10h18M8 3v4M16 3v4" strokeWidth="2" />
              </svg>
            </Button>
          </Group>
          <Popover className="rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
            <Dialog className="outline-none">
              <Calendar className="w-72">
                <header className="mb-2 flex items-center justify-between">
                  <Button
                    slot="previous"
                    className="min-h-11 min-w-11 rounded-full text-brand-700 hover:bg-brand-50"
                  >
                    ‹
                  </Button>
                  <Heading className="font-semibold text-slate-900" />
                  <Button
                    slot="next"
                    className="min-h-11 min-w-11 rounded-full text-brand-700 hover:bg-brand-50"
                  >
                    ›
                  </Button>
                </header>
                <MonthYearChoice />
                <CalendarGrid className="w-full border-collapse text-center text-sm">
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className="m-0.5 flex size-9 items-center justify-center rounded-full outline-none data-disabled:text-slate-300 data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-outside-month:hidden data-selected:bg-brand-700 data-selected:text-white data-unavailable:text-slate-300 hover:bg-brand-50"
                    />
                  )}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
      </I18nProvider>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
