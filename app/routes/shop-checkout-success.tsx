import { useEffect } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { requireAccount } from "#app/features/account/guards.ts";
import { PaymentResultView } from "#app/features/checkout/payment-result.tsx";
import { TestModeBadge } from "#app/features/checkout/test-mode-badge.tsx";
import { useTrackPurchase } from "#app/features/checkout/track-purchase.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/shop-checkout-success";

/** A payment under review is looked at again this often, so it turns approved without a reload. */
const RECHECK_MS = 10_000;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: "Resultado de tu compra" }), { name: "robots", content: "noindex" }];
}

export const handle = { layout: "checkout" };

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The customer's latest payment (SPEC.md §2 "Result screen"); without one, the checkout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const [payment, client] = await Promise.all([
    context.services.paymentService.result(account.id),
    context.services.content.clientConfig(),
  ]);
  if (!payment) throw redirect(PATHS.checkout);
  return data(
    {
      payment,
      contact: {
        phone: client.phone,
        email: client.email,
        whatsappNumber: client.whatsappEnabled ? client.whatsappNumber : null,
      },
      testMode: context.services.payments.browser.provider === "sandbox",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { payment, contact, testMode } = loaderData;
  const revalidator = useRevalidator();
  useTrackPurchase(payment);

  useEffect(() => {
    if (!payment.awaiting) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [payment.awaiting, revalidator]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      {testMode ? <TestModeBadge /> : null}
      <PaymentResultView payment={payment} contact={contact} />
      {payment.status === "approved" ? (
        <section
          aria-labelledby="book-online-title"
          className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6"
        >
          <div>
            <h2 id="book-online-title" className="text-lg font-semibold text-slate-900">
              Reservá tu turno online
            </h2>
            <p className="mt-1 text-slate-800">
              Elegí el día y el horario de tu primera sesión desde tu cuenta.
            </p>
          </div>
          <Link to="/my-account/turnos/reservar" className="btn btn-primary shrink-0">
            Reservar turno
          </Link>
        </section>
      ) : null}
    </div>
  );
}
