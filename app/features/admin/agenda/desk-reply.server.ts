import { data } from "react-router";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import type { FieldErrors } from "#domain/editing/field-errors.ts";
import type { DeskReply } from "#app/features/admin/agenda/desk-reply.ts";
import { refusedReply, type PostedForm } from "#app/features/admin/forms/editor-answer.server.ts";
import type { DeskResult } from "#server/modules/booking/desk.ts";

/** A form that did not pass its checks: 400 with each field's Spanish message and what was posted. */
export function invalidDeskReply(intent: string, posted: PostedForm, errors: FieldErrors) {
  return data<DeskReply>({ intent, ok: false, result: refusedReply(posted, errors) }, { status: 400 });
}

/** The desk's answer as the page's: its notice when done, 400 on the field it names, 404 when the record is gone. */
export function deskReply(intent: string, result: DeskResult, done: string, posted: PostedForm) {
  if (result.ok) return data<DeskReply>({ intent, ok: true, message: done });
  if (result.code === "not_found") throw data(null, { status: 404 });
  return invalidDeskReply(intent, posted, { [result.field ?? "form"]: result.message ?? M.unknownAction });
}
