import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { secondFactorSchema } from "#domain/staff/forms.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormAlert } from "#app/features/account/form-alert.tsx";
import { SubmitButton, TextField } from "#app/features/account/form-fields.tsx";

export const TOTP_CONFIRM_INTENT = "totp_confirm";
export const TOTP_DISABLE_INTENT = "totp_disable";

function CodeForm({
  id,
  intent,
  lastResult,
  label,
}: {
  id: string;
  intent: string;
  lastResult?: SubmissionResult<string[]>;
  label: string;
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: secondFactorSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-sm">
      <FormAlert errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      <fieldset className="space-y-4">
        <legend className="sr-only">{label}</legend>
        <TextField meta={fields.code} label="Código" autoComplete="one-time-code" required />
        <SubmitButton busy={false}>{label}</SubmitButton>
      </fieldset>
    </Form>
  );
}

/** Enrolment: the QR code and the secret to type by hand, then a code to confirm. */
export function TotpEnrolment({
  secret,
  qrSvg,
  lastResult,
}: {
  secret: string;
  qrSvg: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <div>
      <p className="text-slate-700">
        Escaneá el código con tu aplicación de autenticación (por ejemplo Google Authenticator) o ingresá la
        clave a mano. Después escribí el código de 6 dígitos que te muestra.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-6">
        <div
          role="img"
          aria-label="Código QR para la aplicación de autenticación"
          className="h-44 w-44 rounded-lg border border-slate-200 bg-white p-1"
          // The SVG is made by the server from the otpauth address; it holds no user input.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="text-sm text-slate-700">
          Clave secreta:{" "}
          <code
            data-testid="totp-secret"
            className="rounded bg-slate-100 px-2 py-1 font-mono text-base break-all"
          >
            {secret}
          </code>
        </p>
      </div>
      <CodeForm id="totp-confirm" intent={TOTP_CONFIRM_INTENT} lastResult={lastResult} label="Activar" />
    </div>
  );
}

/** The ten recovery codes, shown once right after enrolment. */
export function RecoveryCodes({ codes, message }: { codes: string[]; message: string }) {
  return (
    <div>
      <Alert tone="success">{message}</Alert>
      <ol className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono" aria-label="Códigos de recuperación">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-600">Cada código sirve una sola vez. No se vuelven a mostrar.</p>
    </div>
  );
}

/** Enrolled: how many recovery codes remain, and the way to turn it off where the role allows it. */
export function TotpEnabled({
  unusedCodes,
  canDisable,
  lastResult,
}: {
  unusedCodes: number;
  canDisable: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <div>
      <p className="text-slate-700">Activada. Te quedan {unusedCodes} códigos de recuperación sin usar.</p>
      {canDisable ? (
        <CodeForm id="totp-disable" intent={TOTP_DISABLE_INTENT} lastResult={lastResult} label="Desactivar" />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{STAFF_MESSAGES.totpRequiredCannotDisable}</p>
      )}
    </div>
  );
}
