import { Link } from "react-router";
import { PLACEMENT_LABELS, TEASER_MESSAGES as M } from "#domain/content/teaser-messages.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { TEASER_PLACEMENTS } from "#domain/static-pages.ts";
import { answerError } from "#app/features/admin/forms/editor-answer.ts";
import { EditorNotice } from "#app/features/admin/forms/editor-form.tsx";
import { MoveButton } from "#app/features/admin/forms/move-button.tsx";
import { moveTeaser } from "#app/features/admin/content/teaser-action.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/teasers";

export const middleware = staffPage(ADMIN_PAGES.teasers);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const rows = await context.services.content.editor.teasers.list(actingOf(context));
  const places = new Map<string, { id: string; title: string; version: number; enabled: boolean }[]>();
  for (const t of rows) {
    const place = places.get(t.placement) ?? [];
    place.push({
      id: t.id,
      title: t.title ?? t.label ?? "(sin título)",
      version: t.version,
      enabled: t.enabled,
    });
    places.set(t.placement, place);
  }
  // The home's places first, then the pages', as the shop's menu lists them.
  const order = (placement: string) => (TEASER_PLACEMENTS as readonly string[]).indexOf(placement);
  return {
    canEdit: can(staff.role, "content.edit"),
    places: [...places.entries()].sort(([a], [b]) => order(a) - order(b)),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return moveTeaser(context, request);
}

export default function AdminTeasers({ loaderData, actionData }: Route.ComponentProps) {
  const { places, canEdit } = loaderData;
  const refused = answerError(actionData, "direction");
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      {canEdit ? (
        <div>
          <Link to={`${ADMIN_PAGES.teasers.path}/nuevo`} className="btn btn-primary">
            {M.newTeaser}
          </Link>
        </div>
      ) : null}
      {refused ? (
        <p role="alert" className="text-red-700">
          {refused}
        </p>
      ) : (
        <EditorNotice answer={actionData} />
      )}
      {places.length === 0 ? <p className="text-slate-700">{M.none}</p> : null}
      {places.map(([placement, rows]) => (
        <AdminCard key={placement} title={PLACEMENT_LABELS[placement] ?? placement}>
          <ol className="space-y-3">
            {rows.map((row, i) => (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-3"
              >
                <span>
                  <Link
                    to={`${ADMIN_PAGES.teasers.path}/${row.id}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {row.title}
                  </Link>
                  <span className="ml-3 text-sm text-slate-600">{row.enabled ? M.shown : M.hidden}</span>
                </span>
                {canEdit ? (
                  <span className="flex gap-2">
                    <MoveButton row={row} direction="up" disabled={i === 0} />
                    <MoveButton row={row} direction="down" disabled={i === rows.length - 1} />
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </AdminCard>
      ))}
    </AdminPageFrame>
  );
}
