import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { yieldToEventLoop } from '../event-loop.js';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema.js';
import { MIGRATION_LOCK_KEY } from './advisory-locks.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a use case can run them inside its own transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * A lock only one process holds at a time (the round engine's timer runs on the holder). On
   * PostgreSQL it is a session advisory lock on a dedicated connection, so it is released when
   * the holder stops or its connection dies; an embedded PGlite has one process by construction.
   */
  leadership(key: number): Leadership;
  close(): Promise<void>;
};

export type Leadership = {
  /** Takes the lock when free; answers whether this process holds it now. Never throws. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
};

const ALWAYS_LEADER: Leadership = { acquire: async () => true, release: async () => {} };

export { MIGRATIONS_DIR };

type PgliteQueryable = Pick<PGlite, 'query'>;

/**
 * PGlite runs every statement synchronously on this thread, and a chain of awaited statements
 * resolves through microtasks only, so a long transaction (a busy round's settlement) would hold
 * the event loop from its first statement to its last. Each statement through this adapter first
 * lets pending timers and I/O run: the longest stall is one statement, not one transaction.
 */
function yieldingQueries<T extends PgliteQueryable>(target: T): T {
  const query = async <R>(...args: Parameters<PGlite['query']>) => {
    await yieldToEventLoop();
    return target.query<R>(...args);
  };
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') {
        const transaction: PGlite['transaction'] = (callback) =>
          (object as unknown as PGlite).transaction((tx) => callback(yieldingQueries(tx)));
        return transaction;
      }
      const value: unknown = Reflect.get(object, property, receiver);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** An embedded PGlite; `dir` undefined keeps it in memory (tests). */
export async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = drizzlePglite({ client: yieldingQueries(client), schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    // The data-dir lock already keeps a second process off this database.
    leadership: () => ALWAYS_LEADER,
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover, a dropped test database) is reported
  // here. The pool has already discarded it and the next query opens a fresh one; without a
  // listener Node would treat the event as an uncaught error and stop the process.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    leadership: (key) => advisoryLeadership(pool, key),
    close: () => pool.end(),
  };
}

/**
 * Leadership as a session advisory lock held on one connection kept out of the pool's rotation.
 * Each `acquire` either confirms the held connection still answers or tries to take the lock on a
 * fresh one; a dead connection means the server has already released the lock for another
 * instance to take.
 */
function advisoryLeadership(pool: pg.Pool, key: number): Leadership {
  let holder: pg.PoolClient | null = null;
  const drop = (client: pg.PoolClient, error?: unknown) => {
    if (holder === client) holder = null;
    client.release(error instanceof Error ? error : true);
  };
  return {
    async acquire() {
      const client = holder ?? (await pool.connect().catch(() => null));
      if (!client) return false;
      try {
        if (client === holder) {
          await client.query('select 1');
          return true;
        }
        const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        if (result.rows[0]?.ok) {
          holder = client;
          client.on('error', (error) => drop(client, error));
          return true;
        }
        client.release();
        return false;
      } catch (error) {
        drop(client, error);
        return false;
      }
    },
    async release() {
      const client = holder;
      if (!client) return;
      holder = null;
      // Ending the session frees the lock even if the unlock itself fails.
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      client.release(true);
    },
  };
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; drizzle only types the
 * result per driver, so this is the one place that says so.
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** What `preparedRows` reaches into: drizzle's session and dialect, public at run time but not typed. */
type PreparingExecutor = {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> } };
};

/**
 * `queryRows` as a named prepared statement: PostgreSQL parses (and, once it settles on a
 * generic plan, plans) it once per connection instead of on every call. For the hot paths only
 * (placing an order); `name` must always go with the same SQL text — the parameters may differ,
 * the text may not. PGlite ignores the name.
 */
export async function preparedRows<Row>(db: Executor, name: string, query: SQL): Promise<Row[]> {
  const { dialect, session } = db as unknown as PreparingExecutor;
  const result = (await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
