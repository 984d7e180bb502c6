import { Form, Link } from "react-router";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

export type WeekCellView =
  | { kind: "visit"; id: string; time: string; customer: string; areas: string; to: string }
  | { kind: "free"; time: string; to: string | null };

export interface WeekDayView {
  day: string;
  /** "Lunes 30/11". */
  name: string;
  dayPath: string;
  /** "Cerrada: Feriado", "No abre" or null. */
  note: string | null;
  rooms: { room: number; cells: WeekCellView[] }[];
}

export interface WeekView {
  label: string;
  previous: string;
  next: string;
  today: string;
  days: WeekDayView[];
}

/** The branch to show and 'Ver'; the branch travels in the address (`?sucursal=`). */
export function BranchPicker({
  branches,
  chosen,
}: {
  branches: { id: string; name: string }[];
  chosen: string;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56 sm:flex-none">
        <FieldLabel htmlFor="sucursal">Sucursal</FieldLabel>
        <select id="sucursal" name="sucursal" defaultValue={chosen} className={inputClass}>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Ver
      </button>
    </Form>
  );
}

function Cell({ cell, where }: { cell: WeekCellView; where: string }) {
  if (cell.kind === "visit") {
    return (
      <Link
        to={cell.to}
        aria-label={`${cell.time} ${cell.customer} ${cell.areas}`}
        className="block rounded-lg bg-brand-50 px-2 py-1 text-xs text-slate-900 ring-1 ring-brand-200 hover:bg-brand-100"
      >
        <span className="block font-semibold">{cell.time}</span>{" "}
        <span className="block break-words">{cell.customer}</span>{" "}
        <span className="block break-words text-slate-600">{cell.areas}</span>
      </Link>
    );
  }
  const label = `${cell.time} libre`;
  return cell.to ? (
    <Link
      to={cell.to}
      aria-label={`${label}: reservar ${where}`}
      className="flex min-h-8 items-center rounded-lg border border-dashed border-emerald-400 px-2 text-xs text-emerald-900 hover:bg-emerald-50"
    >
      {label}
    </Link>
  ) : (
    <span className="flex min-h-8 items-center px-2 text-xs text-slate-600">{label}</span>
  );
}

/**
 * 'Semana anterior', 'Hoy', 'Semana siguiente' and the week's days, each with its rooms as columns. Narrow
 * screens scroll the days sideways inside their own box, one day at a time, or jump to one by its name.
 */
export function WeekAgenda({ week }: { week: WeekView }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={week.previous} className="btn btn-secondary">
          Semana anterior
        </Link>
        <Link to={week.today} className="btn btn-secondary">
          Hoy
        </Link>
        <Link to={week.next} className="btn btn-secondary">
          Semana siguiente
        </Link>
        <p className="basis-full font-medium text-slate-900 sm:basis-auto sm:pl-2">{week.label}</p>
      </div>
      <nav aria-label="Días de la semana" className="flex flex-wrap gap-2 lg:hidden">
        {week.days.map((d) => (
          <a key={d.day} href={`#dia-${d.day}`} className="text-sm text-brand-700 underline">
            {d.name}
          </a>
        ))}
      </nav>
      <div className="relative flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 lg:grid lg:snap-none lg:grid-cols-7 lg:overflow-visible">
        {week.days.map((d) => (
          <section
            key={d.day}
            id={`dia-${d.day}`}
            aria-labelledby={`dia-${d.day}-nombre`}
            className="w-[85%] shrink-0 snap-start rounded-xl border border-slate-200 p-2 sm:w-[45%] lg:w-auto lg:min-w-0"
          >
            <h3 id={`dia-${d.day}-nombre`} className="text-sm font-semibold text-slate-900">
              {d.name}
            </h3>
            <Link to={d.dayPath} className="text-xs text-brand-700 underline">
              Ver el día<span className="sr-only">{` ${d.name}`}</span>
            </Link>
            {d.note ? <p className="mt-2 text-xs text-slate-700">{d.note}</p> : null}
            {d.note && d.rooms.every((r) => r.cells.length === 0) ? null : (
              <div
                className="mt-2 grid gap-1"
                style={{ gridTemplateColumns: `repeat(${d.rooms.length}, minmax(0, 1fr))` }}
              >
                {d.rooms.map((r) => (
                  <div key={r.room} className="min-w-0 space-y-1">
                    <p className="text-xs font-medium text-slate-600">{`Sala ${r.room}`}</p>
                    {r.cells.length === 0 && !d.note ? (
                      <p className="text-xs text-slate-600">{M.weekNoTimes}</p>
                    ) : null}
                    {r.cells.map((c) => (
                      <Cell
                        key={c.kind === "visit" ? c.id : c.time}
                        cell={c}
                        where={`el ${d.name} en la sala ${r.room}`}
                      />
                    ))}
                  </div>
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
