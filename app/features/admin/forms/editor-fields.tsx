import type { ReactNode } from "react";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

interface FrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
}

/** The error and hint ids of a field, for aria-describedby. */
function describedBy({ id, error, hint }: FrameProps): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A label above the control, then its hint and its Spanish error. */
function FieldFrame({ id, label, required, error, hint, children }: FrameProps & { children: ReactNode }) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

/** A text input posted under `name` (the database column), with its label, hint and Spanish error. */
export function EditorTextField({
  name,
  id = name,
  defaultValue,
  inputMode,
  maxLength = 255,
  ...frame
}: Omit<FrameProps, "id"> & {
  name: string;
  /** Defaults to `name`; give one when a page has several forms with the same fields. */
  id?: string;
  defaultValue: string;
  inputMode?: "text" | "numeric" | "decimal";
  maxLength?: number;
}) {
  return (
    <FieldFrame id={id} {...frame}>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        required={frame.required}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy({ id, ...frame })}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** A text area posted under `name`, with its label, hint and Spanish error. */
export function EditorTextArea({
  name,
  defaultValue,
  rows = 3,
  maxLength,
  ...frame
}: Omit<FrameProps, "id"> & { name: string; defaultValue: string; rows?: number; maxLength: number }) {
  return (
    <FieldFrame id={name} {...frame}>
      <textarea
        id={name}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy({ id: name, ...frame })}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** A date (or a date and time) posted under `name` as the input gives it, with its label, hint and error. */
export function EditorDateField({
  name,
  type = "date",
  defaultValue,
  ...frame
}: Omit<FrameProps, "id"> & { name: string; type?: "date" | "datetime-local"; defaultValue: string }) {
  return (
    <FieldFrame id={name} {...frame}>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy({ id: name, ...frame })}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** A select posted under `name`, with its label and Spanish error. */
export function EditorSelectField({
  name,
  id = name,
  defaultValue,
  options,
  ...frame
}: Omit<FrameProps, "id"> & {
  name: string;
  /** Defaults to `name`; give one when a page has several forms with the same fields. */
  id?: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FieldFrame id={id} {...frame}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy({ id, ...frame })}
        className={inputClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A checkbox posted as `name=on` (or its `value`) when ticked, absent otherwise, with its Spanish error. */
export function EditorCheckbox({
  name,
  id = name,
  value,
  label,
  defaultChecked,
  error,
}: {
  name: string;
  id?: string;
  value?: string;
  label: ReactNode;
  defaultChecked: boolean;
  error?: string;
}) {
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}
