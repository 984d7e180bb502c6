import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type ComponentType } from "react";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

/**
 * A rich-text field posted as HTML under its Conform field's name. The server renders a plain textarea (the form works without
 * JavaScript); in the browser the TipTap editor, loaded only here, takes its place and posts the same field.
 */
export function RichTextField({
  meta,
  label,
  hint,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
}) {
  const { name } = meta;
  const defaultValue = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const error = meta.errors?.[0];
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./rich-text-editor.tsx").then((m) => {
      if (live) setEditor(() => m.RichTextEditor);
    });
    return () => {
      live = false;
    };
  }, []);
  const described = [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel htmlFor={name} id={`${name}-label`}>
        {label}
      </FieldLabel>
      {Editor ? (
        <Editor
          key={meta.key}
          name={name}
          labelId={`${name}-label`}
          describedBy={described || undefined}
          defaultValue={defaultValue}
          invalid={Boolean(error)}
        />
      ) : (
        <textarea
          key={meta.key}
          id={name}
          name={name}
          rows={14}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={inputClass}
        />
      )}
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${name}-error`} errors={meta.errors} />
    </div>
  );
}
