import { data, Link } from "react-router";
import { productPath } from "#domain/catalog/views.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { saveArea } from "#app/features/admin/catalog/area-action.server.ts";
import { AreaForm } from "#app/features/admin/catalog/area-form.tsx";
import { recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/area-edit";

export const middleware = staffPage(ADMIN_PAGES.areas);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const who = actingOf(context);
  const editor = context.services.catalog.editor.areas;
  const [area, categories, library] = await Promise.all([
    editor.get(who, recordId(params.id)),
    editor.categoryChoices(who),
    context.services.media.choices(who),
  ]);
  if (!area) throw data(null, { status: 404 });
  const slugs = area.categories.map((id) => categories.find((c) => c.id === id)?.slug ?? "");
  return {
    area,
    categories,
    library,
    shopPath: productPath({ slug: area.slug, categories: slugs }),
    uploadsUrl: context.uploadsUrl,
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  return saveArea(context, staff, request, recordId(params.id));
}

export default function AdminAreaEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { area, categories, library, shopPath, created, uploadsUrl } = loaderData;
  return (
    <AdminPageFrame
      title={area.title}
      intro={
        <p className="flex flex-wrap gap-4">
          <Link to={ADMIN_PAGES.areas.path} className="text-brand-700 underline">
            Volver a las áreas
          </Link>
          <a href={shopPath} className="text-brand-700 underline">
            Ver en la tienda
          </a>
        </p>
      }
    >
      <AdminCard title="Datos del área">
        {/* A new version (after a save) opens the form again from the stored values. */}
        <AreaForm
          key={area.version}
          area={area}
          categories={categories}
          library={library}
          uploadsUrl={uploadsUrl}
          answer={actionData ?? (created ? SAVED : undefined)}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
