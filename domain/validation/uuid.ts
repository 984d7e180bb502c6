const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a row id: anything else names no row (and would make the database refuse the query). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
