import { data, type AppLoadContext } from "react-router";
import { billingFormSchema } from "#domain/checkout/billing-form.ts";
import { INCOMPLETE_FORM_MESSAGE } from "#domain/checkout/card-form.ts";
import type { PaymentRequestInput } from "#domain/payments/payment-request.ts";
import { GENERIC_MESSAGES, MESSAGES } from "#domain/validation/messages.ts";
import { BILLING_PREFIX } from "./payment-request.ts";
import type { ConfirmAnswer } from "./payment-types.ts";

/** The fields of the payment request (SPEC.md §3) and the attempt key; card data is never among them. */
const REQUEST_FIELDS = [
  "token",
  "payment_method_id",
  "installments",
  "issuer",
  "email",
  "mobile_phone",
  "identification_type",
  "identification_number",
  "transaction_amount",
  "attempt_key",
] as const;

const STATUS: Readonly<Record<string, number>> = {
  invalid_request: 400,
  attempt_key_taken: 409,
  payment_in_progress: 409,
  total_changed: 409,
  payment_pending: 503,
  server_error: 500,
};

function answer(body: ConfirmAnswer) {
  return data(body, { status: body.ok ? 200 : (STATUS[body.code] ?? 422) });
}

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * 'Confirmar Pago' (intent `confirm`): the billing address (its fields prefixed `billing.`) is checked with
 * the same schema as in the browser,
 * then the payment service pays the server cart with the card token. The same attempt key always means the
 * same attempt, so a repeated submission charges once.
 */
export async function confirmPayment(form: FormData, accountId: string, context: AppLoadContext) {
  const billing = billingFormSchema.safeParse(
    Object.fromEntries(
      [...form.entries()]
        .filter(([name]) => name.startsWith(BILLING_PREFIX))
        .map(([name, value]) => [name.slice(BILLING_PREFIX.length), value]),
    ),
  );
  const fields: Record<string, string> = {};
  const places = billing.success
    ? await context.services.geo.placeNames(billing.data.country, billing.data.state)
    : null;
  if (billing.success) {
    if (!places) fields[`${BILLING_PREFIX}state`] = MESSAGES.required;
  } else {
    for (const issue of billing.error.issues)
      fields[`${BILLING_PREFIX}${String(issue.path[0])}`] ??= issue.message;
  }
  if (Object.keys(fields).length > 0) {
    return answer({
      intent: "confirm",
      ok: false,
      code: "invalid_request",
      message: INCOMPLETE_FORM_MESSAGE,
      fields,
      cardErrors: [],
      payment: null,
    });
  }

  const input = Object.fromEntries(
    REQUEST_FIELDS.flatMap((name) => {
      const value = text(form, name);
      return value === undefined ? [] : [[name, value]];
    }),
  ) as unknown as PaymentRequestInput;
  const cupons = form.getAll("cupons").filter((v): v is string => typeof v === "string");
  if (cupons.length > 0) input.cupons = cupons;

  try {
    const address = billing.data!;
    const outcome = await context.services.paymentService.pay(accountId, input, context.log, {
      ...address,
      zip: address.zip ?? null,
      country: places!.country,
      state: places!.state,
    });
    return answer({ intent: "confirm", ...outcome });
  } catch (err) {
    // Whether the provider was reached is unknown: the page keeps the attempt key, so a retry is safe.
    context.log.error({ err }, "checkout: the payment could not be processed");
    return answer({
      intent: "confirm",
      ok: false,
      code: "server_error",
      message: GENERIC_MESSAGES.internalError,
      fields: {},
      cardErrors: [],
      payment: null,
    });
  }
}
