import { STORE_ADMIN_MESSAGES as M } from "#domain/store-admin/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import {
  acting,
  noStoreHeaders,
  orForbidden,
  requireStaffPage,
} from "#app/features/admin/layout/access.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { saveFranchise } from "#app/features/admin/stores/franchise-action.server.ts";
import { FranchiseForm } from "#app/features/admin/stores/franchise-form.tsx";
import type { Route } from "./+types/franchise-new";

export const headers = noStoreHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.franchises);
  await orForbidden(context.services.storeAdmin.franchises.requireCentral(acting(context, staff)));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveFranchise(context, requireStaffPage(context, request, ADMIN_PAGES.franchises), request);
}

export default function AdminFranchiseNew({ actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.newFranchise}>
      <AdminCard title="Datos de la franquicia">
        <FranchiseForm franchise={{ name: "", fiserv_id: "", contact_email: "" }} answer={actionData} />
      </AdminCard>
    </AdminPageFrame>
  );
}
