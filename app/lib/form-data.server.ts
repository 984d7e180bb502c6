/**
 * The posted form. A body that is no form at all (JSON, plain text, a multipart without its boundary) reads
 * as an empty form, so the action answers with its usual field messages instead of failing.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
