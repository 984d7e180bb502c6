import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** A whole-number input posted under `name`, with its label, hint and Spanish error (the server checks it). */
export function NumberField({
  name,
  id = name,
  label,
  defaultValue,
  min,
  max,
  hint,
  error,
  required,
  hideLabel,
}: {
  name: string;
  id?: string;
  label: string;
  defaultValue: string;
  min: number;
  max: number;
  hint?: string;
  error?: string;
  required?: boolean;
  /** The label stays for screen readers only (a table's row already says what the field is). */
  hideLabel?: boolean;
}) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      {hideLabel ? (
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
      ) : (
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
      )}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}
