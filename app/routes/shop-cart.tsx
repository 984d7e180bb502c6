import { data, Link, redirect, useNavigation } from "react-router";
import { loginPath, registerPath, safeNextPath } from "#domain/accounts/next-path.ts";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { cartFormSchema } from "#domain/cart/cart-form.ts";
import { CART_MESSAGES } from "#domain/cart/messages.ts";
import { areasLabel } from "#domain/cart/store-choice.ts";
import { cartVisible, pricesVisible } from "#domain/pricing.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { privateHeaders } from "#app/features/account/guards.ts";
import { CartLines } from "#app/features/cart/cart-lines.tsx";
import { cartErrorResponse } from "#app/features/cart/errors.server.ts";
import { SummaryCard } from "#app/features/cart/order-summary.tsx";
import {
  addToVisitorCart,
  readLocalCart,
  removeFromVisitorCart,
} from "#app/features/cart/visitor-cart.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/shop-cart";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "Carrito",
      description: "Las áreas que elegiste, con el resumen de tu compra.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** The cart is one visitor's: never kept by a shared cache or the browser. */
export const headers = privateHeaders;

/**
 * The cart, for everyone. A guest (the header's cart icon leads her here) sees the areas of her cookie with the
 * summary the cart service works out (subtotal, automatic promotions, total) and signs in or creates her
 * account to pay; the payment itself stays behind the login (the checkout's guard). A customer's icon leads
 * straight to the checkout, whose first step is her cart; here she sees it too, with the way on to the
 * checkout. (No redirect for her: a form posted here without scripts renders this page, and its answer must
 * stay the cart's own.) Where the visitor may not see the cart or its prices (SPEC.md §2), the login or the
 * checkout come first, as before.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = context.account !== null;
  const settings = await context.services.content.shop.shopSettings();
  if (!cartVisible(settings, signedIn) || !pricesVisible(settings, signedIn)) {
    throw redirect(signedIn ? PATHS.checkout : loginPath(PATHS.checkout));
  }
  const { cart } = context.services;
  const view = context.account
    ? await cart.view(context.account.id)
    : await cart.guestView(await readLocalCart(request));
  return data(
    { signedIn, lines: view.lines, summary: view.summary, uploadsUrl: context.uploadsUrl },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The cart's form endpoint: '¡Lo quiero ya!' and 'Eliminar' post here. Before hydration the form carries
 * `redirectTo` and the browser is sent back there; once hydrated it is posted by a fetcher and gets data back.
 * The guest's cart page always sends `redirectTo` (itself), so the page is read again with the new cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const parsed = cartFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      { ok: false as const, message: parsed.error.issues[0]?.message ?? CART_MESSAGES.productUnavailable },
      { status: 400 },
    );
  }
  const input = parsed.data;
  let setCookie: string | null;
  try {
    setCookie =
      input.intent === "add"
        ? await addToVisitorCart(request, context, { productId: input.productId, quantity: input.quantity })
        : await removeFromVisitorCart(request, context, input.productId);
  } catch (err) {
    return cartErrorResponse(err);
  }
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  const back = form.get("redirectTo");
  if (typeof back === "string") {
    throw redirect(safeNextPath(back, "/shop"), { headers });
  }
  return data({ ok: true as const, intent: input.intent, productId: input.productId }, { headers });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { signedIn, lines, summary, uploadsUrl } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <Breadcrumbs items={[{ label: "Tienda", to: PATHS.shop }, { label: "Carrito" }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-bold text-slate-900">Tu carrito</h1>
          {lines.length > 0 ? <p className="font-medium text-brand-700">{areasLabel(lines.length)}</p> : null}
        </div>
        {lines.length === 0 ? (
          <div className="mt-6 rounded-card border border-brand-100 p-6 text-center">
            <p className="text-lg font-semibold text-slate-900">{CART_MESSAGES.cartEmpty}</p>
            <Link to={PATHS.areas} className="btn btn-primary mt-4">
              Continuar buscando
            </Link>
          </div>
        ) : (
          <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="flex flex-col gap-6">
              <CartLines lines={lines} uploadsUrl={uploadsUrl} busy={busy} redirectTo={PATHS.cart} />
              <Link to={PATHS.areas} className="btn btn-secondary self-start">
                Quiero más áreas
              </Link>
            </div>
            <aside className="flex flex-col gap-4">
              {signedIn ? (
                <>
                  <SummaryCard summary={summary} />
                  <Link to={PATHS.checkout} className="btn btn-primary w-full">
                    Continuar con la compra
                  </Link>
                </>
              ) : (
                <>
                  <SummaryCard summary={summary}>
                    <p className="mt-4 text-sm text-slate-700">
                      Para elegir la sucursal, usar un código de descuento y pagar, ingresá con tu cuenta.
                    </p>
                  </SummaryCard>
                  <Link to={loginPath(PATHS.checkout)} className="btn btn-primary w-full">
                    Iniciar sesión para pagar
                  </Link>
                  <Link to={registerPath(PATHS.checkout)} className="btn btn-secondary w-full">
                    {ACCOUNT_LABELS.register}
                  </Link>
                </>
              )}
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
