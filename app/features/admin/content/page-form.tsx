import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { TextArea, TextField } from "#app/features/admin/forms/fields.tsx";
import { RichTextField } from "./rich-text-field.tsx";

export interface PageFormValues {
  title: string;
  description: string;
  body: string;
  version: number;
}

/** A static page's editor: its title, its description for search engines and its text. */
export function PageForm({ page, answer }: { page: PageFormValues; answer: EditorAnswer | undefined }) {
  const [form, field] = useEditorForm(answer, page);
  return (
    <EditorForm form={form} answer={answer}>
      <input type="hidden" name="version" value={page.version} />
      <TextField meta={field("title")} label="Título" required />
      <TextArea meta={field("description")} label={M.description} rows={2} maxLength={500} />
      <RichTextField meta={field("body")} label={M.pageBody} />
      <SaveButton />
    </EditorForm>
  );
}
