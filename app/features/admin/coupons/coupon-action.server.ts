import { redirect, type RouterContextProvider } from "react-router";
import { couponFormSchema, couponVersionSchema } from "#domain/coupons/coupon-form.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";

/** Saves the posted code: a new one (then its editor opens) or `id` at the posted version. */
export async function saveCoupon(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  request: Request,
  id?: string,
) {
  const posted = await readEditorForm(request);
  const { values } = posted;
  const who = actingOf(context);
  const editor = context.services.coupons.editor;
  const parsed = couponFormSchema.safeParse(values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  if (!id) {
    const created = await orForbidden(editor.create(who, parsed.data));
    if (created.ok) throw redirect(`/admin/codigos/${created.id}?guardado=1`);
    return editorAnswer(posted, created);
  }
  const version = couponVersionSchema.safeParse(values);
  if (!version.success) return invalidAnswer(posted, version.error);
  return editorAnswer(posted, await orForbidden(editor.update(who, id, version.data.version, parsed.data)));
}
