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
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/mails";

export const middleware = staffPage(ADMIN_PAGES.mails);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const rows = await context.services.inboxes.failedMails(actingOf(context));
  return {
    canRetry: can(staff.role, "contact.edit"),
    rows: rows.map((m) => ({ ...m, updatedAt: m.updatedAt.toISOString() })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "contact.edit")) throw data({ forbidden: true }, { status: 403 });
  const { id } = formValues(await readFormData(request));
  if (typeof id !== "string" || !isUuid(id)) throw data(null, { status: 404 });
  const retried = await orForbidden(context.services.inboxes.retryMail(actingOf(context), id));
  return retried ? { ok: true as const } : data({ ok: false as const }, { status: 409 });
}

export default function AdminMails({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, canRetry } = loaderData;
  return (
    <AdminPageFrame title={M.mailsTitle} intro={M.mailsIntro}>
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "error"}>{actionData.ok ? M.retried : M.gone}</Alert>
      ) : null}
      <AdminCard title={`Correos (${rows.length})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noMails}</p>
        ) : (
          <AdminTable
            caption="Correos fallidos"
            columns={["Correo", "Destinatario", "Último intento", "Error", ""]}
          >
            {rows.map((m) => (
              <tr key={m.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">{m.subject ?? m.template}</td>
                <td className="py-2 pr-4">{m.recipient}</td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {formatDateTime(m.updatedAt)} ({m.attempts})
                </td>
                <td className="py-2 pr-4 text-sm text-slate-700">{m.lastError}</td>
                <td className="py-2">
                  {canRetry ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={m.id} />
                      <button type="submit" className="btn btn-secondary">
                        {M.retry}
                        <span className="sr-only"> {m.recipient}</span>
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminCard>
    </AdminPageFrame>
  );
}
