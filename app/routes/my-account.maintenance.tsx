import { Link } from "react-router";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/my-account.maintenance";
import { ACCOUNT_PAGES } from "#domain/accounts/messages.ts";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_PAGES.maintenance });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAccount(context, request);
  const client = await context.services.content.shop.clientConfig();
  return {
    phone: client.phone,
    email: client.email,
    whatsapp: client.whatsappEnabled ? client.whatsappNumber : null,
  };
}

/** After the sessions of an area: how the results are kept, and how to book maintenance sessions. */
export default function Maintenance({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="maintenance-title" className="max-w-3xl">
      <h1 id="maintenance-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
        Mantenimiento
      </h1>
      <div className="mt-4 space-y-4 text-slate-700">
        <p>
          Al terminar las sesiones de un área, el vello que vuelve a crecer es mucho menor, más fino y más
          claro. Para conservar el resultado recomendamos sesiones de mantenimiento: en general una o dos por
          año, según el área y tu tipo de piel.
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Evitá exponer la zona al sol durante los días previos y posteriores a cada sesión.</li>
          <li>No uses cera ni pinzas entre sesiones: si lo necesitás, rasurá la zona.</li>
          <li>Usá protector solar en las zonas tratadas que queden expuestas.</li>
        </ul>
        <p>Para reservar una sesión de mantenimiento, comunicate con nosotros o acercate a tu sucursal:</p>
        <ul className="space-y-1">
          <li>
            Teléfono:{" "}
            <a
              href={`tel:${loaderData.phone.replace(/[^\d+]/g, "")}`}
              className="font-medium text-brand-700 underline"
            >
              {loaderData.phone}
            </a>
          </li>
          <li>
            E-mail:{" "}
            <a href={`mailto:${loaderData.email}`} className="font-medium text-brand-700 underline">
              {loaderData.email}
            </a>
          </li>
          {loaderData.whatsapp ? <li>WhatsApp: {loaderData.whatsapp}</li> : null}
        </ul>
        <Link to="/locales" className="btn btn-primary">
          Ver sucursales
        </Link>
      </div>
    </section>
  );
}
