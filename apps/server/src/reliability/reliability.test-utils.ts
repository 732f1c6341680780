import { ALL_ERROR_CODES, SESSION_DEAD_CODE } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock.js';
import type { DatabaseHandle, Executor } from '../platform/db/database.js';
import { openPostgres, queryRows } from '../platform/db/database.js';
import { buildTestApp } from '../test/test-app.js';
import type { TestDatabase } from '../test/test-database.js';

export type Envelope = { code: number; info: string; data: unknown };
export type Answer = { status: number; text: string; envelope: Envelope | null };

const KNOWN_CODES = new Set<number>(ALL_ERROR_CODES);

/**
 * What is wrong with an answer, or null when it is a well-formed envelope: HTTP status below 500,
 * a JSON object with exactly `code`, `info` and `data`, `code` 1, 0 or 409, and a failure's
 * `data.errCode` taken from the catalogue (and nothing else in `data` but the field at fault).
 */
export function envelopeProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const envelope = answer.envelope;
  if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope)) return 'not a JSON object';
  const keys = Object.keys(envelope).sort().join(',');
  if (keys !== 'code,data,info') return `envelope keys ${keys}`;
  if (typeof envelope.info !== 'string') return 'info is not a string';
  if (envelope.code === 1) return answer.status === 200 ? null : `success with HTTP ${answer.status}`;
  if (envelope.code !== 0 && envelope.code !== SESSION_DEAD_CODE) return `code ${String(envelope.code)}`;
  const data = envelope.data as { errCode?: unknown; field?: unknown } | null;
  if (!data || typeof data !== 'object') return 'failure without data';
  if (typeof data.errCode !== 'number' || !KNOWN_CODES.has(data.errCode))
    return `errCode ${String(data.errCode)} not in the catalogue`;
  const extra = Object.keys(data).filter((key) => key !== 'errCode' && key !== 'field');
  if (extra.length > 0) return `failure data carries ${extra.join(',')}`;
  return null;
}

/** Posts one request as it comes (JSON or raw text) and reads the envelope when there is one. */
export async function postRaw(
  app: FastifyInstance,
  url: string,
  request: {
    payload: string;
    contentType?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  },
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: request.payload,
    headers: { 'content-type': request.contentType ?? 'application/json', ...request.headers },
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
  let envelope: Envelope | null = null;
  try {
    envelope = JSON.parse(response.body) as Envelope;
  } catch {
    envelope = null;
  }
  return { status: response.statusCode, text: response.body, envelope };
}

export type StateSnapshot = {
  balances: Record<string, number>;
  transfers: number;
  rows: Record<string, number>;
};

/**
 * What a rejected call must leave as it was: every ledger account's balance, the number of
 * transfers and the row count of every table (minus `ignoredTables`, which record attempts).
 */
export async function stateSnapshot(
  db: Executor,
  ignoredTables: readonly string[] = [],
): Promise<StateSnapshot> {
  const tables = (
    await queryRows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
  )
    .map((row) => row.tablename)
    .filter((name) => !ignoredTables.includes(name));
  const counts = await queryRows<{ name: string; n: number | string }>(
    db,
    sql.raw(
      tables
        .map((name) => `select '${name}' as name, count(*) as n from "public"."${name}"`)
        .join(' union all '),
    ),
  );
  const accounts = await queryRows<{ id: number | string; balance: number | string }>(
    db,
    sql`select id, balance from ledger_accounts`,
  );
  const rows = Object.fromEntries(counts.map((row) => [row.name, Number(row.n)]));
  return {
    balances: Object.fromEntries(accounts.map((row) => [String(row.id), Number(row.balance)])),
    transfers: rows.ledger_transfers ?? 0,
    rows,
  };
}

/** The differences between two snapshots, readable in a failure message; empty when equal. */
export function snapshotDifferences(before: StateSnapshot, after: StateSnapshot): string[] {
  const differences: string[] = [];
  const compare = (label: string, a: Record<string, number>, b: Record<string, number>) => {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[key] !== b[key]) differences.push(`${label} ${key}: ${a[key]} → ${b[key]}`);
    }
  };
  compare('balance of account', before.balances, after.balances);
  compare('rows of', before.rows, after.rows);
  return differences;
}

/**
 * Watches the database between calls. A call that wrote nothing leaves the transaction id
 * horizon where it was (a read takes no id), so most calls cost one cheap query; only after a
 * write is the full snapshot taken and compared.
 */
export function createStateWatch(db: Executor, ignoredTables: readonly string[]) {
  const horizon = async () =>
    (
      await queryRows<{ xmax: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`)
    )[0]!.xmax;
  let lastHorizon = '';
  let last: StateSnapshot | null = null;
  return {
    /** Takes the reference state (after setting up callers, between routes). */
    async reset(): Promise<void> {
      lastHorizon = await horizon();
      last = await stateSnapshot(db, ignoredTables);
    },
    /** What changed since the last reset or check (nothing when no transaction wrote), and moves on. */
    async changes(): Promise<string[]> {
      const now = await horizon();
      if (now === lastHorizon && last) return [];
      const current = await stateSnapshot(db, ignoredTables);
      const differences = last ? snapshotDifferences(last, current) : [];
      lastHorizon = now;
      last = current;
      return differences;
    },
  };
}

/**
 * Where the reliability suites run and how big they are: `pglite` (the default `npm test`),
 * `postgres` (TEST_DATABASE_URL set, `npm run test:reliability`) and `full` (PostgreSQL with
 * RELIABILITY_SCALE=full, the larger sizes for a manual run).
 */
export type ReliabilityScale = 'pglite' | 'postgres' | 'full';

export function reliabilityScale(): ReliabilityScale {
  if (!process.env.TEST_DATABASE_URL) return 'pglite';
  return process.env.RELIABILITY_SCALE === 'full' ? 'full' : 'postgres';
}

/**
 * Real apps on one database and one clock, like instances behind a load balancer without Redis:
 * each counts rate-limit budgets in its own memory. Spreading one player's calls over them lets
 * a race reach the ledger instead of stopping at the order route's per-player budget.
 */
export async function buildInstances(database: TestDatabase, count: number, clock: Clock): Promise<FastifyInstance[]> {
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i += 1) apps.push(await buildTestApp(database, { clock }));
  return apps;
}

/**
 * A fresh PGlite with every migration takes 2–9 s alone and much longer on a busy 2-core
 * machine: the suites' set-up gets more than the default hook time-out.
 */
export const SETUP_TIMEOUT_MS = 180_000;

/** Calls per instance that stay inside the order route's per-player budget (60 a minute). */
export const ORDERS_PER_INSTANCE = 50;

/**
 * Another handle on the test's database, as a second process would open it: on PostgreSQL a new
 * pool on the same database (its own connections: it reads beside a busy pool, or serves an app
 * restarted after the first pool is gone), closed by `close`; on the in-memory PGlite, which one
 * process owns, the same handle, and `close` leaves it open.
 */
export async function openSecondHandle(database: TestDatabase, poolSize = 2): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !serverUrl) return { ...database, close: async () => {} };
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${row!.name}`;
  const handle: DatabaseHandle = await openPostgres(url.toString(), poolSize);
  return { ...handle, reset: () => Promise.reject(new Error('reset the first handle, not this one')) };
}
