import { Form } from "react-router";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { EditorTextField } from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";

export interface FranchiseFormValues {
  name: string;
  fiserv_id: string;
  contact_email: string;
  version?: number;
}

/** The franchise editor, posted under the columns' names. */
export function FranchiseForm({
  franchise,
  reply,
}: {
  franchise: FranchiseFormValues;
  reply: EditorReply | undefined;
}) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const text = (name: keyof FranchiseFormValues) => shownValue(reply, name, String(franchise[name] ?? ""));
  return (
    <Form method="post" className="space-y-6" noValidate>
      <EditorNotice reply={reply} />
      {franchise.version ? <input type="hidden" name="version" value={franchise.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <EditorTextField
          name="name"
          label="Nombre"
          required
          defaultValue={text("name")}
          error={errors.name}
        />
        <EditorTextField
          name="fiserv_id"
          label="Identificador de pagos (fiserv_id)"
          hint="Sin él, sus sucursales no pueden cobrar en línea."
          defaultValue={text("fiserv_id")}
          error={errors.fiserv_id}
          maxLength={64}
        />
        <EditorTextField
          name="contact_email"
          label="Email de contacto"
          defaultValue={text("contact_email")}
          error={errors.contact_email}
        />
      </div>
      <SaveButton />
    </Form>
  );
}
