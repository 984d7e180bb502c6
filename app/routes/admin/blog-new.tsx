import { data } from "react-router";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content-admin/messages.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { savePost } from "#app/features/admin/content/post-action.server.ts";
import { PostForm } from "#app/features/admin/content/post-form.tsx";
import { noStoreHeaders, requireStaffPage } from "#app/features/admin/layout/access.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/blog-new";

export const headers = noStoreHeaders;

const requireEditor = (staff: StaffMember) => {
  if (!can(staff.role, "content.edit")) throw data({ forbidden: true }, { status: 403 });
  return staff;
};

export function loader({ context, request }: Route.LoaderArgs) {
  requireEditor(requireStaffPage(context, request, ADMIN_PAGES.blog));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  return savePost(context, requireEditor(requireStaffPage(context, request, ADMIN_PAGES.blog)), request);
}

const EMPTY = { title: "", slug: "", excerpt: "", body: "", author: "", published_at: "", published: false };

export default function AdminBlogNew({ actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.newPost}>
      <AdminCard title="La nota">
        <PostForm post={EMPTY} reply={actionData} />
      </AdminCard>
    </AdminPageFrame>
  );
}
