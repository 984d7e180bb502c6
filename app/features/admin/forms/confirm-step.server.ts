import { createHash } from "node:crypto";
import { data } from "react-router";
import { CONFIRM_FIELD, type ConfirmAsk } from "./confirm-step.ts";

/** The posted text fields but the token, in a stable order. */
function postedValues(formData: FormData): [string, string][] {
  return [...formData.entries()]
    .filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== CONFIRM_FIELD)
    .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
}

/** The token of the values restated: confirming other values than those asks again. */
const tokenOf = (values: [string, string][]) =>
  createHash("sha256").update(JSON.stringify(values)).digest("hex").slice(0, 32);

/**
 * Null when the post confirms what it restated; else the answer that restates it (`what`) and carries the
 * values and their token for the confirming button, with `also` (an editor's posted values, so the form keeps
 * them). The action changes nothing before it gets null.
 */
export function unconfirmed<T extends object = object>(
  formData: FormData,
  what: Omit<ConfirmAsk["confirm"], "values">,
  also?: T,
) {
  const values = postedValues(formData);
  const token = tokenOf(values);
  if (formData.get(CONFIRM_FIELD) === token) return null;
  return data<ConfirmAsk & T>({
    ...(also as T),
    confirm: { ...what, values: [...values, [CONFIRM_FIELD, token]] },
  });
}
