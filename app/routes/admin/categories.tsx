import { data, type RouterContextProvider } from "react-router";
import { categoryEditSchema, categoryFormSchema, categoryMoveSchema } from "#domain/catalog/category-form.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import {
  AddCategoryForm,
  CATEGORY_ADD_INTENT,
  CATEGORY_MOVE_INTENT,
  CategoryList,
  type CategoryReply,
} from "#app/features/admin/catalog/category-list.tsx";
import { answerError } from "#app/features/admin/forms/editor-answer.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
  type PostedForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
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
  const posted = await readEditorForm(request);
  const { values } = posted;
  const target = typeof values.id === "string" && values.intent !== CATEGORY_ADD_INTENT ? values.id : null;
  const answer = await categoryAction(context, staff, posted);
  return data<CategoryReply>({ target, reply: answer.data }, answer.init ?? undefined);
}

async function categoryAction(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  posted: PostedForm,
) {
  const { values } = posted;
  const editor = context.services.catalog.editor.categories;
  const who = actingOf(context);
  if (values.intent === CATEGORY_ADD_INTENT) {
    const parsed = categoryFormSchema.safeParse(values);
    if (!parsed.success) return invalidAnswer(posted, parsed.error);
    return editorAnswer(posted, await editor.create(who, parsed.data));
  }
  if (values.intent === CATEGORY_MOVE_INTENT) {
    const parsed = categoryMoveSchema.safeParse(values);
    if (!parsed.success) throw data(null, { status: 400 });
    const { id, version, direction } = parsed.data;
    return editorAnswer(posted, await editor.move(who, id, version, direction));
  }
  const parsed = categoryEditSchema.safeParse(values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  const { id, version, ...input } = parsed.data;
  return editorAnswer(posted, await editor.update(who, id, version, input));
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const last = actionData as CategoryReply | undefined;
  const moveRefused = answerError(last?.reply, "direction");
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
        <AddCategoryForm answer={last && !last.target ? last.reply : undefined} />
      </AdminCard>
    </AdminPageFrame>
  );
}
