import type { FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/**
 * The back office's fields, bound to a Conform field: posted under the field's name (the database
 * column), with the element id the name (or `id`, when a page has several forms with the same fields),
 * the label, the hint and the first Spanish error wired by aria-describedby.
 */
type Meta = FieldMetadata<unknown>;

interface FrameProps {
  meta: Meta;
  /** Defaults to the field's name. */
  id?: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The label stays for screen readers only (a table's row already says what the field is). */
  hideLabel?: boolean;
}

/** The value a text control starts from: what was posted when the save was refused, else the stored one. */
const textOf = (meta: Meta) => (typeof meta.initialValue === "string" ? meta.initialValue : "");

/** Every value a field starts from (a list of checkboxes posts one per ticked box). */
export const valuesOf = (meta: Meta): string[] =>
  [meta.initialValue].flat().filter((v): v is string => typeof v === "string");

/** The attributes that tie a control to its field: name, id, its Conform key, and its error and hint. */
function controlProps({ meta, id = meta.name, hint }: FrameProps) {
  const error = meta.errors?.[0];
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return {
    id,
    name: meta.name,
    key: meta.key,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
  };
}

/** A label above the control, then its hint and its Spanish error. */
function FieldFrame({
  meta,
  id = meta.name,
  label,
  required,
  hint,
  hideLabel,
  children,
}: FrameProps & { children: ReactNode }) {
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
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={meta.errors} />
    </div>
  );
}

/** An input of the field's text. */
function InputField({ attrs, ...frame }: FrameProps & { attrs: InputHTMLAttributes<HTMLInputElement> }) {
  const { key, ...control } = controlProps(frame);
  return (
    <FieldFrame {...frame}>
      <input
        key={key}
        {...control}
        {...attrs}
        defaultValue={textOf(frame.meta)}
        required={frame.required}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** A text input. */
export function TextField({
  inputMode,
  maxLength = 255,
  ...frame
}: FrameProps & { inputMode?: "text" | "numeric" | "decimal"; maxLength?: number }) {
  return <InputField {...frame} attrs={{ type: "text", inputMode, maxLength }} />;
}

/** A whole number (the server checks it). */
export function NumberField({ min, max, ...frame }: FrameProps & { min: number; max: number }) {
  return <InputField {...frame} attrs={{ type: "number", inputMode: "numeric", step: 1, min, max }} />;
}

/** A text area. */
export function TextArea({
  rows = 3,
  maxLength,
  ...frame
}: FrameProps & { rows?: number; maxLength: number }) {
  const { key, ...control } = controlProps(frame);
  return (
    <FieldFrame {...frame}>
      <textarea
        key={key}
        {...control}
        rows={rows}
        maxLength={maxLength}
        defaultValue={textOf(frame.meta)}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** A date (or a date and time), posted as the input gives it. */
export function DateField({ type = "date", ...frame }: FrameProps & { type?: "date" | "datetime-local" }) {
  const { key, ...control } = controlProps(frame);
  return (
    <FieldFrame {...frame}>
      <input key={key} {...control} type={type} defaultValue={textOf(frame.meta)} className={inputClass} />
    </FieldFrame>
  );
}

/** A select. */
export function SelectField({
  options,
  ...frame
}: FrameProps & { options: readonly { value: string; label: string }[] }) {
  const { key, ...control } = controlProps(frame);
  return (
    <FieldFrame {...frame}>
      <select key={key} {...control} defaultValue={textOf(frame.meta)} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * A checkbox posted as `name=on` when ticked, absent otherwise; with `value`, one of a list posted under
 * the same name (its error is the list's, shown by the list).
 */
export function Checkbox({
  meta,
  id = meta.name,
  value,
  label,
}: {
  meta: Meta;
  id?: string;
  value?: string;
  label: ReactNode;
}) {
  const error = value === undefined ? meta.errors?.[0] : undefined;
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          key={meta.key}
          id={id}
          name={meta.name}
          type="checkbox"
          value={value}
          defaultChecked={valuesOf(meta).includes(value ?? "on")}
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

/** Checkboxes posted under one name, one value each ticked; the list's error under its legend's boxes. */
export function CheckboxList({
  meta,
  legend,
  options,
  idPrefix = meta.name,
  className = "grid gap-2 sm:grid-cols-2 lg:grid-cols-3",
  children,
}: {
  meta: Meta;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Each box's id is this prefix, a hyphen and its value. */
  idPrefix?: string;
  className?: string;
  /** Shown after the list's error, inside its fieldset. */
  children?: ReactNode;
}) {
  const errorId = `${meta.name}-error`;
  return (
    <fieldset aria-describedby={meta.errors ? errorId : undefined}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <div className={className}>
        {options.map((o) => (
          <Checkbox key={o.value} meta={meta} id={`${idPrefix}-${o.value}`} value={o.value} label={o.label} />
        ))}
      </div>
      <FieldError id={errorId} errors={meta.errors} />
      {children}
    </fieldset>
  );
}
