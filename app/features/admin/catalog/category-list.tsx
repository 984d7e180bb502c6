import { answerError, type EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import {
  ConformForm,
  EditorNotice,
  SaveButton,
  useEditorForm,
} from "#app/features/admin/forms/editor-form.tsx";
import { SelectField, TextField } from "#app/features/admin/forms/fields.tsx";
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

/** The answer of the last action and the category it was about (null: the 'add' form). */
export interface CategoryReply {
  target: string | null;
  reply: EditorAnswer;
}

/** A category's title and slug fields; `idSuffix` tells one form's ids from the others'. */
function TitleAndSlug({ idSuffix, field }: { idSuffix: string; field: ReturnType<typeof useEditorForm>[1] }) {
  const text = (name: "title" | "slug", label: string) => (
    <TextField meta={field(name)} id={`${name}-${idSuffix}`} label={label} required />
  );
  return (
    <>
      {text("title", "Título")}
      {text("slug", "Slug (dirección)")}
    </>
  );
}

/** One category's form: its title, its slug and an image from the library. */
function CategoryForm({
  row,
  library,
  answer,
}: {
  row: CategoryListRow;
  library: { id: string; alt: string }[];
  answer: EditorAnswer | undefined;
}) {
  // A refused move posted none of these fields: the form keeps the stored values.
  const saveAnswer = answerError(answer, "direction") ? undefined : answer;
  const [form, field] = useEditorForm(
    saveAnswer,
    { title: row.title, slug: row.slug, image_add: "" },
    `category-${row.id}-form`,
  );
  return (
    <ConformForm form={form} className="grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start">
      <input type="hidden" name="intent" value={CATEGORY_SAVE_INTENT} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="version" value={row.version} />
      <TitleAndSlug idSuffix={row.id} field={field} />
      <SelectField
        meta={field("image_add")}
        id={`image_add-${row.id}`}
        label="Imagen"
        hint={row.image ? `Ahora: ${row.image}` : "Sin imagen"}
        options={[
          { value: "", label: row.image ? "La que tiene" : "Ninguna" },
          ...library.map((i) => ({ value: i.id, label: i.alt })),
        ]}
      />
      <div className="md:pt-6">
        <SaveButton />
      </div>
    </ConformForm>
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
        const answer = last?.target === row.id ? last.reply : undefined;
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
            {answer ? (
              <div className="mb-3">
                <EditorNotice answer={answer} />
              </div>
            ) : null}
            <CategoryForm key={row.version} row={row} library={library} answer={answer} />
          </li>
        );
      })}
    </ol>
  );
}

/** 'Nueva categoría': it goes to the end of the list. */
export function AddCategoryForm({ answer }: { answer: EditorAnswer | undefined }) {
  const [form, field] = useEditorForm(answer, { title: "", slug: "" }, "category-new-form");
  return (
    <ConformForm form={form} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
      <div className="md:col-span-3">
        <EditorNotice answer={answer} />
      </div>
      <input type="hidden" name="intent" value={CATEGORY_ADD_INTENT} />
      <TitleAndSlug idSuffix="new" field={field} />
      <div className="md:pt-6">
        <SaveButton label="Agregar" />
      </div>
    </ConformForm>
  );
}
