import { data, type RouterContextProvider } from "react-router";
import { categoryEditSchema, categoryFormSchema, categoryMoveSchema } from "#domain/catalog/category-form.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import {
  AddCategoryForm,
  CATEGORY_ADD_INTENT,
  CATEGORY_MOVE_INTENT,
  CategoryList,
  type CategoryReply,
} from "#app/features/admin/catalog/category-list.tsx";
import { editorReply, invalidReply } from "#app/features/admin/forms/editor-reply.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Route } from "./+types/categories";

export const middleware = staffPage(ADMIN_PAGES.categories);

export async function loader({ context }: Route.LoaderArgs) {
  const who = actingOf(context);
  const [rows, library] = await Promise.all([
    context.services.catalog.editor.categories.list(who),
    context.services.media.choices(who),
  ]);
  return { rows, library };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  const values = formValues(await readFormData(request));
  const target = typeof values.id === "string" && values.intent !== CATEGORY_ADD_INTENT ? values.id : null;
  const answer = await categoryAction(context, staff, values);
  return data<CategoryReply>({ target, reply: answer.data }, answer.init ?? undefined);
}

async function categoryAction(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  values: Record<string, string | string[]>,
) {
  const editor = context.services.catalog.editor.categories;
  const who = actingOf(context);
  if (values.intent === CATEGORY_ADD_INTENT) {
    const parsed = categoryFormSchema.safeParse(values);
    if (!parsed.success) return invalidReply(parsed.error, values);
    const added = await editor.create(who, parsed.data);
    return editorReply(added, added.ok ? {} : values);
  }
  if (values.intent === CATEGORY_MOVE_INTENT) {
    const parsed = categoryMoveSchema.safeParse(values);
    if (!parsed.success) throw data(null, { status: 400 });
    const { id, version, direction } = parsed.data;
    return editorReply(await editor.move(who, id, version, direction), values);
  }
  const parsed = categoryEditSchema.safeParse(values);
  if (!parsed.success) return invalidReply(parsed.error, values);
  const { id, version, ...input } = parsed.data;
  return editorReply(await editor.update(who, id, version, input), values);
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const last = actionData as CategoryReply | undefined;
  const moveRefused = last?.reply.status === "invalid" && last.reply.errors.direction;
  return (
    <AdminPageFrame title={M.categoriesTitle} intro={M.categoriesIntro}>
      <AdminCard title="Orden y nombres">
        {moveRefused ? (
          <p role="alert" className="mb-3 text-red-700">
            {moveRefused}
          </p>
        ) : null}
        <CategoryList
          rows={loaderData.rows}
          library={loaderData.library}
          last={last?.target ? last : undefined}
        />
      </AdminCard>
      <AdminCard title="Nueva categoría">
        <AddCategoryForm reply={last && !last.target ? (last.reply satisfies EditorReply) : undefined} />
      </AdminCard>
    </AdminPageFrame>
  );
}
