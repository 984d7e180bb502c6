import { Link } from "react-router";
import { formatDate } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";
import { PROMOTION_RULE_MESSAGES as M } from "#domain/promotions/messages.ts";
import { promotionActive, type PromotionKind } from "#domain/promotions/rules.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/promotion-rules";

export const middleware = staffPage(ADMIN_PAGES.promotionRules);

/** What a rule takes off, in a few words: "2x1", "15%", "$ 5.000,00". */
function ruleTerms(r: { kind: PromotionKind; buyQuantity: number; payQuantity: number; value: number }) {
  if (r.kind === "n_for_m") return `${r.buyQuantity}x${r.payQuantity}`;
  return r.kind === "percentage" ? `${r.value}%` : formatMoney(r.value);
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const rows = await context.services.promotionRules.list(actingOf(context));
  const now = new Date();
  return {
    canEdit: can(staff.role, "promotions.edit"),
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      terms: ruleTerms(r),
      dates: `${r.startsAt ? formatDate(r.startsAt) : "Sin inicio"} – ${
        r.endsAt ? formatDate(new Date(r.endsAt.getTime() - 1)) : "Sin vencimiento"
      }`,
      state: !r.enabled
        ? "Desactivada"
        : promotionActive({ ...r, allAreas: false, categories: [] }, now)
          ? "Vigente"
          : r.endsAt && now > r.endsAt
            ? "Vencida"
            : "Programada",
    })),
  };
}

export default function AdminPromotionRules({ loaderData }: Route.ComponentProps) {
  const { rows, canEdit } = loaderData;
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      {canEdit ? (
        <div>
          <Link to={`${ADMIN_PAGES.promotionRules.path}/nueva`} className="btn btn-primary">
            {M.newRule}
          </Link>
        </div>
      ) : null}
      <AdminCard title={`Reglas (${rows.length})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noRules}</p>
        ) : (
          <AdminTable
            caption="Promociones automáticas"
            columns={["Nombre", "Descuento", "Vigencia", "Estado"]}
          >
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  <Link
                    to={`${ADMIN_PAGES.promotionRules.path}/${r.id}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {r.name}
                  </Link>
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">{r.terms}</td>
                <td className="py-2 pr-4">{r.dates}</td>
                <td className="py-2">{r.state}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminCard>
    </AdminPageFrame>
  );
}
