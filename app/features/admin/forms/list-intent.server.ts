import { parse, type SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { EditorAnswer } from "./editor-answer.ts";
import { refusedReply, type PostedForm } from "./editor-answer.server.ts";

/** Conform's field naming the button that changes a list of the form (insert, remove, reorder). */
const INTENT = "__intent__";

/**
 * The form with a list row added, removed or moved, when the post came from such a button (it works without
 * JavaScript too: the page comes back with the change and nothing saved); null for a save.
 */
export function listIntentAnswer(posted: PostedForm) {
  if (!posted.formData.has(INTENT)) return null;
  try {
    const submission = parse(posted.formData, { resolve: (value) => ({ value }) });
    return data<EditorAnswer>({
      outcome: "edited",
      result: submission.reply() as SubmissionResult<string[]>,
    });
  } catch {
    // A forged intent: the posted values come back with no change.
    return data<EditorAnswer>({ outcome: "invalid", result: refusedReply(posted, {}) }, { status: 400 });
  }
}
