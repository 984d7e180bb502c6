import { Form } from "react-router";
import { COUPON_ADMIN_MESSAGES as M, COUPON_KINDS } from "#domain/coupon-admin/messages.ts";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import {
  EditorCheckbox,
  EditorDateField,
  EditorSelectField,
  EditorTextField,
} from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";

/** What the form starts from, as the fields show it (money as es-AR text, dates as yyyy-mm-dd). */
export interface CouponFormValues {
  code: string;
  kind: "percentage" | "fixed";
  value: string;
  min_total: string;
  valid_from: string;
  valid_until: string;
  max_uses: string;
  max_uses_per_account: string;
  enabled: boolean;
  version?: number;
  /** The code has been used: its text stays. */
  used?: boolean;
}

/** The discount code editor; every field is posted under its column's name. */
export function CouponForm({ coupon, reply }: { coupon: CouponFormValues; reply: EditorReply | undefined }) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const posted = reply?.status === "invalid" ? reply.values : null;
  const text = (name: keyof CouponFormValues) => shownValue(reply, name, String(coupon[name] ?? ""));
  return (
    <Form method="post" className="space-y-6" noValidate>
      <EditorNotice reply={reply} />
      {coupon.version ? <input type="hidden" name="version" value={coupon.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <EditorTextField
          name="code"
          label="Código"
          required
          hint={coupon.used ? M.codeLocked : "Letras, números y guiones; se guarda en mayúsculas."}
          defaultValue={text("code")}
          error={errors.code}
          maxLength={40}
        />
        <EditorSelectField
          name="kind"
          label="Tipo de descuento"
          defaultValue={text("kind")}
          options={Object.entries(COUPON_KINDS).map(([value, label]) => ({ value, label }))}
          error={errors.kind}
        />
        <EditorTextField
          name="value"
          label="Valor"
          required
          inputMode="decimal"
          hint="Porcentaje entero (10) o monto en pesos (5.000,50), según el tipo."
          defaultValue={text("value")}
          error={errors.value}
        />
        <EditorTextField
          name="min_total"
          label="Compra mínima"
          inputMode="decimal"
          hint="En pesos; 0 para no pedir mínimo."
          defaultValue={text("min_total")}
          error={errors.min_total}
        />
        <EditorDateField
          name="valid_from"
          label="Válido desde"
          defaultValue={text("valid_from")}
          error={errors.valid_from}
        />
        <EditorDateField
          name="valid_until"
          label="Válido hasta (inclusive)"
          defaultValue={text("valid_until")}
          error={errors.valid_until}
        />
        <EditorTextField
          name="max_uses"
          label="Usos en total"
          inputMode="numeric"
          hint="Vacío: sin límite."
          defaultValue={text("max_uses")}
          error={errors.max_uses}
        />
        <EditorTextField
          name="max_uses_per_account"
          label="Usos por cliente"
          inputMode="numeric"
          hint="Vacío: sin límite."
          defaultValue={text("max_uses_per_account")}
          error={errors.max_uses_per_account}
        />
      </div>
      <EditorCheckbox
        name="enabled"
        label="Código activo"
        defaultChecked={posted ? posted.enabled === "on" : coupon.enabled}
        error={errors.enabled}
      />
      <SaveButton />
    </Form>
  );
}
