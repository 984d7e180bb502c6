import { data } from "react-router";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { FRANCHISE_SCOPED_ROLES, can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { saveBranch } from "#app/features/admin/stores/branch-action.server.ts";
import { BranchForm } from "#app/features/admin/stores/branch-form.tsx";
import type { Route } from "./+types/branch-new";

export const middleware = staffPage(ADMIN_PAGES.branches);

/** Only the central team opens branches. */
function requireCentral(staff: StaffMember) {
  if (!can(staff.role, "branches.edit") || FRANCHISE_SCOPED_ROLES.includes(staff.role))
    throw data({ forbidden: true }, { status: 403 });
  return staff;
}

export async function loader({ context }: Route.LoaderArgs) {
  requireCentral(staffOf(context));
  const who = actingOf(context);
  const [choices, library] = await Promise.all([
    context.services.stores.editor.branches.choices(who),
    context.services.media.choices(who),
  ]);
  return { ...choices, library, uploadsUrl: context.uploadsUrl };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireCentral(staffOf(context));
  return saveBranch(context, staff, request);
}

const EMPTY = {
  name: "",
  slug: "",
  franchise_id: "",
  province_id: "",
  address_street: "",
  address_number: "",
  address_floor: "",
  address_apartment: "",
  zip: "",
  city: "",
  phone: "",
  contact_email: "",
  opening_hours: [],
  treatment_available: "SI",
  enabled: true,
  latitude: "",
  longitude: "",
} as const;

export default function AdminBranchNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.newBranch}>
      <AdminCard title="Datos de la sucursal">
        <BranchForm
          branch={{ ...EMPTY, opening_hours: [], team: [], gallery: [] }}
          franchises={loaderData.franchises}
          provinces={loaderData.provinces}
          contactOnly={false}
          answer={actionData}
          library={loaderData.library}
          uploadsUrl={loaderData.uploadsUrl}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
