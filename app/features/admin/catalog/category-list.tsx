import { Form } from "react-router";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { EditorSelectField, EditorTextField } from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";
import { MoveButton } from "#app/features/admin/forms/move-button.tsx";

export const CATEGORY_SAVE_INTENT = "save";
export const CATEGORY_MOVE_INTENT = "move";
export const CATEGORY_ADD_INTENT = "add";

export interface CategoryListRow {
  id: string;
  title: string;
  slug: string;
  version: number;
  image: string | null;
  areaCount: number;
}

/** The reply of the last action and the category it was about (null: the 'add' form). */
export interface CategoryReply {
  target: string | null;
  reply: EditorReply;
}

/** A category's title and slug fields, showing what was posted when the save was refused. */
function TitleAndSlug({
  idSuffix,
  stored,
  reply,
}: {
  idSuffix: string;
  stored: { title: string; slug: string };
  reply: EditorReply | undefined;
}) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const field = (name: "title" | "slug", label: string) => (
    <EditorTextField
      id={`${name}-${idSuffix}`}
      name={name}
      label={label}
      required
      defaultValue={shownValue(reply, name, stored[name])}
      error={errors[name]}
    />
  );
  return (
    <>
      {field("title", "Título")}
      {field("slug", "Slug (dirección)")}
    </>
  );
}

/** The categories in shop order: each editable in place, moved with 'Subir' and 'Bajar' (plain buttons). */
export function CategoryList({
  rows,
  library,
  last,
}: {
  rows: CategoryListRow[];
  /** The image library's latest images, to show one with a category. */
  library: { id: string; alt: string }[];
  last: CategoryReply | undefined;
}) {
  return (
    <ol className="space-y-4">
      {rows.map((row, i) => {
        const reply = last?.target === row.id ? last.reply : undefined;
        return (
          <li key={row.id} className="rounded-xl border border-slate-200 p-4">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold text-slate-900">
                {i + 1}. {row.title}{" "}
                <span className="font-normal text-slate-600">
                  ({row.areaCount} {row.areaCount === 1 ? "área" : "áreas"})
                </span>
              </p>
              <div className="flex gap-2">
                <MoveButton row={row} direction="up" disabled={i === 0} />
                <MoveButton row={row} direction="down" disabled={i === rows.length - 1} />
              </div>
            </div>
            {reply ? (
              <div className="mb-3">
                <EditorNotice reply={reply} />
              </div>
            ) : null}
            <Form
              method="post"
              key={row.version}
              className="grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start"
            >
              <input type="hidden" name="intent" value={CATEGORY_SAVE_INTENT} />
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="version" value={row.version} />
              <TitleAndSlug idSuffix={row.id} stored={row} reply={reply} />
              <EditorSelectField
                id={`image_add-${row.id}`}
                name="image_add"
                label="Imagen"
                hint={row.image ? `Ahora: ${row.image}` : "Sin imagen"}
                defaultValue={shownValue(reply, "image_add", "")}
                options={[
                  { value: "", label: row.image ? "La que tiene" : "Ninguna" },
                  ...library.map((i) => ({ value: i.id, label: i.alt })),
                ]}
                error={reply?.status === "invalid" ? reply.errors.image_add : undefined}
              />
              <div className="md:pt-6">
                <SaveButton />
              </div>
            </Form>
          </li>
        );
      })}
    </ol>
  );
}

/** 'Nueva categoría': it goes to the end of the list. */
export function AddCategoryForm({ reply }: { reply: EditorReply | undefined }) {
  return (
    <Form method="post" className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
      <div className="md:col-span-3">
        <EditorNotice reply={reply} />
      </div>
      <input type="hidden" name="intent" value={CATEGORY_ADD_INTENT} />
      <TitleAndSlug idSuffix="new" stored={{ title: "", slug: "" }} reply={reply} />
      <div className="md:pt-6">
        <SaveButton label="Agregar" />
      </div>
    </Form>
  );
}
