import { data, redirect, type AppLoadContext } from "react-router";
import { articleVersionSchema } from "#domain/content-admin/article-form.ts";
import { teaserFormSchema, teaserMoveSchema } from "#domain/content-admin/teaser-form.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import { acting, requireStaffPage } from "#app/features/admin/layout/access.server.ts";

/** The staff member allowed on the campaigns' pages (`edit`: to change them). */
export function requireTeasers(context: AppLoadContext, request: Request, edit = false) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.teasers);
  if (edit && !can(staff.role, "content.edit")) throw data({ forbidden: true }, { status: 403 });
  return staff;
}

/** The library's images for the form, when this person may change the banner. */
export function teaserLibrary(context: AppLoadContext, request: Request) {
  const staff = requireTeasers(context, request);
  return can(staff.role, "content.edit") ? context.services.media.choices(acting(context, staff)) : [];
}

/** Saves the posted banner: a new one (then its editor opens) or `id` at the posted version. */
export async function saveTeaser(context: AppLoadContext, request: Request, id?: string) {
  const staff = requireTeasers(context, request, true);
  const posted = await readEditorForm(request);
  const { values } = posted;
  const parsed = teaserFormSchema.safeParse(values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  const editor = context.services.contentAdmin.teasers;
  const who = acting(context, staff);
  if (!id) {
    const created = await editor.create(who, parsed.data);
    if (created.ok) throw redirect(`${ADMIN_PAGES.teasers.path}/${created.id}?guardado=1`);
    return editorAnswer(posted, created);
  }
  const version = articleVersionSchema.safeParse(values);
  if (!version.success) return invalidAnswer(posted, version.error);
  return editorAnswer(posted, await editor.update(who, id, version.data.version, parsed.data));
}

/** 'Subir' or 'Bajar' on the list: the banner swaps places with its neighbour. */
export async function moveTeaser(context: AppLoadContext, request: Request) {
  const staff = requireTeasers(context, request, true);
  const posted = await readEditorForm(request);
  const { values } = posted;
  const parsed = teaserMoveSchema.safeParse(values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  const { id, version, direction } = parsed.data;
  return editorAnswer(
    posted,
    await context.services.contentAdmin.teasers.move(acting(context, staff), id, version, direction),
  );
}
