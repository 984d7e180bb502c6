import { Form, Link } from "react-router";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** 'Día anterior', a date to go to with 'Ver', and 'Día siguiente'; the day travels in the address (`?dia=`). */
export function DayPicker({
  day,
  previous,
  next,
  error,
}: {
  day: string;
  previous: string;
  next: string;
  error: string | null;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Link to={previous} className="btn btn-secondary flex-1 sm:flex-none">
        Día anterior
      </Link>
      <Link to={next} className="btn btn-secondary flex-1 sm:order-last sm:flex-none">
        Día siguiente
      </Link>
      <Form method="get" className="flex basis-full items-end gap-2 sm:basis-auto">
        <div className="flex-1">
          <FieldLabel htmlFor="dia">Día</FieldLabel>
          <input
            key={day}
            id="dia"
            name="dia"
            type="date"
            defaultValue={day}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "dia-error" : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Ver
        </button>
      </Form>
      <div className="order-last basis-full">
        <FieldError id="dia-error" errors={error ? [error] : undefined} />
      </div>
    </div>
  );
}
