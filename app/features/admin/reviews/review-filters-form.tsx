import { Form } from "react-router";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import type { ReviewQuery } from "#domain/reviews/query.ts";
import { REVIEW_STATUSES } from "#domain/reviews/rules.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

type Choice = { id: string; name: string };

/** The reviews list's filters travel in the address (a GET form). */
export function ReviewFiltersForm({
  query,
  branches,
  areas,
}: {
  query: ReviewQuery;
  branches: Choice[];
  areas: Choice[];
}) {
  return (
    <Form method="get" className="grid gap-4 md:grid-cols-4 md:items-end">
      <div>
        <FieldLabel htmlFor="estado">{M.status}</FieldLabel>
        <select id="estado" name="estado" defaultValue={query.estado} className={inputClass}>
          <option value="">{M.all}</option>
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {M.statusNames[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="sucursal">{M.branch}</FieldLabel>
        <select id="sucursal" name="sucursal" defaultValue={query.sucursal} className={inputClass}>
          <option value="">{M.all}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="area">{M.area}</FieldLabel>
        <select id="area" name="area" defaultValue={query.area} className={inputClass}>
          <option value="">{M.all}</option>
          {areas.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary w-full">
        {M.filter}
      </button>
    </Form>
  );
}
