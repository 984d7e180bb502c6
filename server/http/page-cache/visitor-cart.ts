import type { FastifyRequest } from "fastify";
import { createCookie } from "react-router";
import { LOCAL_CART_COOKIE, parseLocalCart } from "#domain/cart/local-cart.ts";
import type { VisitorCart } from "#domain/personal-parts.ts";

/** Only read here: the shop's pages write it (app/features/cart/visitor-cart.server.ts). */
const localCartCookie = createCookie(LOCAL_CART_COOKIE);

/** The areas in the visitor's cart: the account's (read with the session) when signed in, else the cookie's. */
export async function visitorCart(request: FastifyRequest): Promise<VisitorCart> {
  const productIds = request.account
    ? [...(request.cartProductIds ?? [])]
    : parseLocalCart(await localCartCookie.parse(request.headers.cookie ?? null)).map((l) => l.productId);
  return { productIds, count: productIds.length };
}
