import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ClipboardEvent, ReactNode } from "react";
import { HONEYPOT_FIELD } from "#domain/validation/honeypot.ts";

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600 disabled:bg-slate-100 disabled:text-slate-600";

/** A field label; required fields carry an asterisk after it (SPEC.md §5). */
export function FieldLabel(props: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={props.htmlFor} id={props.id} className="mb-1 block text-sm font-medium text-slate-800">
      {props.children}
      {props.required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}

/**
 * The first message of a field, shown once the field has been validated (submitted, or left changed). Its line
 * is kept when empty, so a message that appears moves nothing below it (decision 0062).
 */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-red-700">
      {errors?.[0]}
    </p>
  );
}

function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A text input bound to a Conform field, with its label (asterisk when required), hint and first error. */
export function TextField({
  meta,
  label,
  type = "text",
  required,
  autoComplete,
  inputMode,
  hint,
  prefix,
  maxLength,
  placeholder,
  onChange,
  onPaste,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  hint?: ReactNode;
  /** Shown before the input, e.g. the '0' of a mobile number. */
  prefix?: string;
  maxLength?: number;
  placeholder?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}) {
  const input = (
    <input
      {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
      key={meta.key}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={onChange}
      onPaste={onPaste}
      className={`${inputClass} ${prefix ? "rounded-l-none" : ""}`}
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
      <FieldHint id={meta.descriptionId}>{hint}</FieldHint>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({
  meta,
  required,
  children,
}: {
  meta: FieldMetadata<boolean | undefined>;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          key={meta.key}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {children}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <FieldLabel htmlFor={meta.id}>{label}</FieldLabel>
      <select {...getSelectProps(meta)} key={meta.key} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The trap for bots: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>No completes este campo</label>
      <input id={`hp-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
    >
      {children}
    </button>
  );
}
