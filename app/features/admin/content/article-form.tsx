import type { FieldMetadata } from "@conform-to/react";
import { useNavigation } from "react-router";
import { ARTICLE_KINDS, type ArticleKindKey } from "#domain/content/article-kinds.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { SLUG_MAX } from "#domain/editing/slug.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { Checkbox, DateField, SelectField, TextArea, TextField } from "#app/features/admin/forms/fields.tsx";
import { NEW_SLUG_HINT, SLUG_HINT, SlugSuggestion } from "#app/features/admin/forms/slug-suggestion.tsx";
import { ImagePicker, type PickerImage } from "#app/features/admin/media/image-picker.tsx";
import { RichTextField } from "./rich-text-field.tsx";

/** What the form starts from: the stored article, or an empty one for a new one. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  /** datetime-local on the shop's clock, or "" for "when it is published". */
  published_at: string;
  published: boolean;
  /** The image it shows now, by its text, or null. */
  image: string | null;
  version?: number;
  /** Blog posts. */
  author?: string;
  /** Press items. */
  outlet?: string;
  external_url?: string;
  /** Promotions: 'promocion' or 'accion', and their validity as yyyy-mm-dd. */
  kind?: string;
  valid_from?: string;
  valid_until?: string;
  conditions?: string;
}

type Field = (name: string) => FieldMetadata<unknown>;

/** The fields only one list has: the blog's author, the press's outlet and link, a promotion's validity. */
function OwnFields({ kind, field }: { kind: ArticleKindKey; field: Field }) {
  if (kind === "blog") return <TextField meta={field("author")} label="Autora o autor" />;
  if (kind === "prensa")
    return (
      <>
        <TextField meta={field("outlet")} label="Medio" required />
        <TextField
          meta={field("external_url")}
          label="Enlace a la nota original"
          hint="Vacío si la nota no está en línea."
          maxLength={2_000}
        />
      </>
    );
  return (
    <>
      <SelectField
        meta={field("kind")}
        label="Tipo"
        options={[
          { value: "promocion", label: "Promoción (en /promociones)" },
          { value: "accion", label: "Acción (en /acciones)" },
        ]}
      />
      <DateField meta={field("valid_from")} label="Vigente desde" />
      <DateField meta={field("valid_until")} label="Vigente hasta (inclusive)" />
    </>
  );
}

/** An article's editor: fields named as the columns, 'Guardar', and 'Publicar' or 'Despublicar'. */
export function ArticleForm({
  kind,
  article,
  library,
  uploadsUrl,
  answer,
}: {
  kind: ArticleKindKey;
  article: ArticleFormValues;
  /** The image library's latest images, to show one with the article. */
  library: readonly PickerImage[];
  uploadsUrl: string;
  answer: EditorAnswer | undefined;
}) {
  const [form, field] = useEditorForm(answer, { ...article, kind: article.kind || "promocion" });
  const busy = useNavigation().state === "submitting";
  return (
    <EditorForm form={form} answer={answer} multipart>
      {article.version ? <input type="hidden" name="version" value={article.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField meta={field("title")} label="Título" required />
        <TextField
          meta={field("slug")}
          label="Slug (dirección)"
          required={Boolean(article.version)}
          hint={article.version ? SLUG_HINT : NEW_SLUG_HINT}
          maxLength={SLUG_MAX}
        />
        {article.version ? null : <SlugSuggestion />}
        <OwnFields kind={kind} field={field} />
        <DateField
          meta={field("published_at")}
          type="datetime-local"
          label="Publicar el"
          hint="Hora de Buenos Aires. Vacío: se muestra desde que se publica."
        />
      </div>
      <TextArea meta={field("excerpt")} label="Resumen" rows={3} maxLength={500} />
      <RichTextField meta={field("body")} label={ARTICLE_KINDS[kind].bodyLabel} />
      {kind === "promociones" ? (
        <TextArea meta={field("conditions")} label="Condiciones" rows={4} maxLength={5_000} />
      ) : null}
      <ImagePicker
        pick={field("image_add")}
        file={field("image_file")}
        alt={field("image_alt")}
        library={library}
        uploadsUrl={uploadsUrl}
        keepLabel={article.image ? `${M.imageKeep} (${article.image})` : M.imageNone}
      />
      {article.image ? <Checkbox meta={field("image_remove")} label={M.imageRemove} /> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn btn-secondary" disabled={busy}>
          {EDITOR_MESSAGES.save}
        </button>
        {article.published ? (
          <button type="submit" name="intent" value="unpublish" className="btn btn-secondary" disabled={busy}>
            Despublicar
          </button>
        ) : null}
        <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={busy}>
          Publicar
        </button>
      </div>
    </EditorForm>
  );
}
