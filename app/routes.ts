import type { RouteConfig } from "@react-router/dev/routes";
import { accountRoutes } from "./route-config/account.ts";
import { adminRoutes } from "./route-config/admin.ts";
import { shopRoutes } from "./route-config/shop.ts";
import { storefrontRoutes } from "./route-config/storefront.ts";

/** The route table of SPEC.md §2, one file per area of the shop, and the back office. */
export default [...storefrontRoutes, ...shopRoutes, ...accountRoutes, ...adminRoutes] satisfies RouteConfig;
