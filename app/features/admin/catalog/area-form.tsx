import type { ComponentProps, ReactNode } from "react";
import type { AreaContent } from "#domain/catalog/area-content.ts";
import { moneyText } from "#domain/editing/money-input.ts";
import { CATALOG_ADMIN_MESSAGES as M, INSTALLMENT_CHOICES } from "#domain/catalog/messages.ts";
import type { Image } from "#domain/catalog/views.ts";
import { uploadUrl } from "#domain/images.ts";
import { FieldError } from "#app/features/account/form-fields.tsx";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import { EditorForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { Checkbox, CheckboxList, SelectField, TextField } from "#app/features/admin/forms/fields.tsx";
import { NEW_SLUG_HINT, SLUG_HINT, SlugSuggestion } from "#app/features/admin/forms/slug-suggestion.tsx";
import { AreaContentFields } from "./area-content-fields.tsx";
import { SessionIntervalFields } from "./session-interval-fields.tsx";

/** What the form starts from: the stored area, or an empty one for 'Nueva área'. */
export interface AreaFormValues extends AreaContent {
  title: string;
  slug: string;
  sessions: number;
  price: number | null;
  price_offer: number;
  max_installments: number;
  installment_rates: "SI" | "NO";
  categories: string[];
  images: Image[];
  enabled: boolean;
  session_interval_min_days: number;
  session_interval_max_days: number;
  version?: number;
}

const MONEY_HINT = "En pesos, por ejemplo 27.000 o 27.000,50.";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The area editor; every field is posted under its database column's name. */
export function AreaForm({
  area,
  categories,
  library,
  uploadsUrl,
  answer,
}: {
  area: AreaFormValues;
  categories: { id: string; title: string }[];
  /** The image library's latest images, to add one to the area. */
  library: { id: string; alt: string }[];
  uploadsUrl: string;
  answer: EditorAnswer | undefined;
}) {
  const [form, field] = useEditorForm(answer, {
    ...area,
    price: area.price === null ? "" : moneyText(area.price),
    price_offer: moneyText(area.price_offer),
    sessions: String(area.sessions),
    session_interval_min_days: String(area.session_interval_min_days),
    session_interval_max_days: String(area.session_interval_max_days),
    max_installments: String(area.max_installments),
    main_category: area.categories[0] ?? "",
    images: area.images.map((i) => i.path),
    image_add: "",
    enabled: area.enabled ? "on" : undefined,
  });
  const text = (
    name: string,
    label: string,
    extra: Pick<ComponentProps<typeof TextField>, "required" | "hint" | "inputMode"> = {},
  ) => <TextField meta={field(name)} label={label} {...extra} />;
  const imagesError = field("images").errors;
  return (
    <EditorForm form={form} answer={answer} className="space-y-8">
      {area.version ? <input type="hidden" name="version" value={area.version} /> : null}
      <Group legend="Datos">
        {text("title", "Título", { required: true })}
        {area.version
          ? text("slug", "Slug (dirección)", { required: true, hint: SLUG_HINT })
          : text("slug", "Slug (dirección)", { hint: NEW_SLUG_HINT })}
        {area.version ? null : <SlugSuggestion />}
      </Group>
      <Group legend="Precio y sesiones">
        {text("price", "Precio", { required: true, inputMode: "decimal", hint: MONEY_HINT })}
        {text("price_offer", "Precio de oferta", { inputMode: "decimal", hint: "0 para no tener oferta." })}
        {text("sessions", "Sesiones", { required: true, inputMode: "numeric" })}
      </Group>
      <SessionIntervalFields field={field} />
      <Group legend="Cuotas">
        <SelectField
          meta={field("max_installments")}
          label="Cuotas máximas"
          options={INSTALLMENT_CHOICES.map((n) => ({
            value: n,
            label: n === "1" ? "1 pago" : `${n} cuotas`,
          }))}
        />
        <SelectField
          meta={field("installment_rates")}
          label="Aplica interés"
          options={[
            { value: "SI", label: "Sí" },
            { value: "NO", label: "No (sin interés en todas las cuotas)" },
          ]}
        />
      </Group>
      <CheckboxList
        meta={field("categories")}
        legend="Categorías"
        options={categories.map((c) => ({ value: c.id, label: c.title }))}
        idPrefix="category"
        className="grid gap-2 md:grid-cols-3"
      >
        <div className="mt-4 md:w-1/2">
          <SelectField
            meta={field("main_category")}
            label="Categoría principal (arma la dirección del área)"
            options={categories.map((c) => ({ value: c.id, label: c.title }))}
          />
        </div>
      </CheckboxList>
      {area.images.length > 0 ? (
        <fieldset aria-describedby={imagesError ? "images-error" : undefined}>
          <legend className="mb-2 text-base font-semibold text-slate-900">Imágenes que se conservan</legend>
          <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
            {area.images.map((image, i) => (
              <div key={image.path} className="rounded-lg border border-slate-200 p-2">
                <img
                  src={uploadUrl(image, uploadsUrl)}
                  alt=""
                  className="mb-2 aspect-square w-full rounded object-cover"
                />
                <Checkbox
                  meta={field("images")}
                  id={`image-${i}`}
                  value={image.path}
                  label={image.name || `Imagen ${i + 1}`}
                />
              </div>
            ))}
          </div>
          <FieldError id="images-error" errors={imagesError} />
        </fieldset>
      ) : null}
      {library.length > 0 ? (
        <div className="md:w-1/2">
          <SelectField
            meta={field("image_add")}
            label="Imagen principal de la biblioteca"
            options={[
              { value: "", label: "Ninguna" },
              ...library.map((i) => ({ value: i.id, label: i.alt })),
            ]}
          />
        </div>
      ) : null}
      <AreaContentFields field={field} stored={area.faq.length} />
      <Checkbox meta={field("enabled")} label={M.enabled} />
      <SaveButton />
    </EditorForm>
  );
}
