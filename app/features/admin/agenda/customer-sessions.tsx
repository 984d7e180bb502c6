import { Form, Link, useNavigation } from "react-router";
import { MOVE_SESSIONS_INTENT } from "#domain/booking/desk-forms.ts";
import { areaTitle } from "#domain/purchases/area-sessions.ts";
import { adminAgendaBookPath } from "#domain/staff/pages.ts";
import { inputClass } from "#app/features/account/form-fields.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";

/** A purchased area of the customer, its figures from its purchase's statement. */
export interface CustomerSession {
  id: string;
  title: string;
  quantity: number;
  storeId: string | null;
  storeName: string | null;
  bought: number;
  used: number;
  booked: number;
  available: number;
  /** Its purchase was given back in full or charged back. */
  given: boolean;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function MoveForm({
  session,
  branches,
}: {
  session: CustomerSession;
  branches: { id: string; name: string }[];
}) {
  const busy = useNavigation().state === "submitting";
  const id = `store-${session.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={MOVE_SESSIONS_INTENT} />
      <input type="hidden" name="entitlement" value={session.id} />
      <label htmlFor={id} className="sr-only">
        Sucursal para {session.title}
      </label>
      <select id={id} name="store" defaultValue={session.storeId ?? ""} className={`${inputClass} w-auto`}>
        {session.storeId ? null : <option value="">Elegí una sucursal</option>}
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        Mover sesiones<span className="sr-only"> de {session.title}</span>
      </button>
    </Form>
  );
}

/**
 * The customer's purchased areas: where their sessions are done and how many were used; 'Mover sesiones' sends
 * what is left of an area to another branch, and 'Reservar turno' books for her at her branch.
 */
export function CustomerSessions({
  customerId,
  sessions,
  branches,
  canMove,
  bookAt,
}: {
  customerId: string;
  sessions: CustomerSession[];
  branches: { id: string; name: string }[];
  canMove: boolean;
  bookAt: string | null;
}) {
  if (sessions.length === 0) return <p className="text-slate-700">No tiene sesiones compradas.</p>;
  return (
    <div className="space-y-4">
      <AdminTable
        caption="Sesiones del cliente"
        columns={["Área", "Sucursal", "Sesiones", ...(canMove ? ["Mover a otra sucursal"] : [])]}
      >
        {sessions.map((s) => (
          <tr key={s.id} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-4 font-medium text-slate-900">{areaTitle(s)}</td>
            <td className="py-2 pr-4">{s.storeName ?? "Sin sucursal"}</td>
            <td className="py-2 pr-4">
              {[
                counted(s.used, "usada", "usadas"),
                counted(s.booked, "reservada", "reservadas"),
                `${counted(s.available, "disponible", "disponibles")} de ${s.bought}`,
              ].join(" · ")}
              {s.given ? (
                <span className="block text-xs text-slate-600">Anuladas por una devolución</span>
              ) : null}
            </td>
            {canMove ? (
              <td className="py-2">{s.given ? null : <MoveForm session={s} branches={branches} />}</td>
            ) : null}
          </tr>
        ))}
      </AdminTable>
      {bookAt ? (
        <Link to={adminAgendaBookPath(bookAt, customerId)} className="btn btn-primary">
          Reservar turno
        </Link>
      ) : null}
    </div>
  );
}
