/**
 * What a page action may receive. The form library turns field names such as `items[3].quantity` into
 * nested arrays and objects, so a name like `x[99999999]` or one nested thousands of levels deep would make
 * it allocate gigabytes or overflow the stack. Bodies are read here, capped, and their field names checked
 * before any route sees them.
 */
import { MEDIA_LIMITS } from "#domain/media/messages.ts";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";

/** Bytes of a page form. The shop's largest form (registration, or a login carrying a full local cart) is
 * a few KB; uploads get their own, explicit limit on their own routes. */
export const PAGE_BODY_LIMIT = 64 * 1024;

/** The image library's upload form: one file of at most MEDIA_LIMITS.bytes, plus its other fields. */
export const UPLOAD_PATH = "/admin/imagenes";
export const UPLOAD_BODY_LIMIT = MEDIA_LIMITS.bytes + 64 * 1024;

/** The article editors, which may carry a new image for the article, take the same limit under their lists. */
export const ARTICLE_UPLOAD_PATHS = ["/admin/blog/*", "/admin/prensa/*", "/admin/promociones/*"] as const;

export const FORM_LIMITS = {
  fields: 200,
  nameLength: 100,
  /** Path segments of one name: `items[0].quantity` has three. */
  depth: 4,
  /** The largest list index: a local cart holds at most 50 lines. */
  index: 99,
} as const;

export const FORM_BODY_MESSAGES = {
  tooLargeTitle: "Formulario demasiado grande",
  tooLarge:
    "Lo que enviaste supera el tamaño permitido para un formulario. Revisá los datos e intentá de nuevo.",
  invalidTitle: "Solicitud no válida",
  invalid: GENERIC_MESSAGES.badRequest,
} as const;

/** Whether one field name stays within the limits above. */
export function isAcceptableFieldName(name: string): boolean {
  if (name.length > FORM_LIMITS.nameLength) return false;
  let depth = 1;
  for (const match of name.matchAll(/\.|\[([^\]]*)\]/g)) {
    depth += 1;
    if (depth > FORM_LIMITS.depth) return false;
    const index = match[1];
    if (index !== undefined && /^\d+$/.test(index) && Number(index) > FORM_LIMITS.index) return false;
  }
  return true;
}

/** Whether a set of field names, in the order posted, is a form the shop could have sent. */
export function isAcceptableForm(names: Iterable<string>): boolean {
  let count = 0;
  for (const name of names) {
    count += 1;
    if (count > FORM_LIMITS.fields || !isAcceptableFieldName(name)) return false;
  }
  return true;
}

/** The field names of a buffered body, for the two encodings browsers post forms in; null for anything else. */
export async function formFieldNames(
  body: Buffer,
  contentType: string | undefined,
): Promise<string[] | null> {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    return [...new URLSearchParams(body.toString("utf8")).keys()];
  }
  if (type === "multipart/form-data") {
    try {
      const form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType! },
      }).formData();
      return [...form.keys()];
    } catch {
      // A multipart body that does not parse reaches the action as an empty form (app/lib/form-data.server.ts).
      return [];
    }
  }
  return null;
}
