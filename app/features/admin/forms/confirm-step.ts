/**
 * A removal or a change that cannot be undone is posted twice: the first post only answers what it will do
 * (`ConfirmAsk`), and the second carries the confirmation token of exactly those values. A post that skips
 * the first step changes nothing.
 */
export const CONFIRM_FIELD = "confirmacion";

/** What the page restates before the change, and the values the confirming button posts again. */
export interface ConfirmAsk {
  confirm: { title: string; text: string; button: string; values: [string, string][] };
}

/** The restatement an action answered, if it answered one. */
export const confirmAskOf = (answer: unknown): ConfirmAsk["confirm"] | undefined =>
  answer && typeof answer === "object" && "confirm" in answer ? (answer as ConfirmAsk).confirm : undefined;
