import { PROMOTION_KINDS, PROMOTION_RULE_MESSAGES as M } from "#domain/promotions/messages.ts";
import type { PromotionKind } from "#domain/promotions/rules.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import {
  Checkbox,
  CheckboxList,
  DateField,
  SelectField,
  TextField,
} from "#app/features/admin/forms/fields.tsx";

/** What the form starts from, as the fields show it (money as es-AR text, dates as yyyy-mm-dd). */
export interface PromotionRuleFormValues {
  name: string;
  kind: PromotionKind;
  buy_quantity: string;
  pay_quantity: string;
  value: string;
  product_ids: string[];
  category_ids: string[];
  starts_at: string;
  ends_at: string;
  enabled: boolean;
  version?: number;
}

export interface CoverageChoices {
  areas: { id: string; title: string }[];
  categories: { id: string; title: string }[];
}

/** The automatic promotion editor; every field is posted under its column's name. */
export function PromotionRuleForm({
  rule,
  choices,
  answer,
}: {
  rule: PromotionRuleFormValues;
  choices: CoverageChoices;
  answer: EditorAnswer | undefined;
}) {
  const [form, field] = useEditorForm(answer, { ...rule, enabled: rule.enabled ? "on" : undefined });
  const options = (list: { id: string; title: string }[]) =>
    list.map((o) => ({ value: o.id, label: o.title }));
  return (
    <EditorForm form={form} answer={answer}>
      {rule.version ? <input type="hidden" name="version" value={rule.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          meta={field("name")}
          label="Nombre"
          required
          hint="Es el texto de la línea del resumen de compra."
          maxLength={120}
        />
        <SelectField
          meta={field("kind")}
          label="Tipo de promoción"
          options={Object.entries(PROMOTION_KINDS).map(([value, label]) => ({ value, label }))}
        />
        <TextField
          meta={field("buy_quantity")}
          label="Llevá (n)"
          inputMode="numeric"
          hint="Sólo para «Llevá n, pagá m»: unidades de las áreas cubiertas que forman un grupo."
          maxLength={2}
        />
        <TextField
          meta={field("pay_quantity")}
          label="Pagá (m)"
          inputMode="numeric"
          hint="Sólo para «Llevá n, pagá m»: de cada grupo se cobran las m más caras."
          maxLength={2}
        />
        <TextField
          meta={field("value")}
          label="Valor"
          inputMode="decimal"
          hint="Porcentaje entero (15) o monto en pesos (5.000,50), según el tipo."
        />
        <div aria-hidden className="hidden md:block" />
        <DateField meta={field("starts_at")} label="Desde (hora de Buenos Aires)" />
        <DateField meta={field("ends_at")} label="Hasta, inclusive (hora de Buenos Aires)" />
      </div>
      <p className="text-sm text-slate-600">{M.coverageHint}</p>
      <CheckboxList meta={field("product_ids")} legend="Áreas" options={options(choices.areas)} />
      <CheckboxList meta={field("category_ids")} legend="Categorías" options={options(choices.categories)} />
      <Checkbox meta={field("enabled")} label="Promoción activa" />
      <SaveButton />
    </EditorForm>
  );
}
