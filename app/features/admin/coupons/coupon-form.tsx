import { COUPON_ADMIN_MESSAGES as M, COUPON_KINDS } from "#domain/coupons/messages.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { Checkbox, DateField, SelectField, TextField } from "#app/features/admin/forms/fields.tsx";

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
export function CouponForm({
  coupon,
  answer,
}: {
  coupon: CouponFormValues;
  answer: EditorAnswer | undefined;
}) {
  const [form, field] = useEditorForm(answer, { ...coupon, enabled: coupon.enabled ? "on" : undefined });
  return (
    <EditorForm form={form} answer={answer}>
      {coupon.version ? <input type="hidden" name="version" value={coupon.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          meta={field("code")}
          label="Código"
          required
          hint={coupon.used ? M.codeLocked : "Letras, números y guiones; se guarda en mayúsculas."}
          maxLength={40}
        />
        <SelectField
          meta={field("kind")}
          label="Tipo de descuento"
          options={Object.entries(COUPON_KINDS).map(([value, label]) => ({ value, label }))}
        />
        <TextField
          meta={field("value")}
          label="Valor"
          required
          inputMode="decimal"
          hint="Porcentaje entero (10) o monto en pesos (5.000,50), según el tipo."
        />
        <TextField
          meta={field("min_total")}
          label="Compra mínima"
          inputMode="decimal"
          hint="En pesos; 0 para no pedir mínimo."
        />
        <DateField meta={field("valid_from")} label="Válido desde" />
        <DateField meta={field("valid_until")} label="Válido hasta (inclusive)" />
        <TextField
          meta={field("max_uses")}
          label="Usos en total"
          inputMode="numeric"
          hint="Vacío: sin límite."
        />
        <TextField
          meta={field("max_uses_per_account")}
          label="Usos por cliente"
          inputMode="numeric"
          hint="Vacío: sin límite."
        />
      </div>
      <Checkbox meta={field("enabled")} label="Código activo" />
      <SaveButton />
    </EditorForm>
  );
}
