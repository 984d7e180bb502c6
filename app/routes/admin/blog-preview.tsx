import { data, Link } from "react-router";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content-admin/messages.ts";
import { formatLongDate } from "#domain/dates.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { acting, noStoreHeaders, requireStaffPage } from "#app/features/admin/layout/access.server.ts";
import { AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/blog-preview";

export const headers = noStoreHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.blog);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const post = await context.services.contentAdmin.blog.preview(acting(context, staff), params.id);
  if (!post) throw data(null, { status: 404 });
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    publishedAt: post.publishedAt.toISOString(),
    bodyHtml: post.bodyHtml,
  };
}

export default function AdminBlogPreview({ loaderData }: Route.ComponentProps) {
  const p = loaderData;
  return (
    <AdminPageFrame
      title={`${M.preview}: ${p.title}`}
      intro={
        <Link to={`/admin/blog/${p.id}`} className="text-brand-700 underline">
          Volver a la nota
        </Link>
      }
    >
      <Alert tone="info">{M.previewNotice}</Alert>
      <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-sm text-slate-600">
          {formatLongDate(p.publishedAt)}
          {p.author ? <span> · {p.author}</span> : null}
        </p>
        <h2 className="mt-2 text-4xl font-bold text-slate-900">{p.title}</h2>
        {p.excerpt ? <p className="mt-4 text-xl text-slate-700">{p.excerpt}</p> : null}
        <RichText html={p.bodyHtml} className="mt-8" />
      </article>
    </AdminPageFrame>
  );
}
