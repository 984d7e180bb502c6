import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { MEDIA_MESSAGES as M } from "#domain/media/messages.ts";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import { ConformForm, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { TextField } from "#app/features/admin/forms/fields.tsx";

/** 'Subir una imagen': the file and its alternative text, posted as multipart; the server checks both. */
export function UploadForm({ refused }: { refused: SubmissionResult<string[]> | undefined }) {
  const [form, field] = useEditorForm(
    refused && { outcome: "invalid", result: refused },
    { alt: "" },
    "upload-form",
  );
  const fileError = field("file").errors;
  const busy = useNavigation().state === "submitting";
  return (
    <ConformForm form={form} multipart className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
      <div>
        <FieldLabel htmlFor="file" required>
          {M.file}
        </FieldLabel>
        <input
          id="file"
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`file-hint${fileError ? " file-error" : ""}`}
          className={inputClass}
        />
        <p id="file-hint" className="mt-1 text-sm text-slate-600">
          JPEG, PNG, WebP o AVIF, hasta 10 MB.
        </p>
        <FieldError id="file-error" errors={fileError} />
      </div>
      <TextField meta={field("alt")} label={M.alt} required hint={M.altHint} />
      <div className="md:pt-6">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {M.upload}
        </button>
      </div>
    </ConformForm>
  );
}
