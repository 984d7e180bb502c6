import { data, Link } from "react-router";
import { articleStatus, shopDateTimeValue } from "#domain/content-admin/article-form.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content-admin/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { savePost } from "#app/features/admin/content/post-action.server.ts";
import { PostForm } from "#app/features/admin/content/post-form.tsx";
import {
  acting,
  noStoreHeaders,
  requireStaffPage,
  recordId,
} from "#app/features/admin/layout/access.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/blog-edit";

export const headers = noStoreHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.blog);
  const post = await context.services.contentAdmin.blog.get(acting(context, staff), recordId(params.id));
  if (!post) throw data(null, { status: 404 });
  return {
    id: post.id,
    status: articleStatus(post),
    publishedAt: post.publishedAt.toISOString(),
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      body: post.body,
      author: post.author ?? "",
      published_at: shopDateTimeValue(post.publishedAt),
      published: post.published,
      version: post.version,
    },
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.blog);
  return savePost(context, staff, request, recordId(params.id));
}

export default function AdminBlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { id, post, status, publishedAt, created } = loaderData;
  const state =
    status === "draft" ? M.draft : status === "live" ? M.live : M.scheduled(formatDateTime(publishedAt));
  return (
    <AdminPageFrame
      title={post.title}
      intro={
        <p className="flex flex-wrap items-center gap-4">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            {state}
          </span>
          <Link to={ADMIN_PAGES.blog.path} className="text-brand-700 underline">
            Volver al blog
          </Link>
          <Link to={`/admin/blog/${id}/vista-previa`} className="text-brand-700 underline">
            {M.preview}
          </Link>
          {status === "live" ? (
            <a href={`/blog/${post.slug}`} className="text-brand-700 underline">
              Ver en la tienda
            </a>
          ) : null}
        </p>
      }
    >
      <AdminCard title="La nota">
        <PostForm
          key={post.version}
          post={post}
          reply={actionData ?? (created ? { status: "saved", id } : undefined)}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
