import { Form } from "react-router";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { PROMOTION_KINDS, PROMOTION_RULE_MESSAGES as M } from "#domain/promotions/messages.ts";
import type { PromotionKind } from "#domain/promotions/rules.ts";
import { FieldError } from "#app/features/account/form-fields.tsx";
import {
  EditorCheckbox,
  EditorDateField,
  EditorSelectField,
  EditorTextField,
} from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";

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
  reply,
}: {
  rule: PromotionRuleFormValues;
  choices: CoverageChoices;
  reply: EditorReply | undefined;
}) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const posted = reply?.status === "invalid" ? reply.values : null;
  const text = (name: keyof PromotionRuleFormValues) => shownValue(reply, name, String(rule[name] ?? ""));
  const chosen = (name: "product_ids" | "category_ids") => {
    const list = posted?.[name];
    return Array.isArray(list) ? list : posted ? [] : rule[name];
  };
  return (
    <Form method="post" className="space-y-6" noValidate>
      <EditorNotice reply={reply} />
      {rule.version ? <input type="hidden" name="version" value={rule.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <EditorTextField
          name="name"
          label="Nombre"
          required
          hint="Es el texto de la línea del resumen de compra."
          defaultValue={text("name")}
          error={errors.name}
          maxLength={120}
        />
        <EditorSelectField
          name="kind"
          label="Tipo de promoción"
          defaultValue={text("kind")}
          options={Object.entries(PROMOTION_KINDS).map(([value, label]) => ({ value, label }))}
          error={errors.kind}
        />
        <EditorTextField
          name="buy_quantity"
          label="Llevá (n)"
          inputMode="numeric"
          hint="Sólo para «Llevá n, pagá m»: unidades de las áreas cubiertas que forman un grupo."
          defaultValue={text("buy_quantity")}
          error={errors.buy_quantity}
          maxLength={2}
        />
        <EditorTextField
          name="pay_quantity"
          label="Pagá (m)"
          inputMode="numeric"
          hint="Sólo para «Llevá n, pagá m»: de cada grupo se cobran las m más caras."
          defaultValue={text("pay_quantity")}
          error={errors.pay_quantity}
          maxLength={2}
        />
        <EditorTextField
          name="value"
          label="Valor"
          inputMode="decimal"
          hint="Porcentaje entero (15) o monto en pesos (5.000,50), según el tipo."
          defaultValue={text("value")}
          error={errors.value}
        />
        <div aria-hidden className="hidden md:block" />
        <EditorDateField
          name="starts_at"
          label="Desde (hora de Buenos Aires)"
          defaultValue={text("starts_at")}
          error={errors.starts_at}
        />
        <EditorDateField
          name="ends_at"
          label="Hasta, inclusive (hora de Buenos Aires)"
          defaultValue={text("ends_at")}
          error={errors.ends_at}
        />
      </div>
      <p className="text-sm text-slate-600">{M.coverageHint}</p>
      <CoverageList
        name="product_ids"
        legend="Áreas"
        options={choices.areas}
        checked={chosen("product_ids")}
        error={errors.product_ids}
      />
      <CoverageList
        name="category_ids"
        legend="Categorías"
        options={choices.categories}
        checked={chosen("category_ids")}
        error={errors.category_ids}
      />
      <EditorCheckbox
        name="enabled"
        label="Promoción activa"
        defaultChecked={posted ? posted.enabled === "on" : rule.enabled}
        error={errors.enabled}
      />
      <SaveButton />
    </Form>
  );
}

function CoverageList({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: { id: string; title: string }[];
  checked: readonly string[];
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <div key={o.id} className="flex items-center gap-3">
            <input
              id={`${name}-${o.id}`}
              name={name}
              type="checkbox"
              value={o.id}
              defaultChecked={checked.includes(o.id)}
              className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor={`${name}-${o.id}`} className="text-sm text-slate-800">
              {o.title}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={`${name}-error`} errors={error ? [error] : undefined} />
    </fieldset>
  );
}
