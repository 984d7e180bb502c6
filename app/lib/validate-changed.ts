import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { FocusEvent } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** Whether a control holds something other than what the page gave it. */
function changed(control: Control): boolean {
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

/**
 * A form's onBlur that checks a field left changed, and not one only passed through on the way to the next
 * (decision 0062). The form's Conform options: shouldValidate "onSubmit", shouldRevalidate "onInput".
 */
export function validateChangedOnBlur(validate: (name: string) => void) {
  return (event: FocusEvent<HTMLFormElement>) => {
    const control = event.target;
    if (isControl(control) && control.name && changed(control)) validate(control.name);
  };
}

/** When a form's fields are checked: on submit, a changed field when left, then as it is corrected. */
export const VALIDATE_CHANGED = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

/** Conform's form props with the check of a field left changed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields, as Conform types them
export function changedFormProps<S extends Record<string, any>>(form: FormMetadata<S, string[]>) {
  return { ...getFormProps(form), onBlur: validateChangedOnBlur((name) => form.validate({ name })) };
}
