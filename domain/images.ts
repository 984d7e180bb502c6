import type { Image } from "./catalog/views.ts";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

type Upload = Pick<Image, "path"> | readonly Pick<Image, "path">[] | null | undefined;

/** The address of an upload (SPEC.md §3): a list's first item or a single object, under the uploads base. */
export function uploadUrl(upload: Upload, base: string): string {
  const first = Array.isArray(upload) ? upload[0] : (upload as Pick<Image, "path"> | null | undefined);
  if (!first?.path) return PLACEHOLDER_IMAGE;
  if (/^(https?:)?\/\//.test(first.path) || first.path.startsWith("/")) return first.path;
  return `${base.replace(/\/$/, "")}/${first.path}`;
}
