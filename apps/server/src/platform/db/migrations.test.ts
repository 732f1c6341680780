import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { queryRows } from './database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('migrations', () => {
  it(`apply on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} and create the tables`, async () => {
    const rows = await queryRows<{ tablename: string }>(database.db, sql`select tablename from pg_tables where schemaname = 'public'`);
    expect(rows.map((row) => row.tablename)).toContain('settings');
  });

  it('are idempotent when run again (a restart, or a second instance)', async () => {
    await database.migrate();
    await Promise.all([database.migrate(), database.migrate()]);
    const rows = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(rows[0]?.count).toBeGreaterThan(0);
  });
});
