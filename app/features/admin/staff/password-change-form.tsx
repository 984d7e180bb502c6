import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { staffPasswordChangeSchema } from "#domain/staff/forms.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormAlert } from "#app/features/account/form-alert.tsx";
import { SubmitButton, TextField } from "#app/features/account/form-fields.tsx";

export const PASSWORD_INTENT = "password";

/** The own password: the current one, then the new one. */
export function PasswordChangeForm({
  lastResult,
  saved,
}: {
  lastResult?: SubmissionResult<string[]>;
  saved: boolean;
}) {
  const [form, fields] = useForm({
    id: "staff-password-change",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffPasswordChangeSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-sm">
      {saved ? (
        <Alert
          tone="success"
          className="mb-4"
        >{`${STAFF_MESSAGES.saved}. ${STAFF_MESSAGES.passwordChanged}`}</Alert>
      ) : null}
      <FormAlert errors={form.errors} />
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      <fieldset className="space-y-4">
        <legend className="sr-only">Cambiar contraseña</legend>
        <TextField
          meta={fields.current_password}
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          meta={fields.password}
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          hint={STAFF_MESSAGES.passwordRule}
          required
        />
        <SubmitButton busy={false}>{STAFF_MESSAGES.save}</SubmitButton>
      </fieldset>
    </Form>
  );
}
