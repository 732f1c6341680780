import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { verificationSubmissions } from './verification.tables.js';

/** The player behind each of these verification submissions (the audit log's target names). */
export async function submissionOwners(executor: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: verificationSubmissions.id, playerId: verificationSubmissions.playerId })
    .from(verificationSubmissions)
    .where(inArray(verificationSubmissions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.playerId]));
}
