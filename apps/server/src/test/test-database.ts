import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../platform/db/database.js';

export type TestDatabase = DatabaseHandle & {
  /** Empties every table between tests; far cheaper than a new database. */
  reset(): Promise<void>;
};

/**
 * A migrated database for one test file: an in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server at TEST_DATABASE_URL (dropped on close), so every suite runs on both.
 */
export async function createTestDatabase(poolSize = 5): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { handle, dispose } = serverUrl
    ? await createPostgresDatabase(serverUrl, poolSize)
    : { handle: await openPglite(), dispose: async () => {} };
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dispose();
    },
    reset: async () => {
      const rows = await queryRows<{ tablename: string }>(
        handle.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const tables = rows.map((row) => `"public"."${row.tablename}"`);
      if (tables.length === 0) return;
      await handle.db.transaction(async (tx) => {
        // Append-only tables refuse TRUNCATE unless this transaction says it is a test reset.
        await tx.execute(sql`select set_config('fairround.test_reset', 'on', true)`);
        await tx.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
      });
    },
  };
}

/**
 * A fresh, empty (not migrated) database on the PostgreSQL server at `serverUrl`, opened with a
 * pool; `url` lets another pool or process open the same database; `dispose` drops it.
 */
export async function createPostgresDatabase(serverUrl: string, poolSize: number) {
  const name = `fr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), poolSize);
  const dispose = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { handle, dispose, url: url.toString() };
}
