import { Form, useNavigation } from "react-router";
import { ARTICLE_KINDS, type ArticleKindKey } from "#domain/content-admin/article-kinds.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content-admin/messages.ts";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import {
  EditorCheckbox,
  EditorDateField,
  EditorSelectField,
  EditorTextArea,
  EditorTextField,
} from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, shownValue } from "#app/features/admin/forms/editor-notices.tsx";
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

type Text = (name: keyof ArticleFormValues) => string;
type Errors = Record<string, string | undefined>;

/** The fields only one list has: the blog's author, the press's outlet and link, a promotion's validity. */
function OwnFields({ kind, text, errors }: { kind: ArticleKindKey; text: Text; errors: Errors }) {
  if (kind === "blog")
    return (
      <EditorTextField
        name="author"
        label="Autora o autor"
        defaultValue={text("author")}
        error={errors.author}
      />
    );
  if (kind === "prensa")
    return (
      <>
        <EditorTextField
          name="outlet"
          label="Medio"
          required
          defaultValue={text("outlet")}
          error={errors.outlet}
        />
        <EditorTextField
          name="external_url"
          label="Enlace a la nota original"
          hint="Vacío si la nota no está en línea."
          maxLength={2_000}
          defaultValue={text("external_url")}
          error={errors.external_url}
        />
      </>
    );
  return (
    <>
      <EditorSelectField
        name="kind"
        label="Tipo"
        defaultValue={text("kind") || "promocion"}
        options={[
          { value: "promocion", label: "Promoción (en /promociones)" },
          { value: "accion", label: "Acción (en /acciones)" },
        ]}
        error={errors.kind}
      />
      <EditorDateField
        name="valid_from"
        label="Vigente desde"
        defaultValue={text("valid_from")}
        error={errors.valid_from}
      />
      <EditorDateField
        name="valid_until"
        label="Vigente hasta (inclusive)"
        defaultValue={text("valid_until")}
        error={errors.valid_until}
      />
    </>
  );
}

/** An article's editor: fields named as the columns, 'Guardar', and 'Publicar' or 'Despublicar'. */
export function ArticleForm({
  kind,
  article,
  library,
  reply,
}: {
  kind: ArticleKindKey;
  article: ArticleFormValues;
  /** The image library's latest images, to show one with the article. */
  library: { id: string; alt: string }[];
  reply: EditorReply | undefined;
}) {
  const errors: Errors = reply?.status === "invalid" ? reply.errors : {};
  const text: Text = (name) => shownValue(reply, name, String(article[name] ?? ""));
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-6" noValidate>
      <EditorNotice reply={reply} />
      {article.version ? <input type="hidden" name="version" value={article.version} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <EditorTextField
          name="title"
          label="Título"
          required
          defaultValue={text("title")}
          error={errors.title}
        />
        <EditorTextField
          name="slug"
          label="Slug (dirección)"
          required
          hint="Minúsculas, números y guiones."
          defaultValue={text("slug")}
          error={errors.slug}
          maxLength={120}
        />
        <OwnFields kind={kind} text={text} errors={errors} />
        <EditorDateField
          name="published_at"
          type="datetime-local"
          label="Publicar el"
          hint="Hora de Buenos Aires. Vacío: se muestra desde que se publica."
          defaultValue={text("published_at")}
          error={errors.published_at}
        />
      </div>
      <EditorTextArea
        name="excerpt"
        label="Resumen"
        rows={3}
        maxLength={500}
        defaultValue={text("excerpt")}
        error={errors.excerpt}
      />
      <RichTextField
        name="body"
        label={ARTICLE_KINDS[kind].bodyLabel}
        defaultValue={text("body")}
        error={errors.body}
      />
      {kind === "promociones" ? (
        <EditorTextArea
          name="conditions"
          label="Condiciones"
          rows={4}
          maxLength={5_000}
          defaultValue={text("conditions")}
          error={errors.conditions}
        />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <EditorSelectField
          name="image_add"
          label={M.image}
          hint={article.image ? `Ahora: ${article.image}` : undefined}
          defaultValue={text("image_add" as keyof ArticleFormValues)}
          options={[
            { value: "", label: article.image ? M.imageKeep : M.imageNone },
            ...library.map((i) => ({ value: i.id, label: i.alt })),
          ]}
          error={errors.image_add}
        />
        {article.image ? (
          <div className="self-center">
            <EditorCheckbox name="image_remove" label={M.imageRemove} defaultChecked={false} />
          </div>
        ) : null}
      </div>
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
    </Form>
  );
}
