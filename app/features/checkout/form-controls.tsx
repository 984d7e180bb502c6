import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEvent } from "react";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

export { TextField as TextInput } from "#app/features/account/form-fields.tsx";

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
        className={inputClass}
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
