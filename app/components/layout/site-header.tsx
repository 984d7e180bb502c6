import { useState } from "react";
import { Link, NavLink } from "react-router";
import type { ClientConfig } from "../../../server/modules/content/service.ts";

const NAV = [
  { to: "/", label: "Inicio" },
  { to: "/promociones", label: "Promociones" },
  { to: "/locales", label: "Locales" },
  { to: "/areas", label: "Tienda" },
] as const;

export function SiteHeader({ client }: { client: Pick<ClientConfig, "name" | "phone" | "email"> }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="hidden bg-brand-900 text-sm text-brand-100 md:block">
        <div className="mx-auto flex max-w-6xl justify-end gap-6 px-4 py-1.5">
          <a href={`tel:${client.phone.replace(/[^\d+]/g, "")}`}>{client.phone}</a>
          <a href={`mailto:${client.email}`}>{client.email}</a>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link to="/" className="text-2xl font-bold tracking-tight text-brand-700">
          {client.name}
        </Link>
        <button
          type="button"
          className="rounded-md px-3 py-2 font-medium text-brand-700 md:hidden"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? "Cerrar" : "Menú"}
        </button>
        <nav
          id="main-nav"
          aria-label="Principal"
          className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-brand-100 bg-white px-4 pb-4 md:static md:flex md:flex-row md:gap-6 md:border-0 md:p-0`}
        >
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `py-2 font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
