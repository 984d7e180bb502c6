import { data, redirect } from "react-router";
import { safeNextPath } from "#domain/accounts/next-path.ts";
import { cartFormSchema } from "#domain/cart/cart-form.ts";
import { addToVisitorCart, removeFromVisitorCart } from "#app/features/cart/visitor-cart.server.ts";
import { cartErrorResponse } from "#app/features/cart/errors.server.ts";
import type { Route } from "./+types/shop-cart";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CART_MESSAGES } from "#domain/cart/messages.ts";

/**
 * The cart's form endpoint: 'Lo quiero ya!' and 'Eliminar' post here. Before hydration the form carries
 * `redirectTo` and the browser is sent back there; once hydrated it is posted by a fetcher and gets data back.
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

export function loader() {
  throw redirect("/shop");
}
