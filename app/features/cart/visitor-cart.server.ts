import { createCookie, type AppLoadContext } from "react-router";
import { LOCAL_CART_COOKIE, localCartValue, parseLocalCart } from "#domain/cart/local-cart.ts";
import type { CartLine } from "#domain/cart/merge.ts";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

const localCartCookie = createCookie(LOCAL_CART_COOKIE, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: THIRTY_DAYS,
});

const secure = (context: AppLoadContext) => context.publicUrl.startsWith("https://");

/** The anonymous visitor's cart, from its cookie. */
export async function readLocalCart(request: Request): Promise<CartLine[]> {
  return parseLocalCart(await localCartCookie.parse(request.headers.get("cookie")));
}

async function writeLocalCart(context: AppLoadContext, lines: readonly CartLine[]): Promise<string> {
  if (lines.length === 0) return clearLocalCart(context);
  return localCartCookie.serialize(localCartValue(lines), { secure: secure(context) });
}

/** Set-Cookie that empties the anonymous cart (after its lines moved to the account at login). */
export function clearLocalCart(context: AppLoadContext): Promise<string> {
  return localCartCookie.serialize([], { maxAge: 0, secure: secure(context) });
}

/** The lines of the visitor's cart: the server's when signed in, the cookie's otherwise. */
export async function visitorCartLines(request: Request, context: AppLoadContext): Promise<CartLine[]> {
  if (context.account) return context.services.cart.lines(context.account.id);
  return readLocalCart(request);
}

/**
 * Puts an area in the visitor's cart. Signed in, the server cart keeps it; anonymous, the cookie does. A
 * disabled or unpublished area is refused either way. Returns the Set-Cookie to send, if any.
 */
export async function addToVisitorCart(
  request: Request,
  context: AppLoadContext,
  line: CartLine,
): Promise<string | null> {
  const { cart } = context.services;
  if (context.account) {
    await cart.add(context.account.id, line);
    return null;
  }
  await cart.assertAddable(line.productId);
  const lines = (await readLocalCart(request)).filter((l) => l.productId !== line.productId);
  return writeLocalCart(context, [...lines, line]);
}

export async function removeFromVisitorCart(
  request: Request,
  context: AppLoadContext,
  productId: string,
): Promise<string | null> {
  if (context.account) {
    await context.services.cart.remove(context.account.id, productId);
    return null;
  }
  const lines = await readLocalCart(request);
  return writeLocalCart(
    context,
    lines.filter((l) => l.productId !== productId),
  );
}
