import type { FieldErrors } from "#domain/editing/field-errors.ts";

/** What an agenda form's action answers: done (with its notice), or refused field by field with what was posted. */
export type DeskReply =
  | { intent: string; ok: true; message: string }
  | { intent: string; ok: false; errors: FieldErrors; values: Record<string, string | string[]> };

/** The reply of the form posted with `intent`, if the last answer was that form's. */
export function replyFor(reply: DeskReply | undefined, intent: string): DeskReply | undefined {
  return reply?.intent === intent ? reply : undefined;
}

/** A field's error in the form's last reply. */
export function errorIn(reply: DeskReply | undefined, name: string): string | undefined {
  return reply && !reply.ok ? reply.errors[name] : undefined;
}

/** The value a field shows: what was just posted when it was refused, else the stored one. */
export function postedOr(reply: DeskReply | undefined, name: string, stored: string): string {
  if (!reply || reply.ok) return stored;
  const posted = reply.values[name];
  return typeof posted === "string" ? posted : stored;
}
