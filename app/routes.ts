import type { RouteConfig } from "@react-router/dev/routes";
import { accountRoutes } from "./route-config/account.ts";
import { shopRoutes } from "./route-config/shop.ts";
import { storefrontRoutes } from "./route-config/storefront.ts";

/** The route table of SPEC.md §2, one file per area of the shop. */
export default [...storefrontRoutes, ...shopRoutes, ...accountRoutes] satisfies RouteConfig;
