import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { settings } from './settings.tables.js';

/**
 * The settings module's public face: typed reads and writes of one key of the key-value store.
 * Other modules own their keys and schemas (cashier.settings.ts, staking.settings.ts…); a write
 * joins the caller's transaction when `db` is one.
 */
export function createSettingsService({ db }: { db: Executor }) {
  return {
    /** Reads a key and validates it; a missing or malformed value yields the fallback. */
    async get<T>(key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      if (!row) return fallback;
      const parsed = schema.safeParse(row.value);
      return parsed.success ? parsed.data : fallback;
    },
    /** Writes the key only if it has no value yet (the first of racing writers wins). */
    async setIfAbsent(key: string, value: unknown): Promise<void> {
      await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
