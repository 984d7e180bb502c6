import { index, type RouteConfigEntry } from "@react-router/dev/routes";

/** Home, catalogue, branches, content and contact pages. */
export const storefrontRoutes: RouteConfigEntry[] = [index("routes/home.tsx")];
