import { TEASER_MESSAGES as M } from "#domain/content/teaser-messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { TeaserForm, type TeaserFormValues } from "#app/features/admin/content/teaser-form.tsx";
import {
  requireTeasers,
  saveTeaser,
  teaserLibrary,
} from "#app/features/admin/content/teaser-action.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { staffPage } from "#app/features/admin/layout/guard.server.ts";
import type { Route } from "./+types/teaser-new";

export const middleware = staffPage(ADMIN_PAGES.teasers);

export async function loader({ context }: Route.LoaderArgs) {
  requireTeasers(context, true);
  return { library: await teaserLibrary(context) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveTeaser(context, request);
}

const EMPTY: TeaserFormValues = {
  placement: "home-hero",
  label: "",
  title: "",
  paragraph: "",
  disposition: "left",
  content_box: true,
  link_primary_name: "",
  link_primary_url: "",
  link_primary_target: "_self",
  link_secondary_name: "",
  link_secondary_url: "",
  link_secondary_target: "_self",
  enabled: false,
  images: { image_small: null, image_medium: null, image_large: null },
};

export default function AdminTeaserNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.newTeaser}>
      <AdminCard title={M.one}>
        <TeaserForm teaser={EMPTY} library={loaderData.library} answer={actionData} />
      </AdminCard>
    </AdminPageFrame>
  );
}
