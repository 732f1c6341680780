const UNIQUE_VIOLATION = '23505';

/** A unique constraint (by name) refused a write; pg and PGlite errors carry it under drizzle's wrapper. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) return candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
