/** How a one-time link failed: never issued (or mistyped), already used, or too old. */
export type TokenProblem = "invalid" | "used" | "expired";

/** The state of a stored one-time token (or of none found). */
export function tokenState(
  row: { usedAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): "valid" | TokenProblem {
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt <= now) return "expired";
  return "valid";
}
