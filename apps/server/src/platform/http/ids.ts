const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids arrive from clients; anything that is not a uuid can match nothing, and must not reach SQL
 * (PostgreSQL would reject the cast with an internal error rather than find no row).
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
