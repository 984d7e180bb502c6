import { data, Link } from "react-router";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import { formatAddress } from "#domain/stores/address.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { saveBranch } from "#app/features/admin/stores/branch-action.server.ts";
import { BranchForm } from "#app/features/admin/stores/branch-form.tsx";
import { PATHS } from "#app/lib/paths.ts";
import { confirmAskOf } from "#app/features/admin/forms/confirm-step.ts";
import { ConfirmStep } from "#app/features/admin/forms/confirm-step-panel.tsx";
import type { Route } from "./+types/branch-edit";

export const middleware = staffPage(ADMIN_PAGES.branches);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const who = actingOf(context);
  const editor = context.services.stores.editor.branches;
  const contactOnly = FRANCHISE_SCOPED_ROLES.includes(staff.role);
  const [branch, choices, library] = await Promise.all([
    orForbidden(editor.get(who, recordId(params.id))),
    editor.choices(who),
    // Only the central team adds photos.
    contactOnly ? [] : context.services.media.choices(who),
  ]);
  if (!branch) throw data(null, { status: 404 });
  return {
    branch: {
      name: branch.name,
      slug: branch.slug,
      franchise_id: branch.franchiseId,
      province_id: branch.provinceId,
      address_street: branch.addressStreet ?? "",
      address_number: branch.addressNumber ?? "",
      address_floor: branch.addressFloor ?? "",
      address_apartment: branch.addressApartment ?? "",
      zip: branch.zip ?? "",
      city: branch.city ?? "",
      phone: branch.phone ?? "",
      contact_email: branch.contactEmail ?? "",
      opening_hours: branch.openingHours,
      treatment_available: branch.treatment,
      enabled: branch.enabled,
      latitude: branch.latitude === null ? "" : String(branch.latitude),
      longitude: branch.longitude === null ? "" : String(branch.longitude),
      team: branch.team,
      gallery: branch.gallery,
      version: branch.version,
    },
    // The stored address as the shop writes it, so the parts can be checked against it.
    written: formatAddress({
      street: branch.addressStreet,
      number: branch.addressNumber,
      floor: branch.addressFloor,
      apartment: branch.addressApartment,
      zip: branch.zip,
      city: branch.city,
      province: choices.provinces.find((p) => p.id === branch.provinceId)?.name ?? null,
    }),
    ...choices,
    contactOnly,
    library,
    uploadsUrl: context.uploadsUrl,
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  return saveBranch(context, staff, request, recordId(params.id));
}

export default function AdminBranchEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { branch, created, written } = loaderData;
  return (
    <AdminPageFrame
      title={branch.name}
      intro={
        <>
          <p className="flex flex-wrap gap-4">
            <Link to={ADMIN_PAGES.branches.path} className="text-brand-700 underline">
              Volver a las sucursales
            </Link>
            <a href={PATHS.store(branch.slug)} className="text-brand-700 underline">
              Ver en la tienda
            </a>
          </p>
          {written ? (
            <p className="mt-2 text-slate-700">
              {M.writtenAs}: <span className="font-medium text-slate-900">{written}</span>
            </p>
          ) : null}
        </>
      }
    >
      <ConfirmStep ask={confirmAskOf(actionData)} />
      <AdminCard title="Datos de la sucursal">
        <BranchForm
          key={branch.version}
          branch={branch}
          franchises={loaderData.franchises}
          provinces={loaderData.provinces}
          contactOnly={loaderData.contactOnly}
          answer={actionData ?? (created ? SAVED : undefined)}
          library={loaderData.library}
          uploadsUrl={loaderData.uploadsUrl}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
