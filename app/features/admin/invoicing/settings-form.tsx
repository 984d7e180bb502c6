import type { FieldMetadata } from "@conform-to/react";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import { IVA_CONDITIONS } from "#domain/invoicing/settings-form.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { DateField, SelectField, TextField } from "#app/features/admin/forms/fields.tsx";

export interface InvoicingFormValues {
  cuit: string;
  legal_name: string;
  iva_condition: string;
  point_of_sale: string;
  activities_start: string;
  commercial_address: string;
  gross_income: string;
  version?: number;
}

/** A file input; its text is read by the server, never sent back. */
function PemFile({ meta, label, accept }: { meta: FieldMetadata<unknown>; label: string; accept: string }) {
  const error = meta.errors?.[0];
  return (
    <div>
      <FieldLabel htmlFor={meta.name}>{label}</FieldLabel>
      <input
        id={meta.name}
        name={meta.name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${meta.name}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`${meta.name}-error`} errors={meta.errors} />
    </div>
  );
}

/**
 * 'Facturación electrónica' of a franchise: CUIT, razón social, IVA condition, point of sale, start of activities,
 * domicilio comercial, Ingresos Brutos, and the ARCA certificate and key (multipart). Once loaded, only the
 * date of the upload is shown.
 */
export function InvoicingSettingsForm({
  values,
  uploadedAt,
  missing,
  answer,
}: {
  values: InvoicingFormValues;
  /** "Certificado cargado el …", or null when none was loaded. */
  uploadedAt: string | null;
  /** The labels of the required fields that stored settings lack. */
  missing: readonly string[];
  answer: EditorAnswer | undefined;
}) {
  const [form, field] = useEditorForm(answer, values, "invoicing-form");
  return (
    <EditorForm form={form} answer={answer} multipart>
      <input type="hidden" name="intent" value="facturacion" />
      {values.version ? <input type="hidden" name="version" value={values.version} /> : null}
      <p className="text-slate-700">{M.settingsIntro}</p>
      {missing.length > 0 ? <Alert tone="warning">{M.missingFields(missing)}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          meta={field("cuit")}
          label="CUIT"
          required
          inputMode="numeric"
          maxLength={13}
          hint="Con o sin guiones."
        />
        <TextField meta={field("legal_name")} label="Razón social" required />
        <SelectField
          meta={field("iva_condition")}
          label="Condición frente al IVA"
          required
          options={[
            { value: "", label: "Elegí una" },
            ...IVA_CONDITIONS.map((c) => ({ value: c, label: `${M.ivaNames[c]} (${M.ivaHints[c]})` })),
          ]}
        />
        <TextField
          meta={field("point_of_sale")}
          label="Punto de venta"
          required
          inputMode="numeric"
          maxLength={5}
        />
        <DateField meta={field("activities_start")} label="Inicio de actividades" required />
        <TextField
          meta={field("gross_income")}
          label={M.labels.grossIncome}
          maxLength={40}
          hint={M.grossIncomeHint}
        />
        <div className="md:col-span-2">
          <TextField
            meta={field("commercial_address")}
            label={M.labels.commercialAddress}
            required
            maxLength={200}
            hint={M.commercialAddressHint}
          />
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">Certificado de ARCA</legend>
        <p className="text-sm text-slate-700" id="certificate-status">
          {uploadedAt ? `${uploadedAt} ${M.certificateReplace}` : M.certificateNone}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <PemFile meta={field("certificate")} label="Certificado (.crt)" accept=".crt,.pem,.cer" />
          <PemFile meta={field("private_key")} label="Clave privada (.key)" accept=".key,.pem" />
        </div>
      </fieldset>
      <SaveButton label="Guardar facturación" />
    </EditorForm>
  );
}
