import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactKind } from "#domain/contact.ts";
import { HONEYPOT_FIELD } from "#domain/validation/honeypot.ts";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/features/account/form-alert.tsx";
import { CONTACT_TEXTS as T } from "./messages.ts";

/**
 * The contact form (name, email, phone, message). Validated with the shared schema in the browser (once a field
 * is left, then as it changes) and again by the action; it posts normally before the scripts load.
 */
export function ContactForm({
  kind,
  lastResult,
}: {
  kind: ContactKind;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: `contacto-${kind}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormAlert errors={form.errors} />
      <p className="text-sm text-slate-600">{T.required}</p>
      <input type="hidden" name="tipo" value={kind} />
      {/* Left empty by people; forms that fill it are dropped. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`${form.id}-website`}>Sitio web</label>
        <input id={`${form.id}-website`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <Field
        id={fields.name.id}
        label={T.name}
        required
        errorId={fields.name.errorId}
        errors={fields.name.errors}
      >
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className={inputClass} />
      </Field>
      <Field
        id={fields.email.id}
        label={T.email}
        required
        errorId={fields.email.errorId}
        errors={fields.email.errors}
      >
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          className={inputClass}
        />
      </Field>
      <Field
        id={fields.phone.id}
        label={T.phone}
        hint={T.phoneHint}
        errorId={fields.phone.errorId}
        errors={fields.phone.errors}
      >
        <input
          {...getInputProps(fields.phone, { type: "tel" })}
          autoComplete="tel"
          inputMode="numeric"
          className={inputClass}
        />
      </Field>
      <Field
        id={fields.message.id}
        label={T.message}
        required
        errorId={fields.message.errorId}
        errors={fields.message.errors}
      >
        <textarea
          {...getTextareaProps(fields.message)}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          className={inputClass}
        />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? T.sending : T.submit}
      </button>
    </Form>
  );
}
