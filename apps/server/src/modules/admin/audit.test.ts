import { ErrorCode, adminEndpoints } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { auditLog } from './admin.tables.js';
import { createPlayerForTest } from '../../test/players.js';
import { seedRoundsForTest, standardRoom } from '../../test/rounds.js';
import { createStaffForTest } from '../../test/staff.js';
import { recordAudit } from './audit.service.js';
import type { AuditEntry } from '../../platform/audit/audit-entry.js';
import { articles } from '../content/content.tables.js';
import { createRoundsRepository } from '../rounds/rounds.repository.js';
import { createRoundsViews } from '../rounds/rounds.views.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { ADMIN_USERNAME: 'audit-owner', ADMIN_PASSWORD: 'audit-owner-pass' },
  });
});

beforeEach(async () => {
  await database.reset();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  actor: null,
  ip: '10.1.2.3',
  action: 'player.freeze',
  targetType: 'player',
  targetId: 'p-1',
  before: { frozen: false },
  after: { frozen: true },
  ...overrides,
});

/** The driver error wraps the database's; its text is where the trigger's message shows. */
async function failureOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'succeeded';
}

describe('the audit log is append-only', () => {
  it('refuses UPDATE of a row', async () => {
    await recordAudit(database.db, entry());
    expect(await failureOf(() => database.db.update(auditLog).set({ action: 'nothing.happened' }))).toContain(
      'append-only',
    );
    const [row] = await database.db.select().from(auditLog);
    expect(row?.action).toBe('player.freeze');
  });

  it('refuses DELETE of a row', async () => {
    await recordAudit(database.db, entry());
    expect(await failureOf(() => database.db.delete(auditLog))).toContain('append-only');
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('refuses TRUNCATE outside the test harness reset', async () => {
    await recordAudit(database.db, entry());
    expect(await failureOf(() => database.db.execute(sql`truncate audit_log`))).toContain('append-only');
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('commits and rolls back with the change it records', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, entry({ action: 'player.adjust' }));
        throw new Error('the adjustment failed');
      }),
    ).rejects.toThrow('the adjustment failed');
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
    await database.db.transaction((tx) => recordAudit(tx, entry({ action: 'player.adjust' })));
    const [row] = await database.db.select().from(auditLog);
    expect(row).toMatchObject({
      action: 'player.adjust',
      ip: '10.1.2.3',
      actorStaffId: null,
      before: { frozen: false },
      after: { frozen: true },
    });
  });
});

describe('audit/list', () => {
  type Listed = {
    items: { id: number; action: string; actorUsername: string | null; at: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
  const list = (token: string, filters: Record<string, unknown> = {}) =>
    postApi<Listed>(app, adminEndpoints.auditList.path, { token, ...filters });

  it('pages newest first with a total', async () => {
    const owner = await createStaffForTest(database, { role: 'owner' });
    for (let index = 0; index < 25; index += 1)
      await recordAudit(database.db, entry({ targetId: `p-${index}` }));
    const first = await list(owner.token, { pageSize: 10 });
    expect(first.body.data.total).toBe(25);
    expect(first.body.data.items).toHaveLength(10);
    const ids = first.body.data.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = await list(owner.token, { pageSize: 10, page: 3 });
    expect(last.body.data.items).toHaveLength(5);
    expect(last.body.data.items.at(-1)?.id).toBe(1);
  });

  it('filters by action prefix, actor, target and date range', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', username: 'Olivia' });
    const actor = { staffId: owner.staffId, username: owner.username };
    await recordAudit(
      database.db,
      entry({ action: 'deposit.approve', actor, targetType: 'deposit', targetId: 'd-1' }),
    );
    // An old row, written directly because recordAudit always stamps the current time.
    await database.db.insert(auditLog).values({
      at: new Date('2026-01-01T00:00:00Z'),
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: 'd-2',
    });
    await recordAudit(database.db, entry({ action: 'player.freeze', actor, targetId: 'p-9' }));

    const actions = async (filters: Record<string, unknown>) =>
      (await list(owner.token, filters)).body.data.items.map((item) => item.action).sort();
    expect(await actions({ action: 'deposit.' })).toEqual(['deposit.approve', 'deposit.reject']);
    expect(await actions({ actor: 'olivia' })).toEqual(['deposit.approve', 'player.freeze']);
    expect(await actions({ targetType: 'deposit', targetId: 'd-2' })).toEqual(['deposit.reject']);
    expect(await actions({ from: '2026-02-01T00:00:00Z' })).toEqual(['deposit.approve', 'player.freeze']);
    expect(await actions({ to: '2026-02-01T00:00:00Z' })).toEqual(['deposit.reject']);
    expect(await actions({ action: '', actor: '' })).toHaveLength(3);
    expect(await actions({ action: '%' })).toEqual([]);
  });

  it('is for owners only', async () => {
    const finance = await createStaffForTest(database, { role: 'finance', twoFactor: true });
    expect(
      (await postApi<{ errCode: number }>(app, adminEndpoints.auditList.path, { token: finance.token })).body
        .data.errCode,
    ).toBe(ErrorCode.Forbidden);
  });
});

describe('audit/list target names', () => {
  type Named = { items: { targetType: string; targetId: string | null; targetName: string | null }[] };
  const namesOf = async (token: string, lang: string) =>
    new Map(
      (await postApi<Named>(app, adminEndpoints.auditList.path, { token, lang })).body.data.items.map(
        (item) => [`${item.targetType}:${item.targetId}`, item.targetName],
      ),
    );

  it('names players, staff, rooms and articles next to their ids, in the request language', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', username: 'Olivia' });
    const player = await createPlayerForTest(database, { username: 'alice77' });
    await seedRoundsForTest(database);
    const room = (await createRoundsRepository({ db: database.db }).room(standardRoom(1)))!;
    const now = new Date();
    const [article] = await database.db
      .insert(articles)
      .values({ category: 9, titleEn: 'How deposits work', titleVi: '', createdAt: now, updatedAt: now })
      .returning();
    const targets: [string, string][] = [
      ['player', player.playerId],
      ['player', '00000000-0000-4000-8000-000000000000'],
      ['staff_user', owner.staffId],
      ['room', String(room.id)],
      ['article', String(article!.id)],
      ['settings', 'cashier.config'],
      ['player', 'p-not-a-uuid'],
    ];
    for (const [targetType, targetId] of targets)
      await recordAudit(database.db, entry({ targetType, targetId }));

    const views = createRoundsViews(2);
    const english = await namesOf(owner.token, 'en');
    expect(Object.fromEntries(english)).toEqual({
      [`player:${player.playerId}`]: 'alice77',
      'player:00000000-0000-4000-8000-000000000000': null,
      [`staff_user:${owner.staffId}`]: 'Olivia',
      [`room:${room.id}`]: views.room(room, 'en-US', null).title,
      [`article:${article!.id}`]: 'How deposits work',
      'settings:cashier.config': null,
      'player:p-not-a-uuid': null,
    });
    const vietnamese = await namesOf(owner.token, 'vi');
    expect(vietnamese.get(`room:${room.id}`)).toBe(views.room(room, 'vi', null).title);
    expect(vietnamese.get(`room:${room.id}`)).not.toBe(english.get(`room:${room.id}`));
    // The article has no Vietnamese title yet: its English one stands in.
    expect(vietnamese.get(`article:${article!.id}`)).toBe('How deposits work');
  });
});
