import { data } from "react-router";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import {
  parseVouchersQuery,
  recentMonths,
  VOUCHERS_PAGE_SIZE,
  vouchersListPath,
} from "#domain/invoicing/query.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { confirmAskOf } from "#app/features/admin/forms/confirm-step.ts";
import { ConfirmStep } from "#app/features/admin/forms/confirm-step-panel.tsx";
import { unconfirmed } from "#app/features/admin/forms/confirm-step.server.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { VouchersFiltersForm } from "#app/features/admin/invoicing/vouchers-filters-form.tsx";
import { VouchersTable } from "#app/features/admin/invoicing/vouchers-table.tsx";
import type { Route } from "./+types/invoices";

export const middleware = staffPage(ADMIN_PAGES.invoices);

export async function loader({ context, request }: Route.LoaderArgs) {
  const who = actingOf(context);
  const query = parseVouchersQuery(new URL(request.url).searchParams);
  const books = context.services.invoicing.books;
  const [list, franchises] = await Promise.all([
    orForbidden(books.list(who, query)),
    orForbidden(books.franchises(who)),
  ]);
  // A franchise account's book is its own: the export needs only the month.
  const exportFranchise = franchises.length === 1 ? franchises[0]!.id : query.franquicia;
  return {
    query,
    franchises,
    months: recentMonths(new Date()),
    rows: list.rows,
    total: list.total,
    path: vouchersListPath(ADMIN_PAGES.invoices.path, query),
    exportPath:
      exportFranchise && query.mes
        ? `${ADMIN_PAGES.invoices.path}/exportar?franquicia=${exportFranchise}&mes=${query.mes}`
        : null,
    canRetry: can(staffOf(context).role, "invoices.retry"),
  };
}

type RetryAnswer = { ok: true; message: string } | { ok: false; message: string };

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "invoices.retry")) throw data({ forbidden: true }, { status: 403 });
  const form = await readFormData(request);
  const id = form.get("id");
  if (form.get("intent") !== "retry" || typeof id !== "string" || !isUuid(id))
    throw data(null, { status: 404 });
  const who = actingOf(context);
  const voucher = (await orForbidden(context.services.invoicing.books.retryable(who, id))) ?? null;
  if (!voucher) return data<RetryAnswer>({ ok: false, message: M.notRetryable }, { status: 409 });
  const asked = unconfirmed(form, { title: M.retryAsk(voucher), text: M.retryText, button: M.retryConfirm });
  if (asked) return asked;
  const done = await orForbidden(context.services.invoicing.books.retry(who, id));
  if (done.ok) return data<RetryAnswer>({ ok: true, message: M.retried });
  if (done.code === "not_found") throw data(null, { status: 404 });
  return data<RetryAnswer>({ ok: false, message: M.notRetryable }, { status: 409 });
}

export default function AdminInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, query, franchises, months, path, exportPath, canRetry } = loaderData;
  const answer = actionData && "ok" in actionData ? actionData : undefined;
  return (
    <AdminPageFrame title={M.vouchersTitle} intro={M.vouchersIntro}>
      <ConfirmStep ask={confirmAskOf(actionData)} />
      {answer ? <Alert tone={answer.ok ? "success" : "error"}>{answer.message}</Alert> : null}
      <AdminCard title="Filtros">
        <VouchersFiltersForm query={query} franchises={franchises} months={months} />
      </AdminCard>
      <AdminCard title={`Comprobantes (${total.toLocaleString("es-AR")})`}>
        <p className="mb-4">
          {exportPath ? (
            // A download, not a page: the router must not fetch it as page data.
            <a href={exportPath} className="btn btn-secondary" download>
              {M.exportCsv}
            </a>
          ) : (
            <span className="text-sm text-slate-700">{M.exportNeedsFilters}</span>
          )}
        </p>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noVouchers}</p>
        ) : (
          <VouchersTable rows={rows} canRetry={canRetry} />
        )}
        <Pagination path={path} page={query.page} total={total} pageSize={VOUCHERS_PAGE_SIZE} />
      </AdminCard>
    </AdminPageFrame>
  );
}
