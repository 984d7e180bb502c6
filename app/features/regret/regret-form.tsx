import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { REGRET_MESSAGES as M } from "#domain/regret/messages.ts";
import { regretFormSchema } from "#domain/regret/regret-form.ts";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/features/account/form-alert.tsx";

/** The regret form: `email`, `payment_code` and an optional `comment`; it posts before the scripts load too. */
export function RegretForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const sending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "arrepentimiento",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: regretFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormAlert errors={form.errors} />
      <Field
        id={fields.email.id}
        label={M.email}
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
        id={fields.payment_code.id}
        label={M.paymentCode}
        required
        hint={M.paymentCodeHint}
        errorId={fields.payment_code.errorId}
        errors={fields.payment_code.errors}
      >
        <input
          {...getInputProps(fields.payment_code, { type: "text" })}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      </Field>
      <Field
        id={fields.comment.id}
        label={M.comment}
        errorId={fields.comment.errorId}
        errors={fields.comment.errors}
      >
        <textarea {...getTextareaProps(fields.comment)} rows={4} className={inputClass} />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {M.submit}
      </button>
    </Form>
  );
}
