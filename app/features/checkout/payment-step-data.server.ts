import type { AppLoadContext } from "react-router";
import { installmentSettings } from "#domain/installments/promises.ts";
import type { CheckoutGeo } from "./billing-form-fields.tsx";
import type { PaymentStepData } from "./payment-types.ts";

interface Customer {
  accountId: string;
  email: string;
  name: string;
  surname: string;
  mobile_phone: string | null;
  identifire: string | null;
}

async function checkoutGeo(context: AppLoadContext): Promise<CheckoutGeo> {
  const { geo } = context.services;
  const countries = await geo.countries();
  const defaultCountryId = (countries.find((c) => c.default) ?? countries[0])?._id ?? null;
  return { countries, defaultCountryId, states: defaultCountryId ? await geo.states(defaultCountryId) : [] };
}

/**
 * The billing address of the customer's last purchase, its country and state turned back into the ids the
 * form's lists use (a place no longer listed is left to choose); null when no purchase kept one.
 */
async function lastBilling(context: AppLoadContext, customer: Customer, geo: Promise<CheckoutGeo>) {
  const last = await context.services.paymentService.lastBillingAddress(customer.accountId);
  if (!last) return null;
  const country = (await geo).countries.find((c) => c.name === last.country);
  const states = country ? await context.services.geo.states(country._id) : [];
  const state = states.find((s) => s.name === last.state);
  const { country: _country, state: _state, zip, ...texts } = last;
  return { ...texts, zip: zip ?? "", country: country?._id, state: state?._id };
}

/**
 * What the payment step needs besides the cart: which browser SDK to use (none when the shop settings turn
 * card payments off), the instalment rules, the customer's data to start the forms with, and the countries
 * (streamed: the page does not wait for them).
 */
export async function paymentStepData(context: AppLoadContext, customer: Customer): Promise<PaymentStepData> {
  const settings = await context.services.content.shop.shopSettings();
  const { provider, publicKey } = context.services.payments.browser;
  const geo = checkoutGeo(context).catch((err: unknown): CheckoutGeo => {
    context.log.error({ err }, "checkout: countries could not be loaded");
    return { countries: [], defaultCountryId: null, states: [] };
  });
  const billing = await lastBilling(context, customer, geo).catch((err: unknown) => {
    context.log.error({ err }, "checkout: the last billing address could not be read");
    return null;
  });
  return {
    sdk: settings.mercadopagoEnabled ? { provider, publicKey } : null,
    installments: installmentSettings(settings),
    cardBrands: settings.cardBrands,
    defaults: {
      card: {
        email: customer.email,
        mobile_phone: customer.mobile_phone ?? "",
        docNumber: customer.identifire ?? "",
      },
      billing: billing ?? { name: customer.name, surname: customer.surname, email: customer.email },
    },
    geo,
  };
}
