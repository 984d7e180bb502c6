import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { passwordChangeSchema, restoreSchema } from "#domain/validation/account.ts";
import { MESSAGES } from "#domain/validation/messages.ts";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton, TextField } from "./form-fields.tsx";
import { useFormBusy } from "./use-form-busy.ts";
import { changedFormProps, VALIDATE_CHANGED } from "#app/lib/validate-changed.ts";

/** A new password with the token of the reset mail: password and password_confirm, 'Confirmar'. */
export function RestoreForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useFormBusy();
  const [form, fields] = useForm({
    id: "restore",
    lastResult,
    constraint: getZodConstraint(restoreSchema),
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: restoreSchema }),
  });
  return (
    <Form method="post" {...changedFormProps(form)}>
      <FormAlert errors={form.errors} />
      <input type="hidden" name="token" value={token} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Nueva contraseña</legend>
        <TextField
          meta={fields.password}
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          hint={MESSAGES.passwordHint}
          required
        />
        <TextField
          meta={fields.password_confirm}
          label="Repetí la contraseña"
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={busy}>{ACCOUNT_LABELS.confirm}</SubmitButton>
      </fieldset>
    </Form>
  );
}

/** The signed-in customer's password change: old_password, new_password, 'Modificar contraseña'. */
export function ChangePasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const busy = useFormBusy();
  const [form, fields] = useForm({
    id: "password-change",
    lastResult,
    constraint: getZodConstraint(passwordChangeSchema),
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
  });
  return (
    <Form method="post" {...changedFormProps(form)}>
      <FormAlert errors={form.errors} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">{ACCOUNT_LABELS.changePassword}</legend>
        <TextField
          meta={fields.old_password}
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          meta={fields.new_password}
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          hint={MESSAGES.passwordHint}
          required
        />
        <SubmitButton busy={busy}>{ACCOUNT_LABELS.changePassword}</SubmitButton>
      </fieldset>
    </Form>
  );
}
