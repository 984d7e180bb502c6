import { parse } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "#domain/editing/field-errors.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { SAVED, type EditorAnswer } from "./editor-answer.ts";

/** A posted editor form: as Conform reads it, and as flat values (lists for the fields named) for the schemas. */
export interface PostedForm {
  formData: FormData;
  values: Record<string, string | string[]>;
}

export async function readEditorForm(request: Request, lists: readonly string[] = []): Promise<PostedForm> {
  const formData = await readFormData(request);
  return { formData, values: formValues(formData, lists) };
}

/** Only `values` as a posted form: what a page echoes back of a post, and nothing else. */
export function postedOnly(values: Record<string, string>): PostedForm {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.append(name, value);
  return { formData, values };
}

/** Conform's reply to the post, carrying the server's messages (the form's own under Conform's "" key). */
export function refusedReply(posted: PostedForm, errors: FieldErrors) {
  const error = Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name === "form" ? "" : name, [message]]),
  );
  try {
    return parse(posted.formData, { resolve: () => ({ error }) }).reply();
  } catch {
    // A forged Conform intent or state field: answer the messages without the posted values.
    return { status: "error" as const, initialValue: {}, error };
  }
}

/** A form that did not pass its schemas: 400 with each field's Spanish message and what was posted. */
export function invalidAnswer(posted: PostedForm, error: z.ZodError | z.ZodError[]) {
  return invalidFields(posted, Object.assign({}, ...[error].flat().reverse().map(fieldErrorsOf)));
}

/** Refused on some fields by the service: 400 with their messages and what was posted. */
export function invalidFields(posted: PostedForm, errors: FieldErrors) {
  return data<EditorAnswer>({ outcome: "invalid", result: refusedReply(posted, errors) }, { status: 400 });
}

/** A service's answer to a save as the editor's answer: 200, 400 per field, 409 stale, 404 gone. */
export function editorAnswer(posted: PostedForm, result: EditResult) {
  if (result.ok) return data(SAVED);
  switch (result.code) {
    case "invalid":
      return invalidFields(posted, result.errors);
    case "stale":
      return data<EditorAnswer>(
        { outcome: "stale", message: EDITOR_MESSAGES.stale(result.lastChange.by, result.lastChange.at) },
        { status: 409 },
      );
    case "not_found":
      throw data(null, { status: 404 });
  }
}
