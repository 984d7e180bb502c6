import { data } from "react-router";
import type { Route } from "./+types/shop-checkout-states";

/** SPEC.md §7 "States by country": the billing form's state list for `?country=<id>` (empty when unknown). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const country = new URL(request.url).searchParams.get("country") ?? "";
  const states = await context.services.geo.states(country);
  return data({ country, states }, { headers: { "Cache-Control": "public, max-age=3600" } });
}
