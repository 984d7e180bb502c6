import { data, Link } from "react-router";
import { dayValue } from "#domain/editing/day-input.ts";
import { moneyText } from "#domain/editing/money-input.ts";
import { PROMOTION_RULE_MESSAGES as M } from "#domain/promotions/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { savePromotionRule } from "#app/features/admin/promotions/promotion-rule-action.server.ts";
import { PromotionRuleForm } from "#app/features/admin/promotions/promotion-rule-form.tsx";
import { recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/promotion-rule-edit";

export const middleware = staffPage(ADMIN_PAGES.promotionRules);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const who = actingOf(context);
  const [r, choices] = await Promise.all([
    context.services.promotionRules.get(who, recordId(params.id)),
    context.services.promotionRules.choices(who),
  ]);
  if (!r) throw data(null, { status: 404 });
  return {
    choices,
    rule: {
      name: r.name,
      kind: r.kind,
      buy_quantity: String(r.buyQuantity),
      pay_quantity: String(r.payQuantity),
      value: r.kind === "percentage" ? String(r.value) : r.kind === "fixed" ? moneyText(r.value) : "",
      product_ids: r.productIds,
      category_ids: r.categoryIds,
      starts_at: dayValue(r.startsAt),
      ends_at: dayValue(r.endsAt, true),
      enabled: r.enabled,
      version: r.version,
    },
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  return savePromotionRule(context, staff, request, recordId(params.id));
}

export default function AdminPromotionRuleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { rule, choices, created } = loaderData;
  return (
    <AdminPageFrame
      title={rule.name}
      intro={
        <Link to={ADMIN_PAGES.promotionRules.path} className="text-brand-700 underline">
          {M.back}
        </Link>
      }
    >
      <AdminCard title="La regla">
        <PromotionRuleForm
          key={rule.version}
          rule={rule}
          choices={choices}
          answer={actionData ?? (created ? SAVED : undefined)}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
