import { SETTINGS_LIST_FIELDS, settingsFormSchema } from "#domain/settings/settings-form.ts";
import { SETTINGS_MESSAGES as M } from "#domain/settings/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import {
  editorAnswer,
  invalidAnswer,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { SettingsForm, settingsFormValues } from "#app/features/admin/settings/settings-form.tsx";
import type { Route } from "./+types/settings";

export const middleware = staffPage(ADMIN_PAGES.settings);

export async function loader({ context }: Route.LoaderArgs) {
  const stored = await context.services.settings.editor.get(actingOf(context));
  return { values: settingsFormValues(stored), version: stored.settings.version };
}

export async function action({ context, request }: Route.ActionArgs) {
  const posted = await readEditorForm(request, SETTINGS_LIST_FIELDS);
  const parsed = settingsFormSchema.safeParse(posted.values);
  if (!parsed.success) return invalidAnswer(posted, parsed.error);
  const saved = await context.services.settings.editor.update(actingOf(context), parsed.data);
  return editorAnswer(posted, saved);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      {/* A new version (after a save) opens the form again from the stored values. */}
      <SettingsForm
        key={loaderData.version}
        values={loaderData.values}
        version={loaderData.version}
        answer={actionData}
      />
    </AdminPageFrame>
  );
}
