import { data, redirect, type RouterContextProvider } from "react-router";
import {
  articleFormSchema,
  articleVersionSchema,
  pressFormSchema,
  promotionFormSchema,
} from "#domain/content/article-form.ts";
import {
  ARTICLE_KINDS,
  articleKindAt,
  articlePage,
  type ArticleKindKey,
} from "#domain/content/article-kinds.ts";
import { withSuggestedSlug } from "#domain/editing/slug.ts";
import { can } from "#domain/staff/permissions.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import type { ArticleEditor, ArticleInputOf } from "#server/modules/content/article-editor.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import {
  editorAnswer,
  invalidAnswer,
  invalidFields,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import { hasPostedFile, uploadPostedImage } from "#app/features/admin/media/upload.server.ts";

const SCHEMAS = { blog: articleFormSchema, prensa: pressFormSchema, promociones: promotionFormSchema };

/** The articles' pages are guarded by the page of the list their address is under. */
export const articlesMiddleware = staffPage((url) => {
  const kind = articleKindAt(url.pathname);
  return kind ? articlePage(kind) : null;
});

/** The list of articles an address belongs to, and the staff member allowed on it (`edit`: to write in it). */
export function requireArticles(context: Readonly<RouterContextProvider>, request: Request, edit = false) {
  const kind = articleKindAt(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  const staff = staffOf(context);
  if (edit && !can(staff.role, ARTICLE_KINDS[kind].edit)) throw data({ forbidden: true }, { status: 403 });
  return { kind, staff, editor: context.services.content.editor.articles[kind] };
}

/**
 * Saves the posted article of `kind`: a new one (then its editor opens; an empty slug is made from the title)
 * or `id` at the posted version.
 */
export async function saveArticle(
  context: Readonly<RouterContextProvider>,
  staff: StaffMember,
  kind: ArticleKindKey,
  request: Request,
  id?: string,
) {
  const posted = await readEditorForm(request);
  const { values } = posted;
  const parsed = SCHEMAS[kind].safeParse(id ? values : withSuggestedSlug(values));
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  let input: ArticleInputOf<ArticleKindKey> = parsed.data;
  // A new image posted with the article goes to the library first, with the library's checks, and is chosen.
  if (hasPostedFile(posted.formData, "image_file") || values.image_alt) {
    const uploaded = await uploadPostedImage(context, posted.formData, {
      file: "image_file",
      alt: "image_alt",
    });
    if (!uploaded.ok) return invalidFields(posted, uploaded.errors);
    input = { ...input, image_add: uploaded.id, image_remove: false };
  }
  const editor: ArticleEditor<ArticleKindKey> = context.services.content.editor.articles[kind];
  const who = actingOf(context);
  if (!id) {
    const created = await orForbidden(editor.create(who, input));
    if (created.ok) throw redirect(`${articlePage(kind).path}/${created.id}?guardado=1`);
    return editorAnswer(posted, created);
  }
  const version = articleVersionSchema.safeParse(values);
  if (!version.success) return invalidAnswer(posted, version.error);
  return editorAnswer(posted, await orForbidden(editor.update(who, id, version.data.version, input)));
}
