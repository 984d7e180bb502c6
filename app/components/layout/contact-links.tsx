import { telHref } from "#app/lib/paths.ts";
import type { Storefront } from "#app/lib/storefront.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** Phone, e-mail and (when enabled) WhatsApp of the client config, as links. */
export function ContactLinks({
  client,
  className = "",
}: {
  client: Storefront["client"];
  className?: string;
}) {
  return (
    <ul className={className}>
      <li>
        <a href={telHref(client.phone)} className="inline-flex items-center gap-2 hover:underline">
          <Icon name="phone" size={16} />
          <span>
            <span className="sr-only">Teléfono: </span>
            {client.phone}
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${client.email}`} className="inline-flex items-center gap-2 hover:underline">
          <Icon name="mail" size={16} />
          <span>
            <span className="sr-only">E-mail: </span>
            {client.email}
          </span>
        </a>
      </li>
      {client.whatsappUrl ? (
        <li>
          <a
            href={client.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 hover:underline"
          >
            <Icon name="whatsapp" size={16} />
            <span>
              WhatsApp<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
