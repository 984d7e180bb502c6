import type { SubmissionResult } from "@conform-to/react";

/**
 * What an editor's action answers: saved (Conform's reply resets the form to the stored values), refused
 * field by field (Conform's reply carries each field's Spanish message and what was posted), or refused
 * because someone else saved first (the form keeps showing the stored values).
 */
export type EditorAnswer =
  | { outcome: "saved"; result: SubmissionResult<string[]> }
  | { outcome: "invalid"; result: SubmissionResult<string[]> }
  /** A list of the form was changed (a row added, removed or moved): nothing is saved yet. */
  | { outcome: "edited"; result: SubmissionResult<string[]> }
  | { outcome: "stale"; message: string };

/** A save that went through; also what a page shows after a save that redirected to it (`?guardado=1`). */
export const SAVED: EditorAnswer = { outcome: "saved", result: { initialValue: null } };

/** The Spanish message of one posted field in a refused answer, if any. */
export const answerError = (answer: EditorAnswer | undefined, name: string): string | undefined =>
  answer?.outcome === "invalid" ? (answer.result.error?.[name]?.[0] ?? undefined) : undefined;
