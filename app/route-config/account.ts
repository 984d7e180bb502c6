import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Login, registration, verification, passwords and the customer's account pages. */
export const accountRoutes: RouteConfigEntry[] = [];
