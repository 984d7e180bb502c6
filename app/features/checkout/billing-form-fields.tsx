import type { FieldMetadata } from "@conform-to/react";
import { Suspense, useState } from "react";
import { Await, useFetcher } from "react-router";
import { SELECT_PLACEHOLDER, SELECT_PLACEHOLDER_VALUE } from "#domain/accounts/genre.ts";
import type { Country, State } from "#domain/geo/views.ts";
import type { loader as statesLoader } from "#app/routes/shop-checkout-states.ts";
import { CHECKOUT_TEXT } from "./messages.ts";
import { SelectInput, TextInput } from "./form-controls.tsx";

type Meta = FieldMetadata<string | undefined>;

export interface BillingFields {
  name: Meta;
  surname: Meta;
  email: Meta;
  address: Meta;
  address_information: Meta;
  city: Meta;
  zip: Meta;
  country: Meta;
  state: Meta;
}

/** The countries, the default one and its states, as the checkout's loader sends them. */
export interface CheckoutGeo {
  countries: Country[];
  defaultCountryId: string | null;
  states: State[];
}

export const STATES_PATH = "/shop/checkout/states";

/**
 * 'País' and 'Provincia' (SPEC.md §4): the countries load with the page and the default one is chosen; the
 * states are loaded again whenever the country changes, and emptied for the placeholder (-1).
 */
function CountryAndState({
  geo,
  country,
  state,
  onCountryChange,
}: {
  geo: CheckoutGeo;
  country: Meta;
  state: Meta;
  onCountryChange: () => void;
}) {
  const states = useFetcher<typeof statesLoader>();
  const [chosen, setChosen] = useState(
    country.initialValue ?? geo.defaultCountryId ?? SELECT_PLACEHOLDER_VALUE,
  );
  const list =
    chosen === SELECT_PLACEHOLDER_VALUE
      ? []
      : states.data && states.data.country === chosen
        ? states.data.states
        : chosen === geo.defaultCountryId
          ? geo.states
          : [];
  return (
    <>
      <SelectInput
        meta={country}
        label="País"
        required
        defaultValue={chosen}
        options={[SELECT_PLACEHOLDER, ...geo.countries.map((c) => ({ value: c._id, label: c.name }))]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setChosen(value);
          onCountryChange();
          if (value !== SELECT_PLACEHOLDER_VALUE && value !== geo.defaultCountryId) {
            void states.load(`${STATES_PATH}?country=${encodeURIComponent(value)}`);
          }
        }}
      />
      <SelectInput
        meta={state}
        label="Provincia"
        required
        status={states.state === "loading" ? CHECKOUT_TEXT.statesLoading : undefined}
        options={[SELECT_PLACEHOLDER, ...list.map((s) => ({ value: s._id, label: s.name }))]}
      />
    </>
  );
}

function CountriesLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600 sm:col-span-2">
      <span
        className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      {CHECKOUT_TEXT.countriesLoading}
    </p>
  );
}

/** 'Dirección de facturación' (SPEC.md §3 field names). */
export function BillingFormFields({
  fields,
  geo,
  onCountryChange,
}: {
  fields: BillingFields;
  geo: Promise<CheckoutGeo>;
  /** The chosen state belongs to the old country: the form puts the placeholder back. */
  onCountryChange: () => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput meta={fields.name} label="Nombre" autoComplete="billing given-name" required />
      <TextInput meta={fields.surname} label="Apellido" autoComplete="billing family-name" required />
      <div className="sm:col-span-2">
        <TextInput
          meta={fields.email}
          label="E-mail de facturación"
          type="email"
          autoComplete="billing email"
          required
        />
      </div>
      <TextInput
        meta={fields.address}
        label="Dirección"
        autoComplete="billing address-line1"
        hint="Calle y número."
        required
      />
      <TextInput
        meta={fields.address_information}
        label="Piso, departamento u otra referencia"
        autoComplete="billing address-line2"
        required
      />
      <TextInput meta={fields.city} label="Ciudad" autoComplete="billing address-level2" required />
      <TextInput meta={fields.zip} label="Código postal" autoComplete="billing postal-code" />
      <Suspense fallback={<CountriesLoading />}>
        <Await resolve={geo}>
          {(resolved) => (
            <CountryAndState
              // A restored draft gives the country a new key: the chosen country starts from it again.
              key={fields.country.key}
              geo={resolved}
              country={fields.country}
              state={fields.state}
              onCountryChange={onCountryChange}
            />
          )}
        </Await>
      </Suspense>
    </div>
  );
}
