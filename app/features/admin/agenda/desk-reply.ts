import type { SubmissionResult } from "@conform-to/react";
import { SAVED, type EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";

/** What an agenda form's action answers: done (with its notice), or refused field by field (Conform's reply). */
export type DeskReply =
  | { intent: string; ok: true; message: string }
  | { intent: string; ok: false; result: SubmissionResult<string[]> };

/** The reply of the form posted with `intent`, if the last answer was that form's. */
export function replyFor(reply: DeskReply | undefined, intent: string): DeskReply | undefined {
  return reply?.intent === intent ? reply : undefined;
}

/** The reply as its form's answer: done opens the form from the stored values, refused shows what was posted. */
export function deskAnswer(reply: DeskReply | undefined): EditorAnswer | undefined {
  if (!reply) return undefined;
  return reply.ok ? SAVED : { outcome: "invalid", result: reply.result };
}

/** The first refusal of the reply on a name that is none of `fields` (the form's own is under ""). */
export function otherError(reply: DeskReply, fields: readonly string[]): string | undefined {
  if (reply.ok) return undefined;
  const other = Object.entries(reply.result.error ?? {}).find(([name]) => !fields.includes(name));
  return other?.[1]?.[0];
}
