import { data } from "react-router";
import { COUPON_ADMIN_MESSAGES as M } from "#domain/coupons/messages.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { saveCoupon } from "#app/features/admin/coupons/coupon-action.server.ts";
import { CouponForm } from "#app/features/admin/coupons/coupon-form.tsx";
import { staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/code-new";

export const middleware = staffPage(ADMIN_PAGES.codes);

const requireEditor = (staff: StaffMember) => {
  if (!can(staff.role, "codes.edit")) throw data({ forbidden: true }, { status: 403 });
  return staff;
};

export function loader({ context }: Route.LoaderArgs) {
  requireEditor(staffOf(context));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveCoupon(context, requireEditor(staffOf(context)), request);
}

const EMPTY = {
  code: "",
  kind: "percentage",
  value: "",
  min_total: "0",
  valid_from: "",
  valid_until: "",
  max_uses: "",
  max_uses_per_account: "1",
  enabled: true,
} as const;

export default function AdminCodeNew({ actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.newCode}>
      <AdminCard title="El código">
        <CouponForm coupon={EMPTY} answer={actionData} />
      </AdminCard>
    </AdminPageFrame>
  );
}
