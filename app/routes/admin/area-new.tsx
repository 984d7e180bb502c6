import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { saveArea } from "#app/features/admin/catalog/area-action.server.ts";
import { AreaForm } from "#app/features/admin/catalog/area-form.tsx";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/area-new";

export const middleware = staffPage(ADMIN_PAGES.areas);

export async function loader({ context }: Route.LoaderArgs) {
  const who = actingOf(context);
  const [categories, library] = await Promise.all([
    context.services.catalog.editor.areas.categoryChoices(who),
    context.services.media.choices(who),
  ]);
  return { categories, library };
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveArea(context, staffOf(context), request);
}

const EMPTY = {
  title: "",
  slug: "",
  sessions: 6,
  price: null,
  price_offer: 0,
  max_installments: 6,
  installment_rates: "SI",
  categories: [],
  images: [],
  enabled: true,
  session_interval_min_days: 30,
  session_interval_max_days: 45,
  description: "",
  what_to_expect: "",
  faq: [],
  contraindications: "",
} as const;

export default function AdminAreaNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.newArea}>
      <AdminCard title="Datos del área">
        <AreaForm
          area={{ ...EMPTY, categories: [], images: [], faq: [] }}
          categories={loaderData.categories}
          library={loaderData.library}
          uploadsUrl=""
          answer={actionData}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
