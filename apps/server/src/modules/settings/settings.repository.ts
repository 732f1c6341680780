import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { settings } from './settings.tables.js';

export function createSettingsRepository({ db }: { db: Executor }) {
  return {
    /** Reads a key and validates it; a missing or malformed value yields the fallback. */
    async get<T>(key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      if (!row) return fallback;
      const parsed = schema.safeParse(row.value);
      return parsed.success ? parsed.data : fallback;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
