import { Form } from "react-router";
import { VOUCHER_STATE_NAMES, VOUCHER_STATES } from "#domain/invoicing/states.ts";
import type { VouchersQuery } from "#domain/invoicing/query.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** The vouchers' filters travel in the address (a GET form): franquicia, mes and estado. */
export function VouchersFiltersForm({
  query,
  franchises,
  months,
}: {
  query: VouchersQuery;
  franchises: { id: string; name: string }[];
  months: { value: string; label: string }[];
}) {
  return (
    <Form method="get" className="grid gap-4 md:grid-cols-4 md:items-end">
      {franchises.length > 1 ? (
        <div className="md:col-span-2">
          <FieldLabel htmlFor="franquicia">Franquicia</FieldLabel>
          <select id="franquicia" name="franquicia" defaultValue={query.franquicia} className={inputClass}>
            <option value="">Todas</option>
            {franchises.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <FieldLabel htmlFor="mes">Mes</FieldLabel>
        <select id="mes" name="mes" defaultValue={query.mes} className={inputClass}>
          <option value="">Todos</option>
          {months.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="estado">Estado</FieldLabel>
        <select id="estado" name="estado" defaultValue={query.estado} className={inputClass}>
          <option value="">Todos</option>
          {VOUCHER_STATES.map((s) => (
            <option key={s} value={s}>
              {VOUCHER_STATE_NAMES[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary w-full md:col-start-4">
        Filtrar
      </button>
    </Form>
  );
}
