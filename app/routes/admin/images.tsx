import type { SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation, type RouterContextProvider } from "react-router";
import { formatDateTime } from "#domain/dates.ts";
import { MEDIA_LIMITS, MEDIA_MESSAGES as M, MEDIA_USE_NAMES } from "#domain/media/messages.ts";
import { listInSpanish } from "#domain/spanish-list.ts";
import { parsePage } from "#domain/pagination.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { uploadUrl } from "#domain/images.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { readEditorForm, refusedReply } from "#app/features/admin/forms/editor-answer.server.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { confirmAskOf } from "#app/features/admin/forms/confirm-step.ts";
import { ConfirmStep } from "#app/features/admin/forms/confirm-step-panel.tsx";
import { unconfirmed } from "#app/features/admin/forms/confirm-step.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { UploadForm } from "#app/features/admin/media/upload-form.tsx";
import { uploadPostedImage } from "#app/features/admin/media/upload.server.ts";
import type { Route } from "./+types/images";

export const middleware = staffPage(ADMIN_PAGES.images);

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("pagina"));
  const list = await context.services.media.list(actingOf(context), page);
  return {
    page,
    total: list.total,
    uploadsUrl: context.uploadsUrl,
    rows: list.rows.map((r) => ({
      id: r.id,
      alt: r.alt,
      width: r.width,
      height: r.height,
      thumb: r.variants[0]!.webp,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Done (with its notice), an upload refused field by field (Conform's reply), or a removal refused. */
type UploadAnswer =
  | { ok: true; message: string }
  | { ok: false; result: SubmissionResult<string[]> }
  | { ok: false; remove: string };

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  const posted = await readEditorForm(request);
  const form = posted.formData;
  if (form.get("intent") === "delete") return removeImage(context, staff, form);
  const uploaded = await uploadPostedImage(context, form);
  if (uploaded.ok) return data<UploadAnswer>({ ok: true, message: M.uploaded });
  return data<UploadAnswer>(
    { ok: false, result: refusedReply(posted, uploaded.errors) },
    { status: uploaded.status },
  );
}

/** 'Borrar': the image and its files go, unless something still shows it. */
async function removeImage(context: Readonly<RouterContextProvider>, staff: StaffMember, form: FormData) {
  const id = form.get("id");
  if (typeof id !== "string" || !isUuid(id)) throw data(null, { status: 404 });
  const image = await context.services.media.get(id);
  if (!image) throw data(null, { status: 404 });
  const asked = unconfirmed(form, { title: M.removeAsk(image.alt), text: M.removeAskText, button: M.remove });
  if (asked) return asked;
  const removed = await orForbidden(context.services.media.remove(actingOf(context), id));
  if (removed.ok) return data<UploadAnswer>({ ok: true, message: M.removed });
  if (removed.code === "not_found") throw data(null, { status: 404 });
  const where = listInSpanish(removed.usedIn.map((use) => MEDIA_USE_NAMES[use]));
  return data<UploadAnswer>({ ok: false, remove: M.inUse(where) }, { status: 409 });
}

export default function AdminImages({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, uploadsUrl } = loaderData;
  const refused = actionData && "result" in actionData ? actionData.result : undefined;
  const inUse = actionData && "remove" in actionData ? actionData.remove : undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      <ConfirmStep ask={confirmAskOf(actionData)} />
      {actionData && "ok" in actionData && actionData.ok ? (
        <Alert tone="success">{actionData.message}</Alert>
      ) : null}
      <AdminCard title="Subir una imagen">
        <UploadForm refused={refused} />
      </AdminCard>
      <AdminCard title={`Biblioteca (${total})`}>
        {inUse ? (
          <div className="mb-4">
            <Alert tone="error">{inUse}</Alert>
          </div>
        ) : null}
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noImages}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {rows.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-2">
                <img
                  src={uploadUrl({ path: r.thumb }, uploadsUrl)}
                  alt={r.alt}
                  width={320}
                  height={Math.round((320 * r.height) / r.width)}
                  loading="lazy"
                  className="aspect-square w-full rounded bg-slate-50 object-contain"
                />
                <p className="mt-2 text-sm text-slate-900">{r.alt}</p>
                <p className="text-xs text-slate-600">
                  {`${r.width} × ${r.height} px · ${formatDateTime(r.createdAt)}`}
                </p>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={r.id} />
                  <button type="submit" className="btn btn-secondary" disabled={busy}>
                    {M.remove}
                    <span className="sr-only"> {r.alt}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          path={ADMIN_PAGES.images.path}
          page={page}
          total={total}
          pageSize={MEDIA_LIMITS.pageSize}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
