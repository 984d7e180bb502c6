import { data } from "react-router";
import type { z } from "zod";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";

type Values = Record<string, string | string[]>;

/** A form that did not pass its schemas: 400 with each field's Spanish message and what was posted. */
export function invalidReply(error: z.ZodError | z.ZodError[], values: Values) {
  const errors = Object.assign({}, ...[error].flat().reverse().map(fieldErrorsOf));
  return data<EditorReply>({ status: "invalid", errors, values }, { status: 400 });
}

/** A service's answer to a save as the editor's reply: 200, 400 per field, 409 stale, 404 gone. */
export function editorReply(result: EditResult, values: Values) {
  if (result.ok) return data<EditorReply>({ status: "saved", id: result.id });
  switch (result.code) {
    case "invalid":
      return data<EditorReply>({ status: "invalid", errors: result.errors, values }, { status: 400 });
    case "stale":
      return data<EditorReply>(
        { status: "stale", message: EDITOR_MESSAGES.stale(result.lastChange.by, result.lastChange.at) },
        { status: 409 },
      );
    case "not_found":
      throw data(null, { status: 404 });
  }
}
