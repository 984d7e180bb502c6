import type { AppLoadContext } from "react-router";
import { installmentSettings } from "#domain/installments/promises.ts";
import type { CheckoutGeo } from "./billing-form-fields.tsx";
import type { PaymentStepData } from "./payment-types.ts";

interface Customer {
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
      billing: { name: customer.name, surname: customer.surname, email: customer.email },
    },
    geo,
  };
}
