import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { staffCreateSchema } from "#domain/staff/forms.ts";
import { ROLE_NAMES, ROLES } from "#domain/staff/permissions.ts";
import { FormAlert } from "#app/features/account/form-alert.tsx";
import { SelectField, SubmitButton, TextField } from "#app/features/account/form-fields.tsx";

export const ADD_STAFF_INTENT = "add";

export const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }));

export function franchiseOptions(franchises: { id: string; name: string }[]) {
  return [{ value: "", label: "Sin franquicia" }, ...franchises.map((f) => ({ value: f.id, label: f.name }))];
}

/** A new staff member: e-mail, name, role and, for the role Franquicia, the franchise. */
export function AddStaffForm({
  franchises,
  lastResult,
}: {
  franchises: { id: string; name: string }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "add-staff",
    lastResult,
    defaultValue: { role: "editor", franchise_id: "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffCreateSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormAlert errors={form.errors} />
      <input type="hidden" name="intent" value={ADD_STAFF_INTENT} />
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">Agregar persona</legend>
        <TextField meta={fields.email} label="E-mail" type="email" required />
        <TextField meta={fields.name} label="Nombre" />
        <SelectField meta={fields.role} label="Rol" options={roleOptions} />
        <SelectField
          meta={fields.franchise_id}
          label="Franquicia (sólo rol Franquicia)"
          options={franchiseOptions(franchises)}
        />
        <div>
          <SubmitButton busy={false}>Guardar</SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
