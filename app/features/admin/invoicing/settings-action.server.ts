import { data, type RouterContextProvider } from "react-router";
import { invoicingSettingsSchema } from "#domain/invoicing/settings-form.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import {
  editorAnswer,
  invalidAnswer,
  postedOnly,
  readEditorForm,
} from "#app/features/admin/forms/editor-answer.server.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";

/** The answer of the invoicing form, told apart from the franchise form's on the same page. */
export type InvoicingAnswer = EditorAnswer & { form: "invoicing" };

const FILE_FIELDS = ["certificate", "private_key"];

async function textOf(value: FormDataEntryValue | null): Promise<string> {
  return value instanceof File ? value.text() : "";
}

/** Saves a franchise's invoicing settings (the owner's); the files are read here and never echoed back. */
export async function saveInvoicingSettings(
  context: Readonly<RouterContextProvider>,
  request: Request,
  franchiseId: string,
) {
  const read = await readEditorForm(request);
  const texts = Object.fromEntries(
    Object.entries(read.values).filter(
      (e): e is [string, string] => typeof e[1] === "string" && !FILE_FIELDS.includes(e[0]),
    ),
  );
  // Only the text fields go back to the form: a certificate or key never travels in an answer.
  const posted = postedOnly(texts);
  const parsed = invoicingSettingsSchema.safeParse(texts);
  const answer = parsed.success
    ? editorAnswer(
        posted,
        await orForbidden(
          context.services.invoicing.settings.save(actingOf(context), franchiseId, parsed.data, {
            certificate: await textOf(read.formData.get("certificate")),
            privateKey: await textOf(read.formData.get("private_key")),
          }),
        ),
      )
    : invalidAnswer(posted, parsed.error);
  return data<InvoicingAnswer>({ ...answer.data, form: "invoicing" }, answer.init ?? undefined);
}
