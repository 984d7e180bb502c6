import { Form } from "react-router";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content-admin/messages.ts";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { EditorTextArea, EditorTextField } from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";
import { RichTextField } from "./rich-text-field.tsx";

export interface PageFormValues {
  title: string;
  description: string;
  body: string;
  version: number;
}

/** A static page's editor: its title, its description for search engines and its text. */
export function PageForm({ page, reply }: { page: PageFormValues; reply: EditorReply | undefined }) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const text = (name: keyof PageFormValues) => shownValue(reply, name, String(page[name]));
  return (
    <Form method="post" className="space-y-6" noValidate>
      <EditorNotice reply={reply} />
      <input type="hidden" name="version" value={page.version} />
      <EditorTextField
        name="title"
        label="Título"
        required
        defaultValue={text("title")}
        error={errors.title}
      />
      <EditorTextArea
        name="description"
        label={M.description}
        rows={2}
        maxLength={500}
        defaultValue={text("description")}
        error={errors.description}
      />
      <RichTextField name="body" label={M.pageBody} defaultValue={text("body")} error={errors.body} />
      <SaveButton />
    </Form>
  );
}
