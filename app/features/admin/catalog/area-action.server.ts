import { redirect, type RouterContextProvider } from "react-router";
import { AREA_LIST_FIELDS, areaFormSchema, areaVersionSchema } from "#domain/catalog-admin/area-form.ts";
import { formValues } from "#domain/editing/form-values.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { editorReply, invalidReply } from "#app/features/admin/forms/editor-reply.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";

/** Saves the posted area form: a new area (then its editor opens) or the area `id` at the posted version. */
export async function saveArea(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  request: Request,
  id?: string,
) {
  const values = formValues(await readFormData(request), AREA_LIST_FIELDS);
  const parsed = areaFormSchema.safeParse(values);
  if (!parsed.success) return invalidReply(parsed.error, values);
  const editor = context.services.catalogAdmin.areas;
  const who = actingOf(context);
  if (!id) {
    const created = await editor.create(who, parsed.data);
    if (created.ok) throw redirect(`/admin/areas/${created.id}?guardado=1`);
    return editorReply(created, values);
  }
  const version = areaVersionSchema.safeParse(values);
  if (!version.success) return invalidReply(version.error, values);
  return editorReply(await editor.update(who, id, version.data.version, parsed.data), values);
}
