import { Form, Link, useNavigation } from "react-router";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { adminAgendaBookPath } from "#domain/staff/pages.ts";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

export interface FoundCustomer {
  id: string;
  name: string;
  email: string;
}

/** Looking up the customer who phoned by her e-mail; the search travels in the address (`?email=`). */
export function CustomerLookup({
  storeId,
  time,
  email,
  error,
  results,
}: {
  storeId: string;
  /** A free time of the week, carried to the customer's booking form. */
  time: { day: string; hora: string } | null;
  email: string;
  error: string | null;
  results: FoundCustomer[] | null;
}) {
  return (
    <div className="space-y-6">
      <Form method="get" role="search" className="flex flex-wrap items-start gap-3" noValidate>
        {time ? (
          <>
            <input type="hidden" name="day" value={time.day} />
            <input type="hidden" name="hora" value={time.hora} />
          </>
        ) : null}
        <div className="min-w-0 flex-1 basis-64">
          <FieldLabel htmlFor="email">E-mail</FieldLabel>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={email}
            maxLength={255}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "email-error" : "email-hint"}
            className={inputClass}
          />
          <p id="email-hint" className="mt-1 text-sm text-slate-600">
            El e-mail con el que la persona hizo su compra.
          </p>
          <FieldError id="email-error" errors={error ? [error] : undefined} />
        </div>
        <button type="submit" className="btn btn-primary md:mt-6">
          Buscar
        </button>
      </Form>
      {results === null ? null : results.length === 0 ? (
        <p className="text-slate-700">{M.noCustomer}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Clientes encontrados">
          {results.map((c) => (
            <li key={c.id} className="py-2">
              <Link
                to={adminAgendaBookPath(storeId, c.id, time)}
                className="font-medium text-brand-700 underline"
              >
                {c.name}
              </Link>
              <span className="block text-sm text-slate-600">{c.email}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface BookingChoiceView {
  customerId: string;
  areas: { id: string; title: string; left: number }[];
  chosenAreas: string[];
  stores: { id: string; name: string }[];
  storeId: string | null;
  day: string;
  firstDay: string;
  lastDay: string;
  durationMinutes: number;
  dayLabel: string | null;
  slots: { value: string; label: string }[];
  areaError: string | null;
  dayError: string | null;
  /** The time a free time of the week chose, checked among the day's free times when it is one of them. */
  hora: string | null;
  notice: string | null;
}

/**
 * Areas, branch and day, then 'Ver horarios': the free times of that day come back in the address. The fields are
 * named as in the customer's own booking form (`area`, `store`, `day`).
 */
export function SlotSearchForm({ choice }: { choice: BookingChoiceView }) {
  return (
    <Form method="get" className="space-y-6" noValidate>
      <input type="hidden" name="cliente" value={choice.customerId} />
      {choice.hora ? <input type="hidden" name="hora" value={choice.hora} /> : null}
      <fieldset aria-describedby={choice.areaError ? "area-error" : undefined}>
        <legend className="mb-2 text-base font-semibold text-slate-900">Áreas</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choice.areas.map((a) => (
            <div key={a.id} className="flex items-center gap-3">
              <input
                id={`area-${a.id}`}
                name="area"
                type="checkbox"
                value={a.id}
                defaultChecked={choice.chosenAreas.includes(a.id)}
                className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
              />
              <label htmlFor={`area-${a.id}`} className="text-sm text-slate-800">
                {a.title}{" "}
                <span className="text-slate-600">
                  ({a.left === 1 ? "queda 1 sesión" : `quedan ${a.left} sesiones`})
                </span>
              </label>
            </div>
          ))}
        </div>
        <FieldError id="area-error" errors={choice.areaError ? [choice.areaError] : undefined} />
      </fieldset>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-start">
        <div>
          <FieldLabel htmlFor="store">Sucursal</FieldLabel>
          <select id="store" name="store" defaultValue={choice.storeId ?? ""} className={inputClass}>
            {choice.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="day">Día</FieldLabel>
          <input
            id="day"
            name="day"
            type="date"
            min={choice.firstDay}
            max={choice.lastDay}
            defaultValue={choice.day}
            aria-invalid={choice.dayError ? true : undefined}
            aria-describedby={choice.dayError ? "day-error" : undefined}
            className={inputClass}
          />
          <FieldError id="day-error" errors={choice.dayError ? [choice.dayError] : undefined} />
        </div>
        <div className="md:pt-6">
          <button type="submit" className="btn btn-secondary w-full">
            Ver horarios
          </button>
        </div>
      </div>
    </Form>
  );
}

/** The free times of the chosen day as radio buttons, and 'Confirmar turno'. */
export function SlotPickForm({ choice }: { choice: BookingChoiceView }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="account" value={choice.customerId} />
      <input type="hidden" name="store" value={choice.storeId ?? ""} />
      {choice.chosenAreas.map((id) => (
        <input key={id} type="hidden" name="area" value={id} />
      ))}
      <fieldset>
        <legend className="mb-1 text-base font-semibold text-slate-900 first-letter:uppercase">
          {`Horarios libres: ${choice.dayLabel ?? ""}`}
        </legend>
        <p className="mb-3 text-sm text-slate-600">El turno dura {choice.durationMinutes} minutos.</p>
        <div className="flex flex-wrap gap-2">
          {choice.slots.map((s) => (
            <label
              key={s.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-200 px-4 py-2 text-sm font-medium text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="slot"
                value={s.value}
                defaultChecked={s.label === choice.hora}
                required
                className="size-4 accent-brand-700"
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Confirmar turno
      </button>
    </Form>
  );
}
