import { data } from "react-router";
import { PROMOTION_RULE_MESSAGES as M } from "#domain/promotions/messages.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { savePromotionRule } from "#app/features/admin/promotions/promotion-rule-action.server.ts";
import { PromotionRuleForm } from "#app/features/admin/promotions/promotion-rule-form.tsx";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/promotion-rule-new";

export const middleware = staffPage(ADMIN_PAGES.promotionRules);

const requireEditor = (staff: StaffMember) => {
  if (!can(staff.role, "promotions.edit")) throw data({ forbidden: true }, { status: 403 });
  return staff;
};

export async function loader({ context }: Route.LoaderArgs) {
  requireEditor(staffOf(context));
  return { choices: await context.services.promotionRules.choices(actingOf(context)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireEditor(staffOf(context));
  return savePromotionRule(context, staff, request);
}

const EMPTY = {
  name: "",
  kind: "n_for_m",
  buy_quantity: "2",
  pay_quantity: "1",
  value: "",
  product_ids: [],
  category_ids: [],
  starts_at: "",
  ends_at: "",
  enabled: true,
} as const;

export default function AdminPromotionRuleNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.newRule}>
      <AdminCard title="La regla">
        <PromotionRuleForm
          rule={{ ...EMPTY, product_ids: [], category_ids: [] }}
          choices={loaderData.choices}
          answer={actionData}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
