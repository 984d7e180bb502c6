import { data, type RouterContextProvider } from "react-router";
import { moveSessionsFormSchema } from "#domain/booking/desk-forms.ts";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { can } from "#domain/staff/permissions.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import type { CustomerSession } from "#app/features/admin/agenda/customer-sessions.tsx";

/** The 'Sesiones' part of a customer's file: her areas, the branches to move them to, and her branch for booking. */
export async function customerSessionsPart(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  accountId: string,
) {
  const who = actingOf(context);
  const desk = context.services.bookingDesk;
  const canMove = can(staff.role, "customers.edit") && can(staff.role, "agenda.read");
  const [rows, branches] = await Promise.all([
    desk.customerSessions(who, accountId),
    canMove ? desk.branches(who) : Promise.resolve([]),
  ]);
  const sessions: CustomerSession[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    quantity: r.quantity,
    storeId: r.storeId,
    storeName: r.storeName,
    bought: r.bought,
    used: r.used,
    booked: r.booked,
    available: r.available,
    given: r.given,
  }));
  const home = sessions.find((s) => s.storeId && s.available > 0) ?? null;
  return {
    sessions,
    branches: branches.map((b) => ({ id: b.id, name: b.name })),
    canMove,
    bookAt: can(staff.role, "agenda.book") ? (home?.storeId ?? null) : null,
  };
}

/** The file's answer to a post: done or refused, with the notice to show. */
type MoveAnswer = { ok: boolean; message: string; reasonError?: undefined };

/** 'Mover sesiones': one of this customer's areas (not another's) to a branch of the list. */
export async function moveCustomerSessions(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  accountId: string,
  formData: FormData,
) {
  if (!can(staff.role, "customers.edit")) throw data({ forbidden: true }, { status: 403 });
  const parsed = moveSessionsFormSchema.safeParse({
    entitlement: formData.get("entitlement") ?? "",
    store: formData.get("store") ?? "",
  });
  if (!parsed.success) {
    return data<MoveAnswer>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const who = actingOf(context);
  const desk = context.services.bookingDesk;
  const { entitlement, store } = parsed.data;
  const [own, branches] = await Promise.all([
    orForbidden(desk.customerSessions(who, accountId)),
    orForbidden(desk.branches(who)),
  ]);
  if (!own.some((s) => s.id === entitlement)) throw data(null, { status: 404 });
  const target = branches.find((b) => b.id === store);
  if (!target) return data<MoveAnswer>({ ok: false, message: M.chooseStore }, { status: 400 });
  const moved = await orForbidden(desk.moveSessions(who, accountId, entitlement, store));
  if (moved.ok) return data<MoveAnswer>({ ok: true, message: M.sessionsMoved(target.name) });
  if (moved.code === "not_found") throw data(null, { status: 404 });
  return data<MoveAnswer>({ ok: false, message: moved.message ?? M.chooseStore }, { status: 400 });
}
