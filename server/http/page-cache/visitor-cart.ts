import type { FastifyRequest } from "fastify";
import { createCookie } from "react-router";
import { LOCAL_CART_COOKIE, parseLocalCart } from "#domain/cart/local-cart.ts";
import type { CartLine } from "#domain/cart/merge.ts";
import type { VisitorCart } from "#domain/personal-parts.ts";

/** Only read here: the shop's pages write it (app/features/cart/visitor-cart.server.ts). */
const localCartCookie = createCookie(LOCAL_CART_COOKIE);

/** The areas in the visitor's cart: the account's (one query) when signed in, else the cookie's. */
export async function visitorCart(
  cart: { lines(accountId: string): Promise<CartLine[]> },
  request: FastifyRequest,
): Promise<VisitorCart> {
  const lines = request.account
    ? await cart.lines(request.account.id)
    : parseLocalCart(await localCartCookie.parse(request.headers.cookie ?? null));
  return { productIds: lines.map((l) => l.productId), count: lines.length };
}
