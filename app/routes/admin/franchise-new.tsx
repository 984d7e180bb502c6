import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { saveFranchise } from "#app/features/admin/stores/franchise-action.server.ts";
import { FranchiseForm } from "#app/features/admin/stores/franchise-form.tsx";
import type { Route } from "./+types/franchise-new";

export const middleware = staffPage(ADMIN_PAGES.franchises);

export async function loader({ context }: Route.LoaderArgs) {
  await orForbidden(context.services.stores.editor.franchises.requireCentral(actingOf(context)));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveFranchise(context, staffOf(context), request);
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
