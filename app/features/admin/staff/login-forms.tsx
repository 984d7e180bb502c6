import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { secondFactorSchema, staffLoginSchema, staffResetRequestSchema } from "#domain/staff/forms.ts";
import { FormAlert } from "#app/features/account/form-alert.tsx";
import { SubmitButton, TextField } from "#app/features/account/form-fields.tsx";
import { useFormBusy } from "#app/features/account/use-form-busy.ts";

export const STAFF_LOGIN_INTENT = "login";
export const STAFF_CODE_INTENT = "code";
export const STAFF_RESET_INTENT = "reset";

type Result = SubmissionResult<string[]> | undefined;

/** Step one: e-mail and password. */
export function StaffLoginForm({ lastResult }: { lastResult: Result }) {
  const busy = useFormBusy(STAFF_LOGIN_INTENT);
  const [form, fields] = useForm({
    id: "staff-login",
    lastResult,
    constraint: getZodConstraint(staffLoginSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffLoginSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormAlert errors={form.errors} />
      <input type="hidden" name="intent" value={STAFF_LOGIN_INTENT} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Ingresar</legend>
        <TextField meta={fields.email} label="E-mail" type="email" autoComplete="username" required />
        <TextField
          meta={fields.password}
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={busy}>{busy ? "Ingresando…" : "Ingresar"}</SubmitButton>
      </fieldset>
    </Form>
  );
}

/** Step two: the authenticator's code, or a recovery code. */
export function StaffCodeForm({ lastResult, hint }: { lastResult: Result; hint: string }) {
  const busy = useFormBusy(STAFF_CODE_INTENT);
  const [form, fields] = useForm({
    id: "staff-code",
    lastResult,
    constraint: getZodConstraint(secondFactorSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: secondFactorSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormAlert errors={form.errors} />
      <input type="hidden" name="intent" value={STAFF_CODE_INTENT} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Código de verificación</legend>
        <TextField
          meta={fields.code}
          label="Código"
          autoComplete="one-time-code"
          inputMode="text"
          hint={hint}
          required
        />
        <SubmitButton busy={busy}>{busy ? "Verificando…" : "Verificar"}</SubmitButton>
      </fieldset>
    </Form>
  );
}

/** "I forgot my password": mails a link when the address is a staff account. */
export function StaffResetForm({ lastResult, message }: { lastResult: Result; message?: string }) {
  const busy = useFormBusy(STAFF_RESET_INTENT);
  const [form, fields] = useForm({
    id: "staff-reset",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffResetRequestSchema }),
  });
  return (
    <details className="mt-6 border-t border-brand-100 pt-4" open={lastResult !== undefined}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">Olvidé mi contraseña</summary>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormAlert errors={form.errors} />
        {message ? (
          <p
            role="status"
            className="mb-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {message}
          </p>
        ) : null}
        <input type="hidden" name="intent" value={STAFF_RESET_INTENT} />
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">Restablecer contraseña</legend>
          <TextField meta={fields.email} label="E-mail de tu cuenta del equipo" type="email" required />
          <SubmitButton busy={busy}>Enviar enlace</SubmitButton>
        </fieldset>
      </Form>
    </details>
  );
}
