import { data, Link } from "react-router";
import type { Image } from "#domain/catalog/views.ts";
import { TEASER_MESSAGES as M } from "#domain/content/teaser-messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { TeaserForm } from "#app/features/admin/content/teaser-form.tsx";
import { saveTeaser, teaserLibrary } from "#app/features/admin/content/teaser-action.server.ts";
import { recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/teaser-edit";

export const middleware = staffPage(ADMIN_PAGES.teasers);

const shown = (image: Image | null) => (image ? image.name || image.path : null);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [t, library] = await Promise.all([
    context.services.content.editor.teasers.get(actingOf(context), recordId(params.id)),
    teaserLibrary(context),
  ]);
  if (!t) throw data(null, { status: 404 });
  return {
    library,
    teaser: {
      placement: t.placement,
      label: t.label ?? "",
      title: t.title ?? "",
      paragraph: t.paragraph ?? "",
      disposition: t.disposition,
      content_box: t.contentBox,
      link_primary_name: t.linkPrimaryName ?? "",
      link_primary_url: t.linkPrimaryUrl ?? "",
      link_primary_target: t.linkPrimaryTarget ?? "_self",
      link_secondary_name: t.linkSecondaryName ?? "",
      link_secondary_url: t.linkSecondaryUrl ?? "",
      link_secondary_target: t.linkSecondaryTarget ?? "_self",
      enabled: t.enabled,
      images: {
        image_small: shown(t.imageSmall),
        image_medium: shown(t.imageMedium),
        image_large: shown(t.imageLarge),
      },
      version: t.version,
    },
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return saveTeaser(context, request, recordId(params.id));
}

export default function AdminTeaserEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { teaser, library, created } = loaderData;
  return (
    <AdminPageFrame
      title={teaser.title}
      intro={
        <Link to={ADMIN_PAGES.teasers.path} className="text-brand-700 underline">
          {M.back}
        </Link>
      }
    >
      <AdminCard title={M.one}>
        <TeaserForm
          key={teaser.version}
          teaser={teaser}
          library={library}
          answer={actionData ?? (created ? SAVED : undefined)}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
