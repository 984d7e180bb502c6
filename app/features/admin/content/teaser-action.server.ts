import { data, redirect, type RouterContextProvider } from "react-router";
import { articleVersionSchema } from "#domain/content/article-form.ts";
import { teaserFormSchema, teaserMoveSchema } from "#domain/content/teaser-form.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { actingOf, staffOf } from "#app/features/admin/layout/guard.server.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";

/** The staff member allowed on the campaigns' pages (`edit`: to change them). */
export function requireTeasers(context: Readonly<RouterContextProvider>, edit = false) {
  const staff = staffOf(context);
  if (edit && !can(staff.role, "content.edit")) throw data({ forbidden: true }, { status: 403 });
  return staff;
}

/** The library's images for the form, when this person may change the banner. */
export function teaserLibrary(context: Readonly<RouterContextProvider>) {
  const staff = staffOf(context);
  return can(staff.role, "content.edit") ? context.services.media.choices(actingOf(context)) : [];
}

/** Saves the posted banner: a new one (then its editor opens) or `id` at the posted version. */
export async function saveTeaser(context: Readonly<RouterContextProvider>, request: Request, id?: string) {
  requireTeasers(context, true);
  const posted = await readEditorForm(request);
  const { values } = posted;
  const parsed = teaserFormSchema.safeParse(values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  const editor = context.services.content.editor.teasers;
  const who = actingOf(context);
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
export async function moveTeaser(context: Readonly<RouterContextProvider>, request: Request) {
  requireTeasers(context, true);
  const posted = await readEditorForm(request);
  const { values } = posted;
  const parsed = teaserMoveSchema.safeParse(values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  const { id, version, direction } = parsed.data;
  return editorAnswer(
    posted,
    await context.services.content.editor.teasers.move(actingOf(context), id, version, direction),
  );
}
