/** The profile shows the stored document number only when it is 7 to 9 characters long (SPEC.md §5). */
export function identifirePrefill(stored: string | null | undefined): string {
  return stored && stored.length >= 7 && stored.length <= 9 ? stored : "";
}
