import type { FieldMetadata } from "@conform-to/react";
import { NEXT_SESSION as M } from "#domain/booking/next-session-messages.ts";
import { TextField } from "#app/features/admin/forms/fields.tsx";

const FIELDS = [
  ["session_interval_min_days", M.intervalMin],
  ["session_interval_max_days", M.intervalMax],
] as const;

/** 'Intervalo entre sesiones': the recommended days between two sessions of the area, from and to. */
export function SessionIntervalFields({ field }: { field: (name: string) => FieldMetadata<unknown> }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2" aria-describedby="session-interval-help">
      <legend className="mb-2 text-base font-semibold text-slate-900">{M.intervalLegend}</legend>
      <p id="session-interval-help" className="text-sm text-slate-600 md:col-span-2">
        {M.intervalHelp}
      </p>
      {FIELDS.map(([name, label]) => (
        <TextField key={name} meta={field(name)} label={label} inputMode="numeric" maxLength={3} required />
      ))}
    </fieldset>
  );
}
