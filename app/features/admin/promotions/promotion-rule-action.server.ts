import { redirect, type RouterContextProvider } from "react-router";
import {
  PROMOTION_RULE_LISTS,
  promotionRuleFormSchema,
  promotionRuleVersionSchema,
} from "#domain/promotions/rule-form.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";

/** Saves the posted rule: a new one (then its editor opens) or `id` at the posted version. */
export async function savePromotionRule(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  request: Request,
  id?: string,
) {
  const posted = await readEditorForm(request, PROMOTION_RULE_LISTS);
  const { values } = posted;
  const who = actingOf(context);
  const editor = context.services.promotionRules;
  const parsed = promotionRuleFormSchema.safeParse(values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  if (!id) {
    const created = await orForbidden(editor.create(who, parsed.data));
    if (created.ok) throw redirect(`${ADMIN_PAGES.promotionRules.path}/${created.id}?guardado=1`);
    return editorAnswer(posted, created);
  }
  const version = promotionRuleVersionSchema.safeParse(values);
  if (!version.success) return invalidAnswer(posted, version.error);
  return editorAnswer(posted, await orForbidden(editor.update(who, id, version.data.version, parsed.data)));
}
