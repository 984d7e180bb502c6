import type { RouterContextProvider } from "react-router";
import { MEDIA_MESSAGES as M } from "#domain/media/messages.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";

/** An upload taken into the library, or refused with a Spanish message per field and its HTTP status. */
export type UploadOutcome =
  { ok: true; id: string } | { ok: false; errors: Record<string, string>; status: 400 | 413 | 422 };

/**
 * Checks a posted image and its alternative text (named `file` and `alt` in the form, or as given) and puts
 * it in the image library, with the library's own checks of its content and size.
 */
export async function uploadPostedImage(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  names: { file: string; alt: string } = { file: "file", alt: "alt" },
): Promise<UploadOutcome> {
  const file = form.get(names.file);
  const alt = String(form.get(names.alt) ?? "")
    .replaceAll("\u0000", "")
    .trim();
  const errors: Record<string, string> = {};
  if (!(file instanceof File) || file.size === 0) errors[names.file] = M.required;
  if (!alt) errors[names.alt] = M.altRequired;
  else if (alt.length > 255) errors[names.alt] = M.altMax;
  if (Object.keys(errors).length > 0 || !(file instanceof File)) return { ok: false, errors, status: 400 };
  const uploaded = await orForbidden(
    context.services.media.upload(actingOf(context), { bytes: Buffer.from(await file.arrayBuffer()), alt }),
  );
  if (uploaded.ok) return uploaded;
  const message = { not_image: M.notImage, too_big: M.tooBig, too_many_pixels: M.tooManyPixels }[
    uploaded.code
  ];
  return { ok: false, errors: { [names.file]: message }, status: uploaded.code === "too_big" ? 413 : 422 };
}

/** Whether the form carries a file under `name` (an empty file input posts a nameless, empty one). */
export function hasPostedFile(form: FormData, name: string): boolean {
  const file = form.get(name);
  return file instanceof File && file.size > 0;
}
