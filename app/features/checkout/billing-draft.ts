import { BILLING_FIELDS, type BillingForm } from "#domain/checkout/billing-form.ts";

/** The billing address being typed, kept in the tab so a reload of the payment step loses nothing. */
const KEY = "candela:billing-draft";

export type BillingDraft = Partial<Record<keyof BillingForm, string>>;

export function saveBillingDraft(form: HTMLFormElement) {
  const data = new FormData(form);
  const draft: BillingDraft = {};
  for (const name of BILLING_FIELDS) {
    const value = data.get(name);
    if (typeof value === "string") draft[name] = value;
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage turned off or full: the draft is a courtesy, the form works without it.
  }
}

export function readBillingDraft(): BillingDraft | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    const draft: BillingDraft = {};
    for (const name of BILLING_FIELDS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === "string") draft[name] = value;
    }
    return draft;
  } catch {
    return null;
  }
}
