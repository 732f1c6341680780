import { inArray, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/**
 * The rows of `table` with these ids (unknown ids are left out; none asked, no query): what a
 * read-out by id (the audit log's target names) starts from.
 */
export async function rowsByIds<T extends PgTable & { id: PgColumn }>(
  executor: Executor,
  table: T,
  ids: readonly T['id']['_']['data'][],
): Promise<InferSelectModel<T>[]> {
  if (ids.length === 0) return [];
  // Drizzle cannot type `from` over a generic table; the rows are the table's own select model.
  const rows = await executor
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, [...ids]));
  return rows as InferSelectModel<T>[];
}
