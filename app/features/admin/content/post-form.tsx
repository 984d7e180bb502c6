import { Form, useNavigation } from "react-router";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { EditorTextField } from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, shownValue } from "#app/features/admin/forms/editor-notices.tsx";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import { RichTextField } from "./rich-text-field.tsx";

/** What the form starts from: the stored post, or an empty one for 'Nueva nota'. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  author: string;
  /** datetime-local on the shop's clock, or "" for "when it is published". */
  published_at: string;
  published: boolean;
  version?: number;
}

/** The blog post editor: fields named as the columns, 'Guardar', and 'Publicar' or 'Despublicar'. */
export function PostForm({ post, reply }: { post: PostFormValues; reply: EditorReply | undefined }) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const text = (name: keyof PostFormValues) => shownValue(reply, name, String(post[name] ?? ""));
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-6" noValidate>
      <EditorNotice reply={reply} />
      {post.version ? <input type="hidden" name="version" value={post.version} /> : null}
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
          hint="Minúsculas, números y guiones: /blog/este-slug."
          defaultValue={text("slug")}
          error={errors.slug}
          maxLength={120}
        />
        <EditorTextField
          name="author"
          label="Autora o autor"
          defaultValue={text("author")}
          error={errors.author}
        />
        <div>
          <FieldLabel htmlFor="published_at">Publicar el</FieldLabel>
          <input
            id="published_at"
            name="published_at"
            type="datetime-local"
            defaultValue={text("published_at")}
            aria-invalid={errors.published_at ? true : undefined}
            aria-describedby={`published_at-hint${errors.published_at ? " published_at-error" : ""}`}
            className={inputClass}
          />
          <p id="published_at-hint" className="mt-1 text-sm text-slate-600">
            Hora de Buenos Aires. Vacío: se muestra desde que se publica.
          </p>
          <FieldError
            id="published_at-error"
            errors={errors.published_at ? [errors.published_at] : undefined}
          />
        </div>
      </div>
      <div>
        <FieldLabel htmlFor="excerpt">Resumen</FieldLabel>
        <textarea
          id="excerpt"
          name="excerpt"
          rows={3}
          maxLength={500}
          defaultValue={text("excerpt")}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={errors.excerpt ? "excerpt-error" : undefined}
          className={inputClass}
        />
        <FieldError id="excerpt-error" errors={errors.excerpt ? [errors.excerpt] : undefined} />
      </div>
      <RichTextField name="body" label="Texto de la nota" defaultValue={text("body")} error={errors.body} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn btn-secondary" disabled={busy}>
          {EDITOR_MESSAGES.save}
        </button>
        {post.published ? (
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
