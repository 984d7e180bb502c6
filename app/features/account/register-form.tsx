import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { registerSchema } from "#domain/validation/account.ts";
import { MESSAGES } from "#domain/validation/messages.ts";
import { FormAlert } from "./form-alert.tsx";
import { CheckboxField, HoneypotField, SubmitButton, TextField } from "./form-fields.tsx";
import { useFormBusy } from "./use-form-busy.ts";
import { changedFormProps, VALIDATE_CHANGED } from "#app/lib/validate-changed.ts";

/** The registration form (SPEC.md §2): the same zod schema checks it here and in the action. */
export function RegisterForm({
  lastResult,
  loginHref = "/account-login",
}: {
  lastResult?: SubmissionResult<string[]>;
  /** 'Ya tengo una cuenta': the login, carrying on the registration's `next`. */
  loginHref?: string;
}) {
  const busy = useFormBusy();
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    defaultValue: { newsletter: true },
    constraint: getZodConstraint(registerSchema),
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  return (
    <Form method="post" {...changedFormProps(form)}>
      <FormAlert errors={form.errors} tone="warning" />
      <HoneypotField />
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Tus datos</legend>
        <TextField meta={fields.name} label="Nombre" autoComplete="given-name" required />
        <TextField meta={fields.surname} label="Apellido" autoComplete="family-name" required />
        <div className="sm:col-span-2">
          <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" required />
        </div>
        <TextField
          meta={fields.identifire}
          label="Número de documento"
          inputMode="numeric"
          hint="Sólo números, sin puntos."
          required
        />
        <TextField
          meta={fields.mobile_phone}
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix="0"
          hint="Código de área y número, sin el 0 ni el 15."
          required
        />
        <div className="sm:col-span-2">
          <TextField
            meta={fields.password}
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            hint={MESSAGES.passwordHint}
            required
          />
        </div>
        <div className="space-y-3 sm:col-span-2">
          <CheckboxField meta={fields.newsletter}>
            Quiero recibir novedades y promociones por e-mail.
          </CheckboxField>
          <CheckboxField meta={fields.terms} required>
            Acepto los{" "}
            <a
              href="/terminos-y-condiciones"
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline"
            >
              términos y condiciones
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </CheckboxField>
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <SubmitButton busy={busy}>{busy ? "Enviando…" : ACCOUNT_LABELS.confirm}</SubmitButton>
          <Link
            to={loginHref}
            className="inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {ACCOUNT_LABELS.haveAccount}
          </Link>
        </div>
      </fieldset>
    </Form>
  );
}
