import type { ClientConfig } from "../../../server/modules/content/service.ts";

export function SiteFooter({ client }: { client: Pick<ClientConfig, "name" | "phone" | "email"> }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-10 text-sm md:flex-row md:justify-between">
        <p className="font-semibold text-white">{client.name}</p>
        <p>
          <a href={`tel:${client.phone.replace(/[^\d+]/g, "")}`}>{client.phone}</a> ·{" "}
          <a href={`mailto:${client.email}`}>{client.email}</a>
        </p>
      </div>
    </footer>
  );
}
