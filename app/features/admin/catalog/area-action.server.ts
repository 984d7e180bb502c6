import { redirect, type RouterContextProvider } from "react-router";
import { AREA_LIST_FIELDS, areaFormSchema, areaVersionSchema } from "#domain/catalog/area-form.ts";
import { withSuggestedSlug } from "#domain/editing/slug.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";

/**
 * Saves the posted area form: a new area (then its editor opens; an empty slug is made from the title) or
 * the area `id` at the posted version.
 */
export async function saveArea(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  request: Request,
  id?: string,
) {
  const posted = await readEditorForm(request, AREA_LIST_FIELDS);
  const { values } = posted;
  const parsed = areaFormSchema.safeParse(id ? values : withSuggestedSlug(values));
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  const editor = context.services.catalog.editor.areas;
  const who = actingOf(context);
  if (!id) {
    const created = await editor.create(who, parsed.data);
    if (created.ok) throw redirect(`/admin/areas/${created.id}?guardado=1`);
    return editorAnswer(posted, created);
  }
  const version = areaVersionSchema.safeParse(values);
  if (!version.success) return invalidAnswer(posted, version.error);
  return editorAnswer(posted, await editor.update(who, id, version.data.version, parsed.data));
}
