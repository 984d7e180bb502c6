import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";

export type Storefront = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/** The root loader's data: client config, feature flags, instalment settings and the visitor's account. */
export function useStorefront(): Storefront {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useStorefront needs the root loader's data");
  return data;
}
