import { Form } from "react-router";
import { TEASER_IMAGE_FIELDS } from "#domain/content-admin/teaser-form.ts";
import {
  DISPOSITION_LABELS,
  PLACEMENT_LABELS,
  TARGET_LABELS,
  TEASER_MESSAGES as M,
} from "#domain/content-admin/teaser-messages.ts";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { TEASER_PLACEMENTS } from "#domain/static-pages.ts";
import {
  EditorCheckbox,
  EditorSelectField,
  EditorTextArea,
  EditorTextField,
} from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";

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
  reply,
}: {
  teaser: TeaserFormValues;
  library: { id: string; alt: string }[];
  reply: EditorReply | undefined;
}) {
  const errors: Record<string, string | undefined> = reply?.status === "invalid" ? reply.errors : {};
  const posted = reply?.status === "invalid" ? reply.values : null;
  const text = (name: Exclude<keyof TeaserFormValues, "images">) =>
    shownValue(reply, name, String(teaser[name] ?? ""));
  const checked = (name: "content_box" | "enabled") => (posted ? posted[name] === "on" : teaser[name]);
  const link = (which: "primary" | "secondary", title: string) => (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-3">
      <legend className="px-1 font-medium text-slate-800">{title}</legend>
      <EditorTextField
        name={`link_${which}_name`}
        label="Texto del botón"
        maxLength={80}
        defaultValue={text(`link_${which}_name`)}
        error={errors[`link_${which}_name`]}
      />
      <EditorTextField
        name={`link_${which}_url`}
        label="Dirección"
        maxLength={2_000}
        defaultValue={text(`link_${which}_url`)}
        error={errors[`link_${which}_url`]}
      />
      <EditorSelectField
        name={`link_${which}_target`}
        label="Cómo se abre"
        defaultValue={text(`link_${which}_target`) || "_self"}
        options={options(TARGET_LABELS)}
        error={errors[`link_${which}_target`]}
      />
    </fieldset>
  );
  return (
    <Form method="post" className="space-y-6" noValidate>
      <EditorNotice reply={reply} />
      {teaser.version ? <input type="hidden" name="version" value={teaser.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <EditorSelectField
          name="placement"
          label="Dónde se muestra"
          defaultValue={text("placement")}
          options={TEASER_PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_LABELS[p] ?? p }))}
          error={errors.placement}
        />
        <EditorSelectField
          name="disposition"
          label="Ubicación del texto"
          defaultValue={text("disposition") || "left"}
          options={options(DISPOSITION_LABELS)}
          error={errors.disposition}
        />
        <EditorTextField
          name="title"
          label="Título"
          required
          defaultValue={text("title")}
          error={errors.title}
        />
        <EditorTextField
          name="label"
          label="Etiqueta (sobre el título)"
          defaultValue={text("label")}
          error={errors.label}
        />
      </div>
      <EditorTextArea
        name="paragraph"
        label="Texto"
        rows={3}
        maxLength={1_000}
        defaultValue={text("paragraph")}
        error={errors.paragraph}
      />
      {link("primary", "Botón principal")}
      {link("secondary", "Botón secundario")}
      <div className="grid gap-4 md:grid-cols-3">
        {TEASER_IMAGE_FIELDS.map((field) => (
          <EditorSelectField
            key={field}
            name={field}
            label={IMAGE_LABELS[field]}
            hint={teaser.images[field] ? `Ahora: ${teaser.images[field]}` : "Sin imagen"}
            defaultValue={posted && typeof posted[field] === "string" ? String(posted[field]) : ""}
            options={[
              { value: "", label: teaser.images[field] ? "La que tiene" : "Ninguna" },
              ...library.map((i) => ({ value: i.id, label: i.alt })),
            ]}
            error={errors[field]}
          />
        ))}
      </div>
      <EditorCheckbox
        name="content_box"
        label="Texto sobre un recuadro (más legible sobre fotos claras)"
        defaultChecked={checked("content_box")}
      />
      <EditorCheckbox name="enabled" label={M.enabled} defaultChecked={checked("enabled")} />
      <SaveButton />
    </Form>
  );
}
