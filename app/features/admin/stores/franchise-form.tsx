import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { TextField } from "#app/features/admin/forms/fields.tsx";

export interface FranchiseFormValues {
  name: string;
  fiserv_id: string;
  contact_email: string;
  version?: number;
}

/** The franchise editor, posted under the columns' names. */
export function FranchiseForm({
  franchise,
  answer,
}: {
  franchise: FranchiseFormValues;
  answer: EditorAnswer | undefined;
}) {
  const [form, field] = useEditorForm(answer, franchise);
  return (
    <EditorForm form={form} answer={answer}>
      {franchise.version ? <input type="hidden" name="version" value={franchise.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField meta={field("name")} label="Nombre" required />
        <TextField
          meta={field("fiserv_id")}
          label="Identificador de pagos (fiserv_id)"
          hint="Sin él, sus sucursales no pueden cobrar en línea."
          maxLength={64}
        />
        <TextField meta={field("contact_email")} label="E-mail de contacto" />
      </div>
      <SaveButton />
    </EditorForm>
  );
}
