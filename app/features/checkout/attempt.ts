/**
 * The checkout attempt's idempotency key (docs/decisions/0015-checkout-payments.md): one per attempt, sent
 * with every submission of it, and kept across a reload until the server has answered, so a double click, a
 * retry or a reload never charges twice. After any answer but `payment_pending` a new attempt starts.
 */
const STORAGE_KEY = "checkout-attempt-key";

/** 32 random hex digits: crypto.getRandomValues works on plain http too, unlike randomUUID. */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key of the attempt still waiting for an answer, or a new one. */
export function currentAttemptKey(): string {
  const stored = storage()?.getItem(STORAGE_KEY);
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const key = newAttemptKey();
  storage()?.setItem(STORAGE_KEY, key);
  return key;
}

/** The server answered: the next submission is a new attempt. */
export function finishAttempt(): void {
  storage()?.removeItem(STORAGE_KEY);
}
