import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { loginSchema, type GuestCartItem } from "#domain/validation/account.ts";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton, TextField } from "./form-fields.tsx";
import { useFormBusy } from "./use-form-busy.ts";
import { changedFormProps, VALIDATE_CHANGED } from "#app/lib/validate-changed.ts";

export const LOGIN_INTENT = "login";

/**
 * E-mail and password. `cartItems` are the visitor's local cart items (SPEC.md §3 login payload): they are
 * posted as `items[i]._id` and `items[i].quantity` for the cart to merge into the account.
 */
export function LoginForm({
  lastResult,
  cartItems = [],
}: {
  lastResult?: SubmissionResult<string[]>;
  cartItems?: readonly GuestCartItem[];
}) {
  const busy = useFormBusy(LOGIN_INTENT);
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint: getZodConstraint(loginSchema),
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <Form method="post" {...changedFormProps(form)}>
      <FormAlert errors={form.errors} />
      <input type="hidden" name="intent" value={LOGIN_INTENT} />
      {cartItems.map((item, i) => (
        <span key={item._id} hidden>
          <input type="hidden" name={`items[${i}]._id`} value={item._id} />
          {item.quantity !== undefined ? (
            <input type="hidden" name={`items[${i}].quantity`} value={String(item.quantity)} />
          ) : null}
        </span>
      ))}
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">{ACCOUNT_LABELS.login}</legend>
        <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" required />
        <TextField
          meta={fields.password}
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={busy}>{busy ? "Ingresando…" : ACCOUNT_LABELS.login}</SubmitButton>
      </fieldset>
    </Form>
  );
}
