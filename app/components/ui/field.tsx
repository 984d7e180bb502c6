import type { ReactElement } from "react";

/**
 * A form field: its label (with an asterisk when required, SPEC.md §5), the control, an optional hint and the
 * field's first error, which the control refers to through aria-describedby.
 */
export function Field({
  id,
  label,
  required = false,
  errorId,
  errors,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  errorId: string;
  errors?: string[];
  hint?: string;
  children: ReactElement;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-1">{children}</div>
      {/* The message's line is kept when empty: a message that appears moves nothing (decision 0062). */}
      <p id={errorId} className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {errors?.[0]}
      </p>
    </div>
  );
}

export const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";
