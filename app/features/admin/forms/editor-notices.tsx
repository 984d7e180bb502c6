import { useNavigation } from "react-router";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { Alert } from "#app/components/ui/alert.tsx";

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
export function EditorNotice({ reply }: { reply: EditorReply | undefined }) {
  if (!reply) return null;
  if (reply.status === "saved") return <Alert tone="success">{EDITOR_MESSAGES.saved}</Alert>;
  if (reply.status === "stale")
    return (
      <Alert tone="error" title={EDITOR_MESSAGES.staleTitle}>
        {reply.message}
      </Alert>
    );
  return <Alert tone="error">{EDITOR_MESSAGES.invalidForm}</Alert>;
}

/** The value a field shows: what was just posted when the save was refused, else the stored one. */
export function shownValue(reply: EditorReply | undefined, name: string, stored: string): string {
  if (reply?.status !== "invalid") return stored;
  const posted = reply.values[name];
  return typeof posted === "string" ? posted : stored;
}
