import type { FieldErrors } from "#domain/editing/field-errors.ts";
import type { LastChange } from "./versioned-update.ts";

/** What an editor's save answers: stored, refused on some fields, someone saved first, or gone. */
export type EditResult =
  | { ok: true; id: string }
  | { ok: false; code: "invalid"; errors: FieldErrors }
  | { ok: false; code: "stale"; lastChange: LastChange }
  | { ok: false; code: "not_found" };
