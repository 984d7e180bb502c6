import type { ReactNode } from "react";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** The error and hint ids of a field, for aria-describedby. */
function describedBy(name: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function Hint({ name, children }: { name: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A text input posted under `name` (the database column), with its label, hint and Spanish error. */
export function EditorTextField({
  name,
  id = name,
  label,
  defaultValue,
  error,
  required,
  hint,
  inputMode,
  maxLength = 255,
}: {
  name: string;
  /** Defaults to `name`; give one when a page has several forms with the same fields. */
  id?: string;
  label: string;
  defaultValue: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  inputMode?: "text" | "numeric" | "decimal";
  maxLength?: number;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        required={required}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      <Hint name={id}>{hint}</Hint>
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

/** A select posted under `name`, with its label and Spanish error. */
export function EditorSelectField({
  name,
  label,
  defaultValue,
  options,
  error,
  hint,
}: {
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={name}>{label}</FieldLabel>
      <select
        id={name}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={inputClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Hint name={name}>{hint}</Hint>
      <FieldError id={`${name}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

/** A checkbox posted as `name=on` when ticked (absent otherwise), with its Spanish error. */
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
