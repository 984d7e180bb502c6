import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { isEmailChange } from "#domain/accounts/email.ts";
import { GENRE_OPTIONS } from "#domain/accounts/genre.ts";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { profileFormSchema, type ProfileFormInput } from "#domain/validation/profile.ts";
import { BirthdateField } from "./birthdate-field.tsx";
import { FormAlert } from "./form-alert.tsx";
import { CheckboxField, SelectField, SubmitButton, TextField } from "./form-fields.tsx";
import { useFormBusy } from "./use-form-busy.ts";
import { changedFormProps, VALIDATE_CHANGED } from "#app/lib/validate-changed.ts";

export interface ProfileDefaults {
  name: string;
  surname: string;
  genre: string;
  email: string;
  mobile_phone: string;
  birthdate: string;
  identifire: string;
  newsletter: boolean;
}

/**
 * 'Personales' and 'Suscripciones' (SPEC.md §2), saved with 'Guardar cambios'. Typing another e-mail brings up
 * the current password, which the change requires.
 */
export function ProfileForm({
  defaults,
  lastResult,
}: {
  defaults: ProfileDefaults;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useFormBusy();
  const schema = profileFormSchema(defaults.email);
  const [form, fields] = useForm<ProfileDefaults & { password?: string }, ProfileFormInput>({
    id: "profile",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(schema),
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // A forged post may repeat the field (a list): only a typed address counts.
  const typedEmail = fields.email.value;
  const emailChanging = typeof typedEmail === "string" && isEmailChange(defaults.email, typedEmail);
  const sectionTitle = "text-lg font-semibold text-slate-900";
  return (
    <Form method="post" {...changedFormProps(form)}>
      <FormAlert errors={form.errors} />
      <fieldset disabled={busy} className="space-y-8">
        <legend className="sr-only">Datos personales</legend>
        <section
          aria-labelledby="profile-personal"
          className="rounded-card border border-brand-100 bg-white p-5 md:p-6"
        >
          <h2 id="profile-personal" className={sectionTitle}>
            Personales
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.name} label="Nombre" autoComplete="given-name" required />
            <TextField meta={fields.surname} label="Apellido" autoComplete="family-name" required />
            <SelectField meta={fields.genre} label="Género" options={GENRE_OPTIONS} />
            <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" required />
            {emailChanging ? (
              <TextField
                meta={fields.password}
                label={ACCOUNT_LABELS.currentPassword}
                type="password"
                autoComplete="current-password"
                required
              />
            ) : null}
            <TextField
              meta={fields.mobile_phone}
              label="Celular"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              prefix="0"
              hint="Opcional. Código de área y número, sin el 0 ni el 15."
            />
            <BirthdateField meta={fields.birthdate} label="Fecha de nacimiento" required />
            <TextField
              meta={fields.identifire}
              label="Número de documento"
              inputMode="numeric"
              hint="Sólo números, sin puntos."
              required
            />
          </div>
        </section>
        <section
          aria-labelledby="profile-subscriptions"
          className="rounded-card border border-brand-100 bg-white p-5 md:p-6"
        >
          <h2 id="profile-subscriptions" className={sectionTitle}>
            Suscripciones
          </h2>
          <div className="mt-4">
            <CheckboxField meta={fields.newsletter}>
              Quiero recibir novedades y promociones por e-mail.
            </CheckboxField>
          </div>
        </section>
        <SubmitButton busy={busy}>{busy ? "Guardando…" : ACCOUNT_LABELS.saveProfile}</SubmitButton>
      </fieldset>
    </Form>
  );
}
