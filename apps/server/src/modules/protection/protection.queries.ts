import { gt, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { protectionExclusions } from './protection.tables.js';

/**
 * Players on a time-out or self-exclusion at `at`, as a subquery of ids (`id`): other modules
 * leave them out of what a break means they should not get (an operator's broadcast).
 */
export function playersOnBreakAt(at: Date) {
  return new QueryBuilder()
    .selectDistinct({ id: sql<string>`${protectionExclusions.playerId}`.as('id') })
    .from(protectionExclusions)
    .where(gt(protectionExclusions.endsAt, at));
}
