/** The SQLSTATE of a database error, bare or wrapped by Drizzle, and the constraint it names. */
export function sqlState(err: unknown): { code?: string; constraint?: string } {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  } | null;
  return e?.code ? e : (e?.cause ?? {});
}

/** PostgreSQL's unique_violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err).code === "23505";
}
