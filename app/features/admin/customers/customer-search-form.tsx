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
          placeholder="Nombre, apellido, e-mail o documento"
          className={inputClass}
          aria-describedby={error ? "q-error" : undefined}
        />
        <FieldError id="q-error" errors={error ? [error] : undefined} />
      </div>
      <OptionsField
        name="estado"
        label="Estado"
        value={query.estado}
        options={{ "": "Todos", ...CUSTOMER_STATES }}
      />
      <OptionsField name="orden" label="Orden" value={query.orden} options={CUSTOMER_SORTS} />
      <div>
        <button type="submit" className="btn btn-primary w-full">
          Buscar
        </button>
      </div>
    </Form>
  );
}

function OptionsField(props: {
  name: string;
  label: string;
  value: string;
  options: Record<string, string>;
}) {
  return (
    <div>
      <FieldLabel htmlFor={props.name}>{props.label}</FieldLabel>
      <select id={props.name} name={props.name} defaultValue={props.value} className={inputClass}>
        {Object.entries(props.options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
