import { useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { checkoutFormSchema } from "#domain/cart/checkout-form.ts";
import { checkoutReadiness } from "#domain/cart/readiness.ts";
import { CART_MESSAGES } from "#domain/cart/messages.ts";
import { documentNeedsUpdate } from "#domain/accounts/document.ts";
import { areasLabel } from "#domain/cart/store-choice.ts";
import { codesBase } from "#domain/cart/summary.ts";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { CartLines } from "#app/features/cart/cart-lines.tsx";
import { CheckoutProgress } from "#app/features/cart/checkout-progress.tsx";
import { cartErrorResponse } from "#app/features/cart/errors.server.ts";
import { OrderSummary } from "#app/features/cart/order-summary.tsx";
import { READINESS_NOTICE_ID, ReadinessNotice } from "#app/features/cart/readiness-notice.tsx";
import { ALL_STORES_PARAM, ALL_STORES_VALUE, StorePicker } from "#app/features/cart/store-picker.tsx";
import { confirmPayment } from "#app/features/checkout/confirm-payment.server.ts";
import { usePaymentUnderway } from "#app/features/checkout/payment-underway.ts";
import { loadPaymentStep, PaymentStep } from "#app/features/checkout/payment-step-chunk.tsx";
import { paymentStepData } from "#app/features/checkout/payment-step-data.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { isProfileSaved, PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/shop-checkout";
import { isDatabaseUnavailable } from "#app/lib/database.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "Finalizar compra",
      description: "Revisá las áreas elegidas, elegí tu sucursal y pagá con tarjeta en cuotas.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export const handle = { layout: "checkout" };

export const headers = privateHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const { cart, accounts, checkoutBranches } = context.services;
  const url = new URL(request.url);
  const unfolded = url.searchParams.get(ALL_STORES_PARAM) === ALL_STORES_VALUE;
  // A failing branch list leaves the picker empty rather than breaking the checkout (SPEC.md §7).
  const branches = Promise.all([
    checkoutBranches.suggestions(account.id),
    unfolded ? checkoutBranches.grid() : null,
  ]).catch(() => [[], null] satisfies [unknown[], null]);
  // The suggestions are in the first HTML (no streaming): nothing moves; the whole grid only when asked for.
  const [view, profile, [suggestions, grid]] = await Promise.all([
    cart.view(account.id),
    accounts.profile(account.id),
    branches,
  ]).catch((err: unknown) => {
    if (isDatabaseUnavailable(err)) throw err;
    context.log.error({ err }, "checkout: the cart could not be loaded");
    throw redirect(PATHS.home);
  });
  const payment =
    view.step === 0
      ? null
      : await paymentStepData(context, {
          accountId: account.id,
          email: profile?.email ?? account.email,
          name: profile?.name ?? account.name,
          surname: profile?.surname ?? account.surname,
          mobile_phone: profile?.mobile_phone ?? null,
          identifire: profile?.identifire ?? null,
        });
  // The server renders the step at once (no suspended boundary, which only scripts would fill in).
  if (view.step !== 0) await loadPaymentStep();
  return data(
    {
      view,
      payment,
      profileSaved: isProfileSaved(url),
      stores: { suggestions, grid },
      customer: { name: account.name },
      documentNeedsUpdate: documentNeedsUpdate(profile?.identifire),
      uploadsUrl: context.uploadsUrl,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** On the way to the payment step, its chunk is loaded before the step is shown. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  if (loaded.view.step !== 0) await loadPaymentStep();
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireAccount(context, request);
  const form = await readFormData(request);
  // 'Confirmar Pago' (steps 1 to 3): the payment request with its attempt key and the billing address.
  if (form.get("intent") === "confirm") return confirmPayment(form, account.id, context);
  const parsed = checkoutFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      { ok: false as const, code: "invalid", message: parsed.error.issues[0]?.message ?? "", intent: null },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const { cart } = context.services;
  const coupons = context.services.coupons.shop;
  try {
    switch (input.intent) {
      case "remove":
        await cart.remove(account.id, input.productId);
        break;
      case "coupon": {
        // Each 'Usar' is a look-up: limited so codes cannot be guessed by trying them all.
        const limited = await context.rateLimits.consume("coupon", {
          ip: context.clientIp,
          account: account.id,
        });
        if (limited) {
          return data(
            {
              ok: false as const,
              code: "rate_limited",
              message: limited.message,
              intent: input.intent,
              couponCode: input.code,
            },
            rateLimitedInit(limited),
          );
        }
        // One code per cart: the service refuses a second one (CART_MESSAGES.couponApplied).
        const view = await cart.view(account.id);
        await coupons.apply(account.id, input.code, codesBase(view.summary));
        break;
      }
      case "coupon-remove":
        await coupons.remove(account.id, input.couponId);
        break;
      case "store":
        await cart.chooseStore(account.id, input.storeId);
        break;
      case "pay":
        await cart.goToPayment(account.id);
        break;
      case "back":
        await cart.backToSummary(account.id);
        break;
    }
  } catch (err) {
    const response = cartErrorResponse(err);
    // A refused code is answered beside its field, with the code as it was typed.
    const typed = input.intent === "coupon" ? { couponCode: input.code } : {};
    return data(
      { ...response.data, ...typed, intent: input.intent },
      { status: response.init?.status ?? 422 },
    );
  }
  return { ok: true as const, intent: input.intent };
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { view, stores, customer, uploadsUrl } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle";
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [documentDialog, setDocumentDialog] = useState(loaderData.documentNeedsUpdate);

  const refused = actionData && !actionData.ok ? actionData : null;
  const couponRefusal =
    refused?.intent === "coupon" && "couponCode" in refused
      ? { message: refused.message, code: refused.couponCode ?? "" }
      : undefined;
  const failure = refused && !couponRefusal && dismissed !== actionData ? refused : null;
  const storeProblem = failure?.code === "store_unavailable" ? failure : null;
  const otherProblem = failure && !storeProblem ? failure : null;
  const readiness = checkoutReadiness(view);
  // A payment empties the cart (step 0) while its answer is still on screen; the result has its own page.
  const paying = usePaymentUnderway();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {loaderData.profileSaved ? (
        <Alert tone="success" className="mb-6">
          {ACCOUNT_MESSAGES.updated}
        </Alert>
      ) : null}
      {view.step === 0 && !paying ? (
        <>
          <CheckoutProgress step={view.step} percentage={view.percentage} />
          <p className="text-slate-700">
            Hola, <span className="font-semibold">{customer.name}</span>
          </p>
          <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h1 className="text-2xl font-bold text-slate-900">Áreas elegidas</h1>
                <p className="font-medium text-brand-700">{areasLabel(view.lines.length)}</p>
              </div>
              {view.lines.length === 0 ? (
                <div className="rounded-card border border-brand-100 p-6 text-center">
                  <p className="text-lg font-semibold text-slate-900">{CART_MESSAGES.cartEmpty}</p>
                  <Link to={PATHS.areas} className="btn btn-primary mt-4">
                    Continuar buscando
                  </Link>
                </div>
              ) : (
                <CartLines lines={view.lines} uploadsUrl={uploadsUrl} busy={busy} />
              )}
              <div className="flex flex-wrap gap-3">
                <Link to={PATHS.areas} className="btn btn-secondary">
                  Quiero más áreas
                </Link>
                <Link to="/my-account/profile" className="btn btn-secondary">
                  Revisar mis datos
                </Link>
              </div>
              {view.lines.length > 0 ? (
                <StorePicker
                  suggestions={stores.suggestions}
                  grid={stores.grid}
                  selectedId={view.store?.id ?? null}
                  busy={busy}
                />
              ) : null}
            </div>

            <aside className="flex flex-col gap-4">
              {view.lines.length === 0 ? (
                <p className="rounded-card border border-brand-100 bg-brand-50/60 p-5 text-slate-700">
                  {CART_MESSAGES.summaryEmpty}
                </p>
              ) : (
                <>
                  <OrderSummary
                    summary={view.summary}
                    coupons={view.coupons}
                    busy={busy}
                    taken={actionData?.intent === "coupon" && actionData.ok ? actionData : undefined}
                    refusal={couponRefusal}
                  />
                  {view.store ? (
                    <p className="text-sm text-slate-700">
                      Sucursal elegida: <span className="font-semibold">{view.store.name}</span>
                    </p>
                  ) : null}
                  <ReadinessNotice readiness={readiness} />
                  <Form method="post" onSubmit={() => void loadPaymentStep()}>
                    <input type="hidden" name="intent" value="pay" />
                    {/* Disabled only with its reason beside it (ReadinessNotice). */}
                    <button
                      type="submit"
                      className="btn btn-primary w-full"
                      disabled={!readiness.ready || busy}
                      aria-describedby={readiness.ready ? undefined : READINESS_NOTICE_ID}
                    >
                      Pagar
                    </button>
                  </Form>
                </>
              )}
            </aside>
          </div>
        </>
      ) : (
        <PaymentStep view={view} data={loaderData.payment} customerName={customer.name} />
      )}

      <Dialog
        open={!!storeProblem}
        onClose={() => setDismissed(actionData)}
        title={CART_MESSAGES.storeUnavailableTitle}
      >
        <p className="mt-3 text-slate-700">{storeProblem?.message}</p>
      </Dialog>
      <Dialog open={!!otherProblem} onClose={() => setDismissed(actionData)} title="Atención">
        <p className="mt-3 text-slate-700">{otherProblem?.message}</p>
      </Dialog>
      <Dialog
        open={documentDialog}
        onClose={() => {
          setDocumentDialog(false);
          navigate(-1);
        }}
        title="Atención"
      >
        <p className="mt-3 text-slate-700">{CART_MESSAGES.documentUpdate}</p>
        <Link to="/my-account/profile" className="btn btn-primary mt-4">
          ir a mi perfil
        </Link>
      </Dialog>
    </div>
  );
}
