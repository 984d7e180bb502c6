import { getFormProps, useForm, type DefaultValue, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import type { EditorAnswer } from "./editor-answer.ts";

type Values = Record<string, unknown>;

/**
 * An editor's Conform form: it starts from the stored values (`defaultValue`, nested as the posted names
 * say), and from what was posted when the last save was refused. The server judges every save; the browser
 * adds no rule of its own. Returns the form and the field of a posted name.
 */
export function useEditorForm(answer: EditorAnswer | undefined, defaultValue: object, id?: string) {
  const [form, fields] = useForm<Values>({
    id,
    defaultValue: defaultValue as DefaultValue<Values>,
    lastResult: answer && "result" in answer ? answer.result : undefined,
  });
  // Conform answers every name, posted flat (`opening_hours[1].open_at`) or not.
  const field = (name: string): FieldMetadata<unknown> => fields[name]!;
  return [form, field] as const;
}

/** The editor's form element, posted as a plain HTML form, with the answer to its last save above it. */
export function EditorForm({
  form,
  answer,
  className = "space-y-6",
  children,
}: {
  form: ReturnType<typeof useEditorForm>[0];
  answer: EditorAnswer | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <EditorNotice answer={answer} />
      {children}
    </Form>
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
  if (!answer) return null;
  if (answer.outcome === "saved") return <Alert tone="success">{EDITOR_MESSAGES.saved}</Alert>;
  if (answer.outcome === "stale")
    return (
      <Alert tone="error" title={EDITOR_MESSAGES.staleTitle}>
        {answer.message}
      </Alert>
    );
  return <Alert tone="error">{EDITOR_MESSAGES.invalidForm}</Alert>;
}
