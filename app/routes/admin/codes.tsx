import { Form, Link } from "react-router";
import {
  COUPONS_PAGE_SIZE,
  COUPON_STATES,
  couponListPath,
  parseCouponQuery,
} from "#domain/coupons/coupon-query.ts";
import { COUPON_ADMIN_MESSAGES as M } from "#domain/coupons/messages.ts";
import { couponText } from "#domain/coupons/rules.ts";
import { COUPON_STATUSES, couponStatus } from "#domain/coupons/status.ts";
import { formatDate } from "#domain/dates.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/codes";

export const middleware = staffPage(ADMIN_PAGES.codes);

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const query = parseCouponQuery(new URL(request.url).searchParams);
  const list = await context.services.coupons.editor.list(actingOf(context), query);
  const now = new Date();
  return {
    query,
    total: list.total,
    path: couponListPath(ADMIN_PAGES.codes.path, query),
    canEdit: can(staff.role, "codes.edit"),
    rows: list.rows.map((r) => ({
      ...r,
      status: COUPON_STATUSES[couponStatus(r, now)],
      discount: couponText(r).replace(/^Descuento \S+ /, ""),
      validUntil: r.validUntil ? formatDate(new Date(r.validUntil.getTime() - 1)) : "Sin vencimiento",
    })),
  };
}

export default function AdminCodes({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, path, canEdit } = loaderData;
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      {canEdit ? (
        <div>
          <Link to="/admin/codigos/nuevo" className="btn btn-primary">
            {M.newCode}
          </Link>
        </div>
      ) : null}
      <AdminCard title="Filtros">
        <Form method="get" className="grid gap-4 md:grid-cols-3 md:items-end">
          <div>
            <FieldLabel htmlFor="q">Buscar</FieldLabel>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={40}
              className={inputClass}
            />
          </div>
          <div>
            <FieldLabel htmlFor="estado">Estado</FieldLabel>
            <select id="estado" name="estado" defaultValue={query.estado} className={inputClass}>
              <option value="">Todos</option>
              {Object.entries(COUPON_STATES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary w-full">
            Filtrar
          </button>
        </Form>
      </AdminCard>
      <AdminCard title={`Códigos (${total})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noCodes}</p>
        ) : (
          <AdminTable
            caption="Códigos de descuento"
            columns={["Código", "Descuento", "Vence", "Usos", "Estado"]}
          >
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  <Link to={`/admin/codigos/${r.id}`} className="font-medium text-brand-700 underline">
                    {r.code}
                  </Link>
                </td>
                <td className="py-2 pr-4">{r.discount}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{r.validUntil}</td>
                <td className="py-2 pr-4">{r.maxUses ? `${r.uses} de ${r.maxUses}` : r.uses}</td>
                <td className="py-2">{r.status}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination path={path} page={query.page} total={total} pageSize={COUPONS_PAGE_SIZE} />
      </AdminCard>
    </AdminPageFrame>
  );
}
