import type { FieldMetadata } from "@conform-to/react";
import { uploadUrl } from "#domain/images.ts";
import type { Image } from "#domain/catalog/views.ts";
import { GALLERY_LISTED, GALLERY_MAX } from "#domain/stores/branch-trust-form.ts";
import { STORE_TRUST_MESSAGES as M } from "#domain/stores/messages.ts";
import { FieldError } from "#app/features/account/form-fields.tsx";
import { Checkbox, TextField } from "#app/features/admin/forms/fields.tsx";
import { ImagePicker, type PickerImage } from "#app/features/admin/media/image-picker.tsx";

type Field = (name: string) => FieldMetadata<unknown>;

/** The branch's coordinates, for 'Cómo llegar'. */
export function BranchMapFields({ field }: { field: Field }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{M.placeLegend}</legend>
      <p className="text-sm text-slate-600 md:col-span-2">{M.placeHint}</p>
      <TextField meta={field("latitude")} label={M.latitudeLabel} inputMode="decimal" maxLength={32} />
      <TextField meta={field("longitude")} label={M.longitudeLabel} inputMode="decimal" maxLength={32} />
    </fieldset>
  );
}

/**
 * The branch's photos: the stored ones kept while ticked (`gallery`, their paths), and one more from the
 * image library or uploaded with its alternative text (`gallery_add`, `gallery_file`, `gallery_alt`).
 */
export function BranchGalleryFields({
  field,
  gallery,
  library,
  uploadsUrl,
}: {
  field: Field;
  gallery: readonly Image[];
  library: readonly PickerImage[];
  uploadsUrl: string;
}) {
  const kept = field("gallery");
  return (
    <fieldset className="space-y-4" aria-describedby={kept.errors ? "gallery-error" : undefined}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{M.galleryLegend}</legend>
      <input type="hidden" name={GALLERY_LISTED} value="1" />
      <p className="text-sm text-slate-600">{M.galleryHint}</p>
      {gallery.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
          {gallery.map((image, i) => (
            <div key={image.path} className="rounded-lg border border-slate-200 p-2">
              <img
                src={uploadUrl(image, uploadsUrl)}
                alt=""
                width={240}
                height={180}
                loading="lazy"
                className="mb-2 aspect-[4/3] w-full rounded object-cover"
              />
              <Checkbox meta={kept} id={`gallery-${i}`} value={image.path} label={image.alt} />
            </div>
          ))}
        </div>
      ) : null}
      <FieldError id="gallery-error" errors={kept.errors} />
      {gallery.length < GALLERY_MAX ? (
        <ImagePicker
          pick={field("gallery_add")}
          file={field("gallery_file")}
          alt={field("gallery_alt")}
          library={library}
          uploadsUrl={uploadsUrl}
          keepLabel={M.galleryKeep}
          legend={M.galleryAdd}
        />
      ) : null}
    </fieldset>
  );
}
