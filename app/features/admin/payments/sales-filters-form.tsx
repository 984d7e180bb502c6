import { Form } from "react-router";
import { PAYMENT_STATUSES } from "#domain/payments/status.ts";
import type { SalesQuery } from "#domain/payments/sales-query.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** The sales list's filters travel in the address (a GET form). */
export function SalesFiltersForm({
  query,
  franchises,
  branches,
}: {
  query: SalesQuery;
  franchises: { id: string; name: string }[];
  branches: { id: string; name: string }[];
}) {
  return (
    <Form method="get" className="grid gap-4 md:grid-cols-3 lg:grid-cols-4 lg:items-end">
      <div className="md:col-span-2">
        <FieldLabel htmlFor="q">Código o cliente</FieldLabel>
        <input id="q" name="q" type="search" defaultValue={query.q} maxLength={80} className={inputClass} />
      </div>
      <div>
        <FieldLabel htmlFor="estado">Estado</FieldLabel>
        <select id="estado" name="estado" defaultValue={query.estado} className={inputClass}>
          <option value="">Todos</option>
          {Object.entries(PAYMENT_STATUSES).map(([value, s]) => (
            <option key={value} value={value}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {franchises.length > 1 ? (
        <div>
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
        <FieldLabel htmlFor="sucursal">Sucursal</FieldLabel>
        <select id="sucursal" name="sucursal" defaultValue={query.sucursal} className={inputClass}>
          <option value="">Todas</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="desde">Desde</FieldLabel>
        <input id="desde" name="desde" type="date" defaultValue={query.desde} className={inputClass} />
      </div>
      <div>
        <FieldLabel htmlFor="hasta">Hasta</FieldLabel>
        <input id="hasta" name="hasta" type="date" defaultValue={query.hasta} className={inputClass} />
      </div>
      <button type="submit" className="btn btn-primary w-full">
        Filtrar
      </button>
    </Form>
  );
}
