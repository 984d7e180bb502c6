import type { FieldMetadata } from "@conform-to/react";
import { uploadUrl } from "#domain/images.ts";
import { MEDIA_MESSAGES as M } from "#domain/media/messages.ts";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import { TextField, valuesOf } from "#app/features/admin/forms/fields.tsx";

/** A library image as the picker shows it. */
export interface PickerImage {
  id: string;
  alt: string;
  thumb: string;
}

/**
 * Choosing a record's image inside its editor: the library's latest images as thumbnails named by their
 * alternative text (posted as `pick`), or a new file with its alternative text (`file`, `alt`), which the
 * save puts in the library first. The form posting it is multipart.
 */
export function ImagePicker({
  pick,
  file,
  alt,
  library,
  uploadsUrl,
  keepLabel,
  legend = M.pickerLegend,
}: {
  pick: FieldMetadata<unknown>;
  file: FieldMetadata<unknown>;
  alt: FieldMetadata<unknown>;
  library: readonly PickerImage[];
  uploadsUrl: string;
  /** The first choice, which changes nothing: 'La que tiene' or 'Ninguna'. */
  keepLabel: string;
  legend?: string;
}) {
  const picked = valuesOf(pick)[0] ?? "";
  const fileError = file.errors;
  return (
    <fieldset className="space-y-4" aria-describedby={pick.errors ? `${pick.name}-error` : undefined}>
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={pick.name}
          value=""
          defaultChecked={picked === ""}
          className="size-4 accent-brand-700"
        />
        {keepLabel}
      </label>
      {library.length > 0 ? (
        <ul className="grid max-h-96 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3 lg:grid-cols-5">
          {library.map((image) => (
            <li key={image.id}>
              <label className="flex h-full cursor-pointer flex-col gap-2 rounded-lg border border-slate-200 p-2 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-200">
                <img
                  src={uploadUrl({ path: image.thumb }, uploadsUrl)}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full rounded bg-slate-50 object-cover"
                />
                <span className="flex items-start gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name={pick.name}
                    value={image.id}
                    defaultChecked={picked === image.id}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  {image.alt}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${pick.name}-error`} errors={pick.errors} />
      <div className="grid gap-4 rounded-lg border border-dashed border-slate-300 p-3 md:grid-cols-2">
        <div>
          <FieldLabel htmlFor={file.name}>{M.pickerUpload}</FieldLabel>
          <input
            id={file.name}
            name={file.name}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${file.name}-hint${fileError ? ` ${file.name}-error` : ""}`}
            className={inputClass}
          />
          <p id={`${file.name}-hint`} className="mt-1 text-sm text-slate-600">
            {M.pickerUploadHint}
          </p>
          <FieldError id={`${file.name}-error`} errors={fileError} />
        </div>
        <TextField meta={alt} label={M.alt} hint={M.altHint} />
      </div>
    </fieldset>
  );
}
