import type { FieldMetadata } from "@conform-to/react";
import { ANSWER_MAX, AREA_TEXT_MAX, QUESTION_MAX, faqField, faqSlots } from "#domain/catalog/area-content.ts";
import { TextArea, TextField } from "#app/features/admin/forms/fields.tsx";
import { RichTextField } from "#app/features/admin/content/rich-text-field.tsx";

const PARAGRAPHS = "Texto simple; una línea en blanco separa los párrafos.";

/**
 * What the area's page tells customers: its description, 'Qué esperar', 'Preguntas frecuentes' and
 * 'Contraindicaciones'. The questions are pairs of fields (`faq[0].question`, `faq[0].answer`): the stored
 * ones and two empty ones, so one more can be added without JavaScript; an empty pair is left out.
 */
export function AreaContentFields({
  field,
  stored,
}: {
  field: (name: string) => FieldMetadata<unknown>;
  /** How many questions the area has now. */
  stored: number;
}) {
  const plainText = (name: string, label: string) => (
    <TextArea meta={field(name)} label={label} hint={PARAGRAPHS} rows={5} maxLength={AREA_TEXT_MAX} />
  );
  return (
    <fieldset className="space-y-6">
      <legend className="mb-2 text-base font-semibold text-slate-900">Página del área</legend>
      <RichTextField meta={field("description")} label="Descripción" />
      {plainText("what_to_expect", "Qué esperar")}
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-slate-900">Preguntas frecuentes</legend>
        <p className="text-sm text-slate-600">
          Cada pregunta con su respuesta. Para quitar una, dejá vacías las dos; al guardar aparecen dos
          lugares más.
        </p>
        {Array.from({ length: faqSlots(stored) }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-2">
            <TextField
              meta={field(faqField(i, "question"))}
              label={`Pregunta ${i + 1}`}
              maxLength={QUESTION_MAX}
            />
            <TextArea
              meta={field(faqField(i, "answer"))}
              label={`Respuesta ${i + 1}`}
              rows={3}
              maxLength={ANSWER_MAX}
            />
          </div>
        ))}
      </fieldset>
      {plainText("contraindications", "Contraindicaciones")}
    </fieldset>
  );
}
