/**
 * The profile shows the stored document number as it is, also when it no longer fits the rule, so the
 * customer sees what to correct (decision 0062).
 */
export function identifirePrefill(stored: string | null | undefined): string {
  return stored ?? "";
}
