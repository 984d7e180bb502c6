import type { FieldErrors } from "./field-errors.ts";

/**
 * What an editor's action answers: saved, refused field by field (with the posted values, so the form
 * shows them again), or refused because someone else saved first (with the message naming them).
 */
export type EditorReply =
  | { status: "saved"; id: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string | string[]> }
  | { status: "stale"; message: string };
