import { data, Link } from "react-router";
import { articleVersionSchema } from "#domain/content/article-form.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { pageFormSchema } from "#domain/content/page-form.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { STATIC_PAGE_SLUGS } from "#domain/static-pages.ts";
import { PageForm } from "#app/features/admin/content/page-form.tsx";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/page-edit";

export const middleware = staffPage(ADMIN_PAGES.pages);

/** A page's slug from the address; anything that is not one of the shop's pages is the 404 page. */
function pageSlug(slug: string): string {
  if (!(STATIC_PAGE_SLUGS as readonly string[]).includes(slug)) throw data(null, { status: 404 });
  return slug;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.services.content.editor.pages.get(actingOf(context), pageSlug(params.slug));
  if (!page) throw data(null, { status: 404 });
  return {
    slug: page.slug,
    page: { title: page.title, description: page.description, body: page.body, version: page.version },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "content.edit")) throw data({ forbidden: true }, { status: 403 });
  const slug = pageSlug(params.slug);
  const posted = await readEditorForm(request);
  const parsed = pageFormSchema.safeParse(posted.values);
  const version = articleVersionSchema.safeParse(posted.values);
  if (!parsed.success || !version.success)
    return invalidAnswer(
      posted,
      [parsed.error, version.error].filter((e) => e !== undefined),
    );
  const pages = context.services.content.editor.pages;
  return editorAnswer(
    posted,
    await orForbidden(pages.update(actingOf(context), slug, version.data.version, parsed.data)),
  );
}

export default function AdminPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, page } = loaderData;
  return (
    <AdminPageFrame
      title={page.title}
      intro={
        <p className="flex flex-wrap gap-4">
          <Link to={ADMIN_PAGES.pages.path} className="text-brand-700 underline">
            {M.backToPages}
          </Link>
          <a href={`/${slug}`} className="text-brand-700 underline">
            Ver en la tienda
          </a>
        </p>
      }
    >
      <AdminCard title={M.page}>
        <PageForm key={page.version} page={page} answer={actionData} />
      </AdminCard>
    </AdminPageFrame>
  );
}
