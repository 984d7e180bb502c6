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

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
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
  uploadsUrl,
  reply,
}: {
  area: AreaFormValues;
  categories: { id: string; title: string }[];
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
  return (
    <Form method="post" className="space-y-8" noValidate>
      <EditorNotice reply={reply} />
      {area.version ? <input type="hidden" name="version" value={area.version} /> : null}
      <Group legend="Datos">
        <EditorTextField
          name="title"
          label="Título"
          required
          defaultValue={text("title", area.title)}
          error={errors.title}
        />
        <EditorTextField
          name="slug"
          label="Slug (dirección)"
          required
          defaultValue={text("slug", area.slug)}
          error={errors.slug}
          hint="Minúsculas, números y guiones."
        />
      </Group>
      <Group legend="Precio y sesiones">
        <EditorTextField
          name="price"
          label="Precio"
          required
          inputMode="decimal"
          defaultValue={text("price", area.price === null ? "" : moneyText(area.price))}
          error={errors.price}
          hint={MONEY_HINT}
        />
        <EditorTextField
          name="price_offer"
          label="Precio de oferta"
          inputMode="decimal"
          defaultValue={text("price_offer", moneyText(area.price_offer))}
          error={errors.price_offer}
          hint="0 para no tener oferta."
        />
        <EditorTextField
          name="sessions"
          label="Sesiones"
          required
          inputMode="numeric"
          defaultValue={text("sessions", String(area.sessions))}
          error={errors.sessions}
        />
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
      <EditorCheckbox name="enabled" label={M.enabled} defaultChecked={enabled} error={errors.enabled} />
      <SaveButton />
    </Form>
  );
}
