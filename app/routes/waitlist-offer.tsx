import { data } from "react-router";
import { privateHeaders } from "#app/features/account/guards.ts";
import { WaitlistOffer } from "#app/features/booking/waitlist-offer.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { WAITLIST_MESSAGES as M, type WaitlistOfferView } from "#domain/booking/waitlist.ts";
import type { Route } from "./+types/waitlist-offer";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: M.offerTitle });
}

/** The token is the key: the offer is hers, for her areas, and works without signing in. */
const answer = (offer: WaitlistOfferView) =>
  data(
    { offer },
    {
      status:
        offer.state === "invalid" ? 404 : offer.state === "taken" || offer.state === "refused" ? 409 : 200,
    },
  );

/** Opening the link books nothing (mail scanners open links too): the page asks for the press. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const offer = await context.services.waitlist.offer(params.token);
  const leaving = new URL(request.url).searchParams.has("salir");
  return data({ offer, leaving }, { status: offer.state === "invalid" ? 404 : 200 });
}

/** 'Reservar este horario' books the freed time if nobody did first; 'Salir de la lista de espera' leaves. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const waitlist = context.services.waitlist;
  const offer =
    form.get("intent") === "leave"
      ? await waitlist.leaveByToken(params.token)
      : await waitlist.book(params.token);
  return answer(offer);
}

export default function WaitlistOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const offer = actionData?.offer ?? loaderData.offer;
  return <WaitlistOffer offer={offer} leaving={!actionData && loaderData.leaving} />;
}
