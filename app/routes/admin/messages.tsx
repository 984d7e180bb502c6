import { data, Form } from "react-router";
import { formatDateTime } from "#domain/dates.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { INBOX_MESSAGES as M } from "#domain/inboxes/messages.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/messages";

export const middleware = staffPage(ADMIN_PAGES.messages);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const rows = await context.services.inboxes.messages(actingOf(context));
  return {
    canEdit: can(staff.role, "contact.edit"),
    rows: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      state: m.answeredAt ? M.answeredState : m.readAt ? M.readState : M.unread,
      answered: m.answeredAt !== null,
      read: m.readAt !== null,
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "contact.edit")) throw data({ forbidden: true }, { status: 403 });
  const { id, intent } = formValues(await readFormData(request));
  if (typeof id !== "string" || !isUuid(id)) throw data(null, { status: 404 });
  if (intent !== "read" && intent !== "answered") throw data(null, { status: 400 });
  const marked = await orForbidden(context.services.inboxes.markMessage(actingOf(context), id, intent));
  if (!marked) throw data(null, { status: 404 });
  return { ok: true };
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, canEdit } = loaderData;
  return (
    <AdminPageFrame title={M.messagesTitle} intro={M.messagesIntro}>
      {actionData?.ok ? <Alert tone="success">{M.marked}</Alert> : null}
      <AdminCard title={`Mensajes (${rows.length})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noMessages}</p>
        ) : (
          <ul className="space-y-4">
            {rows.map((m) => (
              <li key={m.id} className="rounded-xl border border-slate-200 p-4">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {m.name}{" "}
                    <a href={`mailto:${m.email}`} className="font-normal text-brand-700 underline">
                      {m.email}
                    </a>
                    {m.phone ? <span className="font-normal text-slate-700"> · {m.phone}</span> : null}
                  </span>
                  <span className="text-sm text-slate-700">
                    {formatDateTime(m.createdAt)} · {m.kind === "corporativo" ? "Corporativo" : "General"} ·{" "}
                    <strong>{m.state}</strong>
                  </span>
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-800">{m.message}</p>
                {canEdit && !m.answered ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {!m.read ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={m.id} />
                        <button type="submit" name="intent" value="read" className="btn btn-secondary">
                          {M.read}
                          <span className="sr-only"> {m.name}</span>
                        </button>
                      </Form>
                    ) : null}
                    <Form method="post">
                      <input type="hidden" name="id" value={m.id} />
                      <button type="submit" name="intent" value="answered" className="btn btn-secondary">
                        {M.answered}
                        <span className="sr-only"> {m.name}</span>
                      </button>
                    </Form>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </AdminPageFrame>
  );
}
