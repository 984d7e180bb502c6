import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ClipboardEvent, ReactNode } from "react";
import { FieldError, FieldLabel } from "../account/form-fields.tsx";

export const controlClass =
  "block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600 disabled:bg-slate-100 disabled:text-slate-600";

/** A text input bound to a Conform field, with its label (asterisk when required), hint and first error. */
export function TextInput({
  meta,
  label,
  required,
  type = "text",
  inputMode,
  autoComplete,
  maxLength,
  placeholder,
  hint,
  prefix,
  onChange,
  onPaste,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  inputMode?: "text" | "numeric" | "email" | "tel";
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  /** Shown before the input, e.g. the '0' of a mobile number. */
  prefix?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}) {
  const input = (
    <input
      {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
      key={meta.key}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={onChange}
      onPaste={onPaste}
      className={`${controlClass} ${prefix ? "rounded-l-none" : ""}`}
    />
  );
  return (
    <div>
      <FieldLabel htmlFor={meta.id} required={required}>
        {label}
      </FieldLabel>
      {prefix ? (
        <div className="flex">
          <span
            aria-hidden="true"
            className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-slate-700"
          >
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A select bound to a Conform field; `status` replaces the options while they load. */
export function SelectInput({
  meta,
  label,
  required,
  options,
  disabled,
  status,
  defaultValue,
  onChange,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** Chosen when the form has no value of its own for the field. */
  defaultValue?: string;
  /** A text shown instead of the options (loading), with the control disabled. */
  status?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div>
      <FieldLabel htmlFor={meta.id} required={required}>
        {label}
      </FieldLabel>
      <select
        {...getSelectProps(meta)}
        {...(defaultValue !== undefined && meta.initialValue === undefined ? { defaultValue } : {})}
        key={meta.key}
        disabled={disabled || !!status}
        aria-busy={status ? true : undefined}
        onChange={onChange}
        className={controlClass}
      >
        {status ? (
          <option value="">{status}</option>
        ) : (
          options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))
        )}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
