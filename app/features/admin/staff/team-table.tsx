import { Form } from "react-router";
import { formatDate } from "#domain/dates.ts";
import { ROLE_NAMES } from "#domain/staff/permissions.ts";
import type { TeamMember } from "#domain/staff/views.ts";
import { inputClass } from "#app/features/account/form-fields.tsx";
import { franchiseOptions, roleOptions } from "./add-staff-form.tsx";

export const ROLE_INTENT = "role";
export const DISABLE_INTENT = "disable";

/** A team member as the page receives it: the date serialised. */
export type TeamRow = Omit<TeamMember, "created_at"> & { created_at: string };

const smallButton =
  "rounded-full border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50";

/** The staff, each with the forms to change the role or to disable the account (not one's own). */
export function TeamTable({
  rows,
  selfId,
  franchises,
}: {
  rows: TeamRow[];
  selfId: string;
  franchises: { id: string; name: string }[];
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((s) => (
        <li key={s.id} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="font-medium text-slate-900">
              {s.email} {s.name ? <span className="font-normal text-slate-600">· {s.name}</span> : null}
            </p>
            <p className="text-sm text-slate-600">
              {ROLE_NAMES[s.role]}
              {s.franchise_name ? ` · ${s.franchise_name}` : ""} ·{" "}
              {s.disabled ? "Cuenta desactivada" : "Activa"} ·{" "}
              {s.totp ? "Con verificación en dos pasos" : "Sin verificación en dos pasos"} · Alta{" "}
              {formatDate(s.created_at)}
            </p>
          </div>
          {s.id === selfId ? (
            <p className="text-sm text-slate-600">Tu cuenta</p>
          ) : (
            <div className="flex flex-wrap items-end gap-2">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value={ROLE_INTENT} />
                <input type="hidden" name="id" value={s.id} />
                <input type="hidden" name="version" value={s.version} />
                <label className="text-sm text-slate-700">
                  <span className="sr-only">Rol de {s.email}</span>
                  <select name="role" defaultValue={s.role} className={inputClass}>
                    {roleOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm text-slate-700">
                  <span className="sr-only">Franquicia de {s.email}</span>
                  <select name="franchise_id" defaultValue={s.franchise_id ?? ""} className={inputClass}>
                    {franchiseOptions(franchises).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className={smallButton} aria-label={`Guardar el rol de ${s.email}`}>
                  Guardar
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value={DISABLE_INTENT} />
                <input type="hidden" name="id" value={s.id} />
                <input type="hidden" name="version" value={s.version} />
                <input type="hidden" name="disabled" value={s.disabled ? "false" : "true"} />
                <button type="submit" className={smallButton}>
                  {s.disabled ? `Activar` : `Desactivar`}
                  <span className="sr-only"> {s.email}</span>
                </button>
              </Form>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
