import { data, Link } from "react-router";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { saveFranchise } from "#app/features/admin/stores/franchise-action.server.ts";
import { FranchiseForm } from "#app/features/admin/stores/franchise-form.tsx";
import { INVOICING_MESSAGES } from "#domain/invoicing/messages.ts";
import { missingInvoicingFields } from "#domain/invoicing/settings-form.ts";
import { can } from "#domain/staff/permissions.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { InvoicingSettingsForm } from "#app/features/admin/invoicing/settings-form.tsx";
import { saveInvoicingSettings } from "#app/features/admin/invoicing/settings-action.server.ts";
import type { Route } from "./+types/franchise-edit";

export const middleware = staffPage(ADMIN_PAGES.franchises);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const who = actingOf(context);
  const editor = context.services.stores.editor.franchises;
  await orForbidden(editor.requireCentral(who));
  const franchise = await editor.get(who, recordId(params.id));
  if (!franchise) throw data(null, { status: 404 });
  const invoicing = can(who.actor.role, "invoicing.settings")
    ? await context.services.invoicing.settings.get(who, franchise.id)
    : undefined;
  return {
    invoicing:
      invoicing === undefined
        ? null
        : {
            values: {
              cuit: invoicing?.cuit ?? "",
              legal_name: invoicing?.legalName ?? "",
              iva_condition: invoicing?.ivaCondition ?? "",
              point_of_sale: invoicing ? String(invoicing.pointOfSale) : "",
              activities_start: invoicing?.activitiesStart ?? "",
              commercial_address: invoicing?.commercialAddress ?? "",
              gross_income: invoicing?.grossIncome ?? "",
              version: invoicing?.version,
            },
            // Settings saved before a required field existed: the form names what they lack.
            missing: invoicing ? missingInvoicingFields(invoicing) : [],
            uploadedAt: invoicing?.credentialsUploadedAt
              ? INVOICING_MESSAGES.certificateLoaded(invoicing.credentialsUploadedAt)
              : null,
          },
    franchise: {
      name: franchise.name,
      fiserv_id: franchise.fiservId ?? "",
      contact_email: franchise.contactEmail ?? "",
      version: franchise.version,
    },
    id: franchise.id,
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  const intent = (await readFormData(request.clone())).get("intent");
  if (intent === "facturacion") return saveInvoicingSettings(context, request, recordId(params.id));
  return saveFranchise(context, staff, request, recordId(params.id));
}

export default function AdminFranchiseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { franchise, id, created, invoicing } = loaderData;
  const invoicingAnswer = actionData && "form" in actionData ? actionData : undefined;
  const franchiseAnswer = actionData && !("form" in actionData) ? actionData : undefined;
  return (
    <AdminPageFrame
      title={franchise.name}
      intro={
        <p className="flex flex-wrap gap-4">
          <Link to={ADMIN_PAGES.franchises.path} className="text-brand-700 underline">
            Volver a las franquicias
          </Link>
          <Link to={`${ADMIN_PAGES.branches.path}?franquicia=${id}`} className="text-brand-700 underline">
            Ver sus sucursales
          </Link>
        </p>
      }
    >
      <AdminCard title="Datos de la franquicia">
        <FranchiseForm
          key={franchise.version}
          franchise={franchise}
          answer={franchiseAnswer ?? (created ? SAVED : undefined)}
        />
      </AdminCard>
      {invoicing ? (
        <AdminCard title={INVOICING_MESSAGES.settingsTitle}>
          <InvoicingSettingsForm
            key={invoicing.values.version ?? 0}
            values={invoicing.values}
            uploadedAt={invoicing.uploadedAt}
            missing={invoicing.missing}
            answer={invoicingAnswer}
          />
        </AdminCard>
      ) : null}
    </AdminPageFrame>
  );
}
