import { data, Link } from "react-router";
import { dayValue } from "#domain/editing/day-input.ts";
import { COUPON_ADMIN_MESSAGES as M, REDEMPTION_STATES } from "#domain/coupons/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { moneyText } from "#domain/editing/money-input.ts";
import { formatMoney } from "#domain/money.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { saveCoupon } from "#app/features/admin/coupons/coupon-action.server.ts";
import { CouponForm } from "#app/features/admin/coupons/coupon-form.tsx";
import { recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/code-edit";

export const middleware = staffPage(ADMIN_PAGES.codes);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await context.services.coupons.editor.get(actingOf(context), recordId(params.id));
  if (!found) throw data(null, { status: 404 });
  const c = found.coupon;
  return {
    coupon: {
      code: c.code,
      kind: c.kind,
      value: c.kind === "percentage" ? String(c.value) : moneyText(c.value),
      min_total: moneyText(c.minTotal),
      valid_from: dayValue(c.validFrom),
      valid_until: dayValue(c.validUntil, true),
      max_uses: c.maxUses ? String(c.maxUses) : "",
      max_uses_per_account: c.maxUsesPerAccount ? String(c.maxUsesPerAccount) : "",
      enabled: c.enabled,
      version: c.version,
      used: found.redemptions.length > 0,
    },
    redemptions: found.redemptions.map((r) => ({ ...r, at: r.at.toISOString() })),
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  return saveCoupon(context, staff, request, recordId(params.id));
}

export default function AdminCodeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, redemptions, created } = loaderData;
  return (
    <AdminPageFrame
      title={coupon.code}
      intro={
        <Link to={ADMIN_PAGES.codes.path} className="text-brand-700 underline">
          Volver a los códigos
        </Link>
      }
    >
      <AdminCard title="El código">
        <CouponForm
          key={coupon.version}
          coupon={coupon}
          answer={actionData ?? (created ? SAVED : undefined)}
        />
      </AdminCard>
      <AdminCard title={`${M.redemptionsTitle} (${redemptions.length})`}>
        {redemptions.length === 0 ? (
          <p className="text-slate-700">{M.noRedemptions}</p>
        ) : (
          <AdminTable caption="Usos del código" columns={["Fecha", "Cliente", "Pago", "Descuento", "Estado"]}>
            {redemptions.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(r.at)}</td>
                <td className="py-2 pr-4">{r.email}</td>
                <td className="py-2 pr-4 font-mono text-xs">{r.paymentRef}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{formatMoney(r.amount)}</td>
                <td className="py-2">{REDEMPTION_STATES[r.status]}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminCard>
    </AdminPageFrame>
  );
}
