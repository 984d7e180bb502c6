import { productField, type ProductField, type ProductFieldKey } from "#domain/catalog/views.ts";

const LABELS: Record<ProductFieldKey, string> = {
  sessions: "Sesiones",
  max_installments: "Cuotas máximas",
  installment_rates: "Aplica interés",
};

/** The editable custom fields of an area as the form shows them. */
export interface AreaFieldValues {
  sessions: number;
  max_installments: number;
  installment_rates: "SI" | "NO";
}

/** The product's fields with the edited values put in place; other fields and labels are kept. */
export function withAreaFields(fields: readonly ProductField[], values: AreaFieldValues): ProductField[] {
  const next: Record<ProductFieldKey, string> = {
    sessions: String(values.sessions),
    max_installments: String(values.max_installments),
    installment_rates: values.installment_rates,
  };
  const out = fields.map((f) => (f.key in next ? { ...f, value: next[f.key] } : f));
  for (const key of Object.keys(next) as ProductFieldKey[])
    if (!out.some((f) => f.key === key)) out.push({ key, label: LABELS[key], value: next[key] });
  return out;
}

/** The editable values as stored; a missing or odd value reads as the form's default. */
export function areaFieldValues(fields: readonly ProductField[]): AreaFieldValues {
  const number = (key: ProductFieldKey, fallback: number) =>
    Number(productField(fields, key)?.match(/\d+/)?.[0] ?? fallback);
  return {
    sessions: number("sessions", 1),
    max_installments: number("max_installments", 1),
    installment_rates: productField(fields, "installment_rates")?.trim().toUpperCase() === "NO" ? "NO" : "SI",
  };
}
