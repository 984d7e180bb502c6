import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The shop: its index, the cart (a page for guests, and the endpoint of its forms), the checkout and its result. */
export const shopRoutes: RouteConfigEntry[] = [
  route("shop", "routes/shop.tsx"),
  route("shop/cart", "routes/shop-cart.tsx"),
  route("shop/checkout", "routes/shop-checkout.tsx"),
  route("shop/checkout/states", "routes/shop-checkout-states.ts"),
  route("shop/checkout/stores", "routes/shop-checkout-stores.ts"),
  route("shop/checkout/success", "routes/shop-checkout-success.tsx"),
];
