import { Form } from "react-router";
import type { CustomerState } from "#domain/customers/messages.ts";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

export const APPROVE_INTENT = "aprobar";
export const REJECT_INTENT = "rechazar";
export const RESEND_INTENT = "reenviar";

/**
 * What the team can do with the account in its state: approve or reject one held for review (a rejected
 * one can still be approved), or send the verification again to one not yet verified.
 */
export function ReviewActions({ state, reasonError }: { state: CustomerState; reasonError?: string }) {
  if (state === "verificada")
    return <p className="text-slate-700">La cuenta está verificada y habilitada.</p>;
  if (state === "sin-verificar")
    return (
      <Form method="post" className="space-y-2">
        <p className="text-slate-700">
          El cliente todavía no siguió el enlace de verificación. Podés enviarle uno nuevo (como máximo uno
          cada 5 minutos).
        </p>
        <button type="submit" name="intent" value={RESEND_INTENT} className="btn btn-secondary">
          Reenviar verificación
        </button>
      </Form>
    );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Form method="post" className="space-y-2">
        <p className="text-slate-700">
          El número de documento ya estaba registrado en otra cuenta. Si comprobaste que la cuenta es
          legítima, aprobala: el cliente recibe un correo electrónico para ingresar.
        </p>
        <button type="submit" name="intent" value={APPROVE_INTENT} className="btn btn-primary">
          Aprobar cuenta
        </button>
      </Form>
      {state === "en-revision" ? (
        <Form method="post" className="space-y-2">
          <FieldLabel htmlFor="reason" required>
            Motivo del rechazo
          </FieldLabel>
          <textarea
            id="reason"
            name="reason"
            rows={3}
            maxLength={1000}
            required
            className={inputClass}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? "reason-error" : "reason-hint"}
          />
          <p id="reason-hint" className="text-sm text-slate-600">
            Se lo enviamos al cliente por correo electrónico. La cuenta sigue sin poder ingresar.
          </p>
          <FieldError id="reason-error" errors={reasonError ? [reasonError] : undefined} />
          <button type="submit" name="intent" value={REJECT_INTENT} className="btn btn-secondary">
            Rechazar cuenta
          </button>
        </Form>
      ) : null}
    </div>
  );
}
