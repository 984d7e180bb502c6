import { getFormProps, parse, useForm, type DefaultValue, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import type { EditorAnswer } from "./editor-answer.ts";

type Values = Record<string, unknown>;

/**
 * What a form starts from when no answer is its: the stored values. Always the same object, so Conform
 * resets the form only when an answer that was its goes (another form on the page was answered).
 */
const NO_ANSWER = { initialValue: null };

/**
 * An editor's Conform form: it starts from the stored values (`defaultValue`, nested as the posted names
 * say), and from what was posted when the last save was refused. The server judges every save; the browser
 * adds no rule of its own. Returns the form and the field of a posted name.
 */
export function useEditorForm(answer: EditorAnswer | undefined, defaultValue: object, id?: string) {
  const [form, fields] = useForm<Values>({
    id,
    defaultValue: defaultValue as DefaultValue<Values>,
    lastResult: answer && "result" in answer ? answer.result : NO_ANSWER,
  });
  // Conform answers every name, posted flat (`opening_hours[1].open_at`) or not.
  const field = (name: string): FieldMetadata<unknown> => fields[name]!;
  return [form, field] as const;
}

/**
 * A form's values under their posted names (`whatsapp.schedule[3].open_at`), nested as Conform's
 * `defaultValue` wants them: read back as the browser would post them (a ticked box as "on", an unticked
 * one absent, a list once per value).
 */
export function nestedValues(flat: Record<string, string | boolean | readonly string[]>): object {
  const formData = new FormData();
  for (const [name, value] of Object.entries(flat)) {
    for (const one of [value].flat()) {
      if (one === true) formData.append(name, "on");
      else if (typeof one === "string") formData.append(name, one);
    }
  }
  return parse(formData, { resolve: (value) => ({ value }) }).payload;
}

interface FormProps {
  form: ReturnType<typeof useEditorForm>[0];
  className?: string;
  children: ReactNode;
}

/** A Conform form element, posted as a plain HTML form (multipart when it carries a file). */
export function ConformForm({ form, className, multipart, children }: FormProps & { multipart?: boolean }) {
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      className={className}
    >
      {children}
    </Form>
  );
}

/** The editor's form element with the answer to its last save above it. */
export function EditorForm({
  form,
  answer,
  className = "space-y-6",
  multipart,
  children,
}: FormProps & { answer: EditorAnswer | undefined; multipart?: boolean }) {
  return (
    <ConformForm form={form} className={className} multipart={multipart}>
      <EditorNotice answer={answer} />
      {children}
    </ConformForm>
  );
}

/** 'Guardar': disabled while this page's form is on its way, so a double click saves once. */
export function SaveButton({ label = EDITOR_MESSAGES.save }: { label?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {label}
    </button>
  );
}

/**
 * The answer to the last save: 'Cambios guardados', the form's field errors in one sentence, or the
 * stale-version refusal naming who saved first.
 */
export function EditorNotice({ answer }: { answer: EditorAnswer | undefined }) {
  if (!answer || answer.outcome === "edited") return null;
  if (answer.outcome === "saved") return <Alert tone="success">{EDITOR_MESSAGES.saved}</Alert>;
  if (answer.outcome === "stale")
    return (
      <Alert tone="error" title={EDITOR_MESSAGES.staleTitle}>
        {answer.message}
      </Alert>
    );
  return <Alert tone="error">{EDITOR_MESSAGES.invalidForm}</Alert>;
}
