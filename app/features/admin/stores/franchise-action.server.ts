import { redirect, type RouterContextProvider } from "react-router";
import { franchiseFormSchema, franchiseVersionSchema } from "#domain/stores/franchise-form.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";

/** Saves the posted franchise form: a new franchise (then its editor opens) or `id` at the posted version. */
export async function saveFranchise(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  request: Request,
  id?: string,
) {
  const posted = await readEditorForm(request);
  const who = actingOf(context);
  const editor = context.services.stores.editor.franchises;
  // The permission first: a franchise account is refused before its input is even read.
  await orForbidden(editor.requireCentral(who));
  const parsed = franchiseFormSchema.safeParse(posted.values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  if (!id) {
    const created = await orForbidden(editor.create(who, parsed.data));
    if (created.ok) throw redirect(`/admin/franquicias/${created.id}?guardado=1`);
    return editorAnswer(posted, created);
  }
  const version = franchiseVersionSchema.safeParse(posted.values);
  if (!version.success) return invalidAnswer(posted, version.error);
  return editorAnswer(posted, await orForbidden(editor.update(who, id, version.data.version, parsed.data)));
}
