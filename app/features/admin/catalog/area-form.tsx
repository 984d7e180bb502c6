import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { moneyText } from "#domain/editing/money-input.ts";
import { CATALOG_ADMIN_MESSAGES as M, INSTALLMENT_CHOICES } from "#domain/catalog-admin/messages.ts";
import type { Image } from "#domain/catalog.ts";
import { uploadUrl } from "#domain/images.ts";
import { FieldError } from "#app/features/account/form-fields.tsx";
import {
  EditorCheckbox,
  EditorSelectField,
  EditorTextField,
} from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";

/** What the form starts from: the stored area, or an empty one for 'Nueva área'. */
export interface AreaFormValues {
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
  reply,
}: {
  area: AreaFormValues;
  categories: { id: string; title: string }[];
  /** The image library's latest images, to add one to the area. */
  library: { id: string; alt: string }[];
  uploadsUrl: string;
  reply: EditorReply | undefined;
}) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const text = (name: string, stored: string) => shownValue(reply, name, stored);
  const posted = reply?.status === "invalid" ? reply.values : null;
  const listed = (name: string, stored: string[]) => {
    const value = posted?.[name];
    return posted ? (Array.isArray(value) ? value : []) : stored;
  };
  const chosen = listed("categories", area.categories);
  const keptImages = listed(
    "images",
    area.images.map((i) => i.path),
  );
  const enabled = posted ? posted.enabled === "on" : area.enabled;
  const field = (
    name: string,
    label: string,
    stored: string,
    extra: Pick<ComponentProps<typeof EditorTextField>, "required" | "hint" | "inputMode"> = {},
  ) => (
    <EditorTextField
      name={name}
      label={label}
      defaultValue={text(name, stored)}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <Form method="post" className="space-y-8" noValidate>
      <EditorNotice reply={reply} />
      {area.version ? <input type="hidden" name="version" value={area.version} /> : null}
      <Group legend="Datos">
        {field("title", "Título", area.title, { required: true })}
        {field("slug", "Slug (dirección)", area.slug, {
          required: true,
          hint: "Minúsculas, números y guiones.",
        })}
      </Group>
      <Group legend="Precio y sesiones">
        {field("price", "Precio", area.price === null ? "" : moneyText(area.price), {
          required: true,
          inputMode: "decimal",
          hint: MONEY_HINT,
        })}
        {field("price_offer", "Precio de oferta", moneyText(area.price_offer), {
          inputMode: "decimal",
          hint: "0 para no tener oferta.",
        })}
        {field("sessions", "Sesiones", String(area.sessions), { required: true, inputMode: "numeric" })}
      </Group>
      <Group legend="Cuotas">
        <EditorSelectField
          name="max_installments"
          label="Cuotas máximas"
          defaultValue={text("max_installments", String(area.max_installments))}
          options={INSTALLMENT_CHOICES.map((n) => ({
            value: n,
            label: n === "1" ? "1 pago" : `${n} cuotas`,
          }))}
          error={errors.max_installments}
        />
        <EditorSelectField
          name="installment_rates"
          label="Aplica interés"
          defaultValue={text("installment_rates", area.installment_rates)}
          options={[
            { value: "SI", label: "Sí" },
            { value: "NO", label: "No (sin interés en todas las cuotas)" },
          ]}
          error={errors.installment_rates}
        />
      </Group>
      <fieldset aria-describedby={errors.categories ? "categories-error" : undefined}>
        <legend className="mb-2 text-base font-semibold text-slate-900">Categorías</legend>
        <div className="grid gap-2 md:grid-cols-3">
          {categories.map((c) => (
            <EditorCheckbox
              key={c.id}
              id={`category-${c.id}`}
              name="categories"
              value={c.id}
              label={c.title}
              defaultChecked={chosen.includes(c.id)}
            />
          ))}
        </div>
        <FieldError id="categories-error" errors={errors.categories ? [errors.categories] : undefined} />
        <div className="mt-4 md:w-1/2">
          <EditorSelectField
            name="main_category"
            label="Categoría principal (arma la dirección del área)"
            defaultValue={text("main_category", chosen[0] ?? "")}
            options={categories.map((c) => ({ value: c.id, label: c.title }))}
            error={errors.main_category}
          />
        </div>
      </fieldset>
      {area.images.length > 0 ? (
        <fieldset aria-describedby={errors.images ? "images-error" : undefined}>
          <legend className="mb-2 text-base font-semibold text-slate-900">Imágenes que se conservan</legend>
          <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
            {area.images.map((image, i) => (
              <div key={image.path} className="rounded-lg border border-slate-200 p-2">
                <img
                  src={uploadUrl(image, uploadsUrl)}
                  alt=""
                  className="mb-2 aspect-square w-full rounded object-cover"
                />
                <EditorCheckbox
                  id={`image-${i}`}
                  name="images"
                  value={image.path}
                  label={image.name || `Imagen ${i + 1}`}
                  defaultChecked={keptImages.includes(image.path)}
                />
              </div>
            ))}
          </div>
          <FieldError id="images-error" errors={errors.images ? [errors.images] : undefined} />
        </fieldset>
      ) : null}
      {library.length > 0 ? (
        <div className="md:w-1/2">
          <EditorSelectField
            name="image_add"
            label="Imagen principal de la biblioteca"
            defaultValue={text("image_add", "")}
            options={[
              { value: "", label: "Ninguna" },
              ...library.map((i) => ({ value: i.id, label: i.alt })),
            ]}
            error={errors.image_add}
          />
        </div>
      ) : null}
      <EditorCheckbox name="enabled" label={M.enabled} defaultChecked={enabled} error={errors.enabled} />
      <SaveButton />
    </Form>
  );
}
