const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a row id; anything else names no row (and PostgreSQL would reject it). */
export function isRowId(id: string): boolean {
  return uuidPattern.test(id);
}

/**
 * Whether an error (or one of its causes: Drizzle wraps driver errors) violates this unique
 * constraint. PGlite does not always name the constraint; then any unique violation counts.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return violated === undefined || violated === constraint;
  }
  return false;
}
