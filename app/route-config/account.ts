import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Login, registration, verification, passwords and the customer's account pages. */
export const accountRoutes: RouteConfigEntry[] = [
  route("account-login", "routes/account-login.tsx"),
  route("account-logout", "routes/account-logout.tsx"),
  route("account-register", "routes/account-register.tsx"),
  route("account-verify/:token?", "routes/account-verify.tsx"),
  route("account-password/:token?", "routes/account-password.tsx"),
  route("account-email/:token?", "routes/account-email.tsx"),
  route("turnos/lista-de-espera/:token", "routes/waitlist-offer.tsx"),
  // A PDF, outside the account's page frame.
  route("my-account/comprobantes/:id", "routes/my-account.voucher.ts"),
  route("my-account", "routes/my-account.tsx", [
    index("routes/my-account._index.tsx"),
    route("profile", "routes/my-account.profile.tsx"),
    route("order/products", "routes/my-account.order.products.tsx"),
    route("order/payments", "routes/my-account.order.payments.tsx"),
    route("maintenance", "routes/my-account.maintenance.tsx"),
    route("turnos/reservar", "routes/my-account.turnos.reservar.tsx"),
    route("turnos/lista-de-espera", "routes/my-account.turnos.lista-de-espera.tsx"),
    route("turnos/:id", "routes/my-account.turnos.$id.tsx"),
    route("turnos/:id/cambiar", "routes/my-account.turnos.$id.cambiar.tsx"),
  ]),
];
