import { redirect, type RouterContextProvider } from "react-router";
import { branchContactSchema, branchDetailsSchema, branchVersionSchema } from "#domain/stores/branch-form.ts";
import { branchTrustSchema } from "#domain/stores/branch-trust-form.ts";
import { hasPostedFile, uploadPostedImage } from "#app/features/admin/media/upload.server.ts";
import { listIntentAnswer } from "#app/features/admin/forms/list-intent.server.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import {
  editorAnswer,
  invalidAnswer,
  invalidFields,
  readEditorForm,
  refusedReply,
  type PostedForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { unconfirmed } from "#app/features/admin/forms/confirm-step.server.ts";
import { branchImpactText } from "#domain/stores/branch-impact.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";

/**
 * Saves the posted branch form: a new branch (then its editor opens) or the branch `id` at the posted
 * version. A franchise account's form carries only the contact part, and only that part is read.
 */
export async function saveBranch(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  request: Request,
  id?: string,
) {
  const posted = await readEditorForm(request, ["gallery"]);
  // 'Agregar a alguien', 'Quitar', 'Subir', 'Bajar' of the team change the form, not the branch.
  const edited = listIntentAnswer(posted);
  if (edited) return edited;
  const { values } = posted;
  const central = !FRANCHISE_SCOPED_ROLES.includes(staff.role);
  const contact = branchContactSchema.safeParse(values);
  const details = central ? branchDetailsSchema.safeParse(values) : null;
  const parsedTrust = central ? branchTrustSchema.safeParse(values) : null;
  if (!contact.success || (details && !details.success) || (parsedTrust && !parsedTrust.success)) {
    return invalidAnswer(
      posted,
      [contact.error, details?.error, parsedTrust?.error].filter((e) => e !== undefined),
    );
  }
  let trust = parsedTrust?.data ?? null;
  // A new photo posted with the branch goes to the library first, with the library's checks, and is added.
  if (trust?.gallery && (hasPostedFile(posted.formData, "gallery_file") || values.gallery_alt)) {
    const uploaded = await uploadPostedImage(context, posted.formData, {
      file: "gallery_file",
      alt: "gallery_alt",
    });
    if (!uploaded.ok) return invalidFields(posted, uploaded.errors);
    trust = { ...trust, gallery: { ...trust.gallery, add: uploaded.id } };
  }
  const editor = context.services.stores.editor.branches;
  const who = actingOf(context);
  if (!id) {
    const created = await orForbidden(editor.create(who, details!.data!, contact.data, trust));
    if (created.ok) throw redirect(`/admin/sucursales/${created.id}?guardado=1`);
    return editorAnswer(posted, created);
  }
  const version = branchVersionSchema.safeParse(values);
  if (!version.success) return invalidAnswer(posted, version.error);
  const asked = details?.data.enabled === false ? await disableAsked(context, posted, id) : null;
  if (asked) return asked;
  const saved = await orForbidden(
    editor.update(who, id, version.data.version, contact.data, details?.data ?? null, trust),
  );
  return editorAnswer(posted, saved);
}

/** Turning an active branch off restates what it touches first; null when it is confirmed or not that. */
async function disableAsked(context: Readonly<RouterContextProvider>, posted: PostedForm, id: string) {
  const editor = context.services.stores.editor.branches;
  const who = actingOf(context);
  const branch = await orForbidden(editor.get(who, id));
  if (!branch?.enabled) return null;
  const impact = (await editor.impact(who, id))!;
  const also: EditorAnswer = { outcome: "invalid", result: refusedReply(posted, {}) };
  return unconfirmed(
    posted.formData,
    { title: M.disableAsk(branch.name), text: M.disableAskText(branchImpactText(impact)), button: M.disable },
    also,
  );
}
