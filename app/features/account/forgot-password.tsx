import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Form, Link, useLocation } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { resetRequestSchema } from "#domain/validation/account.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton, TextField } from "./form-fields.tsx";
import { useFormBusy, useHydrated } from "./use-form-busy.ts";
import { changedFormProps, VALIDATE_CHANGED } from "#app/lib/validate-changed.ts";

export const RESET_REQUEST_INTENT = "reset-request";
/** `?recuperar=1` opens the dialog on arrival (the link of 'Pedir un enlace nuevo', and the button without JS). */
export const RESET_QUERY = "recuperar";

interface ResetState {
  lastResult?: SubmissionResult<string[]>;
  /** The success message, the same whether or not the address has an account. */
  message?: string;
}

function ResetRequestForm({ lastResult, message }: ResetState) {
  const busy = useFormBusy(RESET_REQUEST_INTENT);
  const [form, fields] = useForm({
    id: "reset-request",
    lastResult,
    constraint: getZodConstraint(resetRequestSchema),
    ...VALIDATE_CHANGED,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
  return (
    <Form method="post" {...changedFormProps(form)} className="mt-4">
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      <FormAlert errors={form.errors} />
      <input type="hidden" name="intent" value={RESET_REQUEST_INTENT} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">{ACCOUNT_LABELS.forgotTitle}</legend>
        <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" required />
        <SubmitButton busy={busy}>{ACCOUNT_LABELS.resetPassword}</SubmitButton>
      </fieldset>
    </Form>
  );
}

/**
 * The 'forgot password' button and its dialog '¿Has olvidado tu contraseña?'. Before the page has hydrated the
 * button is a link to `?recuperar=1`, where the same form is shown in the page.
 */
export function ForgotPassword({ initiallyOpen, ...state }: ResetState & { initiallyOpen: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(initiallyOpen);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(RESET_QUERY, "1");
  const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

  if (!hydrated) {
    return (
      <div className="mt-4">
        <Link to={`?${params.toString()}`} className={linkClass}>
          {ACCOUNT_LABELS.forgotPassword}
        </Link>
        {initiallyOpen ? (
          <section aria-labelledby="forgot-title" className="mt-6 border-t border-slate-200 pt-6">
            <h2 id="forgot-title" className="text-xl font-semibold text-slate-900">
              {ACCOUNT_LABELS.forgotTitle}
            </h2>
            <ResetRequestForm {...state} />
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <div className="mt-4">
      <Button onPress={() => setOpen(true)} className={`${linkClass} min-h-11 cursor-pointer`}>
        {ACCOUNT_LABELS.forgotPassword}
      </Button>
      <ModalOverlay
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      >
        <Modal className="w-full max-w-md rounded-card bg-white p-6 shadow-xl">
          <Dialog className="outline-none">
            <div className="flex items-start justify-between gap-4">
              <Heading slot="title" className="text-xl font-semibold text-slate-900">
                {ACCOUNT_LABELS.forgotTitle}
              </Heading>
              <Button
                slot="close"
                className="min-h-11 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50"
              >
                {ACCOUNT_LABELS.close}
              </Button>
            </div>
            <p className="mt-2 text-slate-600">
              Ingresá el e-mail de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.
            </p>
            <ResetRequestForm {...state} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
