import { Form } from "react-router";
import { CUSTOMER_SORTS, CUSTOMER_STATES } from "#domain/customers/messages.ts";
import type { CustomerQuery } from "#domain/customers/search-query.ts";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** The search travels in the address (a GET form), so a result list can be bookmarked and shared. */
export function CustomerSearchForm({ query, error }: { query: CustomerQuery; error?: string }) {
  return (
    <Form method="get" role="search" className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
      <div>
        <FieldLabel htmlFor="q">Buscar</FieldLabel>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Nombre, apellido, correo o documento"
          className={inputClass}
          aria-describedby={error ? "q-error" : undefined}
        />
        <FieldError id="q-error" errors={error ? [error] : undefined} />
      </div>
      <div>
        <FieldLabel htmlFor="estado">Estado</FieldLabel>
        <select id="estado" name="estado" defaultValue={query.estado} className={inputClass}>
          <option value="">Todos</option>
          {Object.entries(CUSTOMER_STATES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="orden">Orden</FieldLabel>
        <select id="orden" name="orden" defaultValue={query.orden} className={inputClass}>
          {Object.entries(CUSTOMER_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="btn btn-primary w-full">
          Buscar
        </button>
      </div>
    </Form>
  );
}
