import { TEASER_IMAGE_FIELDS } from "#domain/content/teaser-form.ts";
import {
  DISPOSITION_LABELS,
  PLACEMENT_LABELS,
  TARGET_LABELS,
  TEASER_MESSAGES as M,
} from "#domain/content/teaser-messages.ts";
import { TEASER_PLACEMENTS } from "#domain/static-pages.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { Checkbox, SelectField, TextArea, TextField } from "#app/features/admin/forms/fields.tsx";

/** What the form starts from, as the fields show it; the images by the text of the one each size has. */
export interface TeaserFormValues {
  placement: string;
  label: string;
  title: string;
  paragraph: string;
  disposition: string;
  content_box: boolean;
  link_primary_name: string;
  link_primary_url: string;
  link_primary_target: string;
  link_secondary_name: string;
  link_secondary_url: string;
  link_secondary_target: string;
  enabled: boolean;
  images: Record<(typeof TEASER_IMAGE_FIELDS)[number], string | null>;
  version?: number;
}

const IMAGE_LABELS = {
  image_small: "Imagen para teléfonos",
  image_medium: "Imagen para tabletas",
  image_large: "Imagen para computadoras",
};

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A teaser's editor; every field is posted under its column's name. */
export function TeaserForm({
  teaser,
  library,
  answer,
}: {
  teaser: TeaserFormValues;
  library: { id: string; alt: string }[];
  answer: EditorAnswer | undefined;
}) {
  const { images, ...stored } = teaser;
  const [form, field] = useEditorForm(answer, {
    ...stored,
    disposition: teaser.disposition || "left",
    link_primary_target: teaser.link_primary_target || "_self",
    link_secondary_target: teaser.link_secondary_target || "_self",
    content_box: teaser.content_box ? "on" : undefined,
    enabled: teaser.enabled ? "on" : undefined,
  });
  const link = (which: "primary" | "secondary", title: string) => (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-3">
      <legend className="px-1 font-medium text-slate-800">{title}</legend>
      <TextField meta={field(`link_${which}_name`)} label="Texto del botón" maxLength={80} />
      <TextField meta={field(`link_${which}_url`)} label="Dirección" maxLength={2_000} />
      <SelectField
        meta={field(`link_${which}_target`)}
        label="Cómo se abre"
        options={options(TARGET_LABELS)}
      />
    </fieldset>
  );
  return (
    <EditorForm form={form} answer={answer}>
      {teaser.version ? <input type="hidden" name="version" value={teaser.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          meta={field("placement")}
          label="Dónde se muestra"
          options={TEASER_PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_LABELS[p] ?? p }))}
        />
        <SelectField
          meta={field("disposition")}
          label="Ubicación del texto"
          options={options(DISPOSITION_LABELS)}
        />
        <TextField meta={field("title")} label="Título" required />
        <TextField meta={field("label")} label="Etiqueta (sobre el título)" />
      </div>
      <TextArea meta={field("paragraph")} label="Texto" rows={3} maxLength={1_000} />
      {link("primary", "Botón principal")}
      {link("secondary", "Botón secundario")}
      <div className="grid gap-4 md:grid-cols-3">
        {TEASER_IMAGE_FIELDS.map((name) => (
          <SelectField
            key={name}
            meta={field(name)}
            label={IMAGE_LABELS[name]}
            hint={images[name] ? `Ahora: ${images[name]}` : "Sin imagen"}
            options={[
              { value: "", label: images[name] ? "La que tiene" : "Ninguna" },
              ...library.map((i) => ({ value: i.id, label: i.alt })),
            ]}
          />
        ))}
      </div>
      <Checkbox
        meta={field("content_box")}
        label="Texto sobre un recuadro (más legible sobre fotos claras)"
      />
      <Checkbox meta={field("enabled")} label={M.enabled} />
      <SaveButton />
    </EditorForm>
  );
}
