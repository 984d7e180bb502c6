/** A posted form as a plain object: one string per field, or every value for the fields named in `lists`. */
export function formValues(
  formData: FormData,
  lists: readonly string[] = [],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name).filter((v): v is string => typeof v === "string");
    values[name] = lists.includes(name) ? all : (all[0] ?? "");
  }
  for (const name of lists) values[name] ??= [];
  return values;
}
