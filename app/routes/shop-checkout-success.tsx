import { useEffect } from "react";
import { data, redirect, useRevalidator } from "react-router";
import { requireAccount } from "#app/features/account/guards.ts";
import { RESULT_PARAM } from "#app/features/checkout/payment-progress.tsx";
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

/**
 * The payment the address names, the customer's own (SPEC.md §2 "Result screen"): the payment step comes
 * here right after paying, and a reload shows it again. Without one, the checkout and its cart
 * (docs/decisions/0048).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const paymentId = new URL(request.url).searchParams.get(RESULT_PARAM) ?? "";
  const [payment, client] = await Promise.all([
    context.services.paymentService.byId(paymentId, account.id),
    context.services.content.shop.clientConfig(),
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
    </div>
  );
}
