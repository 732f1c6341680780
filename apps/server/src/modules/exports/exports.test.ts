import { randomUUID } from 'node:crypto';
import {
  EXPORT_TOKEN_TTL_MS,
  ErrorCode,
  exportEndpoints,
  exportFileUrl,
  type ExportKind,
  type ExportTicket,
} from '@fairround/shared';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { csvCell } from '../../platform/csv/csv.js';
import { queryRows } from '../../platform/db/database.js';
import { ok, refused } from '../../test/http.js';
import { createPlayerForTest, type TestPlayer } from '../../test/players.js';
import { buildTestApp } from '../../test/test-app.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { auditLog, staffSessions } from '../admin/admin.tables.js';
import { recordAudit } from '../admin/audit.service.js';
import { depositRequests } from '../cashier/deposits/deposits.tables.js';
import { withdrawals } from '../cashier/withdrawals/withdrawals.tables.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { stakingPositions } from '../staking/staking.tables.js';
import { createExportSources, type ExportSources } from './export-sources.js';
import { createExportsService } from './exports.service.js';
import { registerExportsRoutes } from './exports.routes.js';

const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;
let support: TestStaff;
let content: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;

const BOM = '\uFEFF';
/** A formula-looking username of each kind a spreadsheet would run. */
const HOSTILE_NICKNAME = '=HYPERLINK("http://evil.example","x")';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
  owner = await createStaffForTest(database, { role: 'owner', clock });
  finance = await createStaffForTest(database, { role: 'finance', clock });
  support = await createStaffForTest(database, { role: 'support', clock });
  content = await createStaffForTest(database, { role: 'content', clock });
  alice = await createPlayerForTest(database, { clock, username: 'alice_export', status: 'active' });
  clock.advanceMs(1_000);
  bob = await createPlayerForTest(database, { clock, username: 'bob_export', status: 'frozen' });
  await database.db.execute(sql`update players set nickname = ${HOSTILE_NICKNAME} where id = ${bob.playerId}`);
  await seedCashierAndStaking();
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

async function seedCashierAndStaking() {
  const base = { methodId: 'acb-main', methodSnapshot: { kind: 'bank', label: 'ACB' }, createdAt: clock.now() };
  await database.db.insert(depositRequests).values([
    {
      ...base,
      id: randomUUID(),
      playerId: alice.playerId,
      amount: 123_450,
      payerName: 'Nguyễn Văn A',
      reference: 'ABCDEFGH',
      reason: '\tcalc',
    },
    {
      ...base,
      id: randomUUID(),
      playerId: bob.playerId,
      amount: 5_000,
      payerName: '+SUM(A1:A9)',
      reference: 'HGFEDCBA',
      status: 'approved',
      resolvedAt: clock.now(),
      resolvedByUsername: owner.username,
    },
  ]);
  await database.db.insert(withdrawals).values([
    { id: randomUUID(), playerId: alice.playerId, accountId: randomUUID(), amount: 20_000, createdAt: clock.now() },
    {
      id: randomUUID(),
      playerId: bob.playerId,
      accountId: randomUUID(),
      amount: 7_000,
      status: 'rejected',
      reason: '-2+3',
      resolvedAt: clock.now(),
      createdAt: clock.now(),
    },
  ]);
  const opened = clock.now();
  await database.db.insert(stakingPositions).values({
    id: randomUUID(),
    playerId: alice.playerId,
    tierId: 1,
    requestKey: 'export-test',
    principal: 1_000_000,
    dailyRateBps: 10,
    periodDays: 30,
    totalInterest: 30_000,
    openedAt: opened,
    nextAccrualAt: new Date(opened.getTime() + 86_400_000),
    maturesAt: new Date(opened.getTime() + 30 * 86_400_000),
  });
  await recordAudit(database.db, {
    actor: { staffId: owner.staffId, username: owner.username },
    ip: '@10.0.0.1',
    action: 'player.freeze',
    targetType: 'player',
    targetId: bob.playerId,
    after: { reason: '\tsneaky' },
  });
}

async function create(staff: TestStaff, kind: ExportKind, filters: Record<string, unknown> = {}) {
  return ok<ExportTicket>(app, exportEndpoints.create.path, { token: staff.token, kind, filters });
}

async function download(ticket: ExportTicket, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: exportFileUrl(ticket.token), headers });
}

/** The file's lines after its BOM, without the final empty one, each split into cells (no quoted commas in these rows). */
async function exported(staff: TestStaff, kind: ExportKind, filters: Record<string, unknown> = {}) {
  const response = await download(await create(staff, kind, filters));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body.startsWith(BOM)).toBe(true);
  const lines = response.body.slice(BOM.length).split('\r\n');
  expect(lines.pop()).toBe('');
  return { response, lines, header: lines[0]!.split(',') };
}

describe('export create and file', () => {
  it('streams players with their header, money as decimal strings and times in ISO UTC', async () => {
    const { response, lines, header } = await exported(owner, 'players', { query: 'alice_export' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="players-20261201-\d{6}\.csv"$/);
    expect(header).toEqual([
      'id', 'username', 'nickname', 'quhao', 'phone', 'level', 'level_name', 'status', 'frozen_reason',
      'invitation_code', 'referred_by_code', 'turnover', 'balance', 'created_at',
    ]);
    expect(lines).toHaveLength(2);
    const row = lines[1]!.split(',');
    expect(row[0]).toBe(alice.playerId);
    expect(row[header.indexOf('balance')]).toBe('0.00');
    expect(row[header.indexOf('created_at')]).toMatch(/^2026-12-01T08:00:0\d\.\d{3}Z$/);
  });

  it('respects the list filters of each kind', async () => {
    const frozen = await exported(owner, 'players', { status: 'frozen', query: '_export' });
    expect(frozen.lines.slice(1).map((line) => line.split(',')[0])).toEqual([bob.playerId]);
    const pending = await exported(finance, 'deposits', { status: 'pending' });
    expect(pending.lines).toHaveLength(2);
    expect(pending.lines[1]).toContain('1234.50');
    expect(pending.lines[1]).toContain('Nguyễn Văn A');
    const searched = await exported(finance, 'deposits', { search: 'hgfedcba' });
    expect(searched.lines).toHaveLength(2);
    expect(searched.lines[1]).toContain('50.00');
    const queue = await exported(finance, 'withdrawals', { status: 'pending' });
    expect(queue.lines).toHaveLength(2);
    expect(queue.lines[1]).toContain('200.00');
    const history = await exported(owner, 'withdrawals', { userId: bob.playerId });
    expect(history.lines.slice(1).map((line) => line.split(',')[4])).toEqual(['rejected']);
    const positions = await exported(support, 'staking-positions', { userId: alice.playerId, status: 'open' });
    expect(positions.header[4]).toBe('principal');
    expect(positions.lines[1]!.split(',')[4]).toBe('10000.00');
    expect((await exported(support, 'staking-positions', { status: 'matured' })).lines).toHaveLength(1);
    const audit = await exported(owner, 'audit', { action: 'player.', targetId: bob.playerId });
    expect(audit.header).toEqual([
      'id', 'at', 'actor_staff_id', 'actor_username', 'ip', 'action', 'target_type', 'target_id', 'before', 'after',
    ]);
    expect(audit.lines).toHaveLength(2);
    expect(audit.lines[1]).toContain('player.freeze');
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const players = await exported(owner, 'players', { query: 'bob_export' });
    expect(players.lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const deposits = await exported(finance, 'deposits', { userId: bob.playerId });
    expect(deposits.lines[1]).toContain(",'+SUM(A1:A9),");
    const pending = await exported(finance, 'deposits', { userId: alice.playerId });
    expect(pending.lines[1]).toContain(",'\tcalc,");
    const rejected = await exported(finance, 'withdrawals', { userId: bob.playerId });
    expect(rejected.lines[1]).toContain(",'-2+3,");
    const audit = await exported(owner, 'audit', { action: 'player.freeze' });
    expect(audit.lines[1]).toContain(",'@10.0.0.1,");
    expect(audit.lines[1]).toContain('"{""reason"":""\\tsneaky""}"');
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvCell('-12.50')).toBe('-12.50');
  });

  it('refuses each kind to the roles its list refuses (3004), and unknown filters (1050)', async () => {
    await refused(app, exportEndpoints.create.path, { token: support.token, kind: 'deposits' }, ErrorCode.Forbidden);
    await refused(app, exportEndpoints.create.path, { token: support.token, kind: 'withdrawals' }, ErrorCode.Forbidden);
    await refused(app, exportEndpoints.create.path, { token: finance.token, kind: 'audit' }, ErrorCode.Forbidden);
    for (const kind of ['players', 'staking-positions'] as const)
      await refused(app, exportEndpoints.create.path, { token: content.token, kind }, ErrorCode.Forbidden);
    const wrong = await refused(
      app,
      exportEndpoints.create.path,
      { token: owner.token, kind: 'players', filters: { status: 'deleted' } },
      ErrorCode.IncompleteParameters,
    );
    expect(wrong.field).toBe('filters.status');
    await refused(
      app,
      exportEndpoints.create.path,
      { token: owner.token, kind: 'players', filters: { page: 2 } },
      ErrorCode.IncompleteParameters,
    );
  });

  it('audits every export with its kind and filters', async () => {
    await create(finance, 'withdrawals', { status: 'pending' });
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.created'), eq(auditLog.actorStaffId, finance.staffId)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ targetType: 'export', targetId: 'withdrawals', actorUsername: finance.username });
    expect(row!.after).toMatchObject({ kind: 'withdrawals', filters: { status: 'pending' } });
  });

  it('serves a link once, within its minute, to the staff who asked (3098, 3099)', async () => {
    const ticket = await create(owner, 'players');
    const foreign = await download(ticket, { authorization: `Bearer ${finance.token}` });
    expect(foreign.json()).toMatchObject({ code: 0, data: { errCode: ErrorCode.ExportLinkForeign } });
    expect((await download(ticket, { authorization: `Bearer ${owner.token}` })).statusCode).toBe(200);
    expect((await download(ticket)).json()).toMatchObject({ data: { errCode: ErrorCode.ExportLinkInvalid } });

    const late = await create(owner, 'players');
    clock.advanceMs(EXPORT_TOKEN_TTL_MS + 1);
    expect((await download(late)).json()).toMatchObject({ data: { errCode: ErrorCode.ExportLinkInvalid } });
    expect((await download({ token: 'made-up', filename: 'x.csv' })).json()).toMatchObject({
      data: { errCode: ErrorCode.ExportLinkInvalid },
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/export/file' })).json()).toMatchObject({
      data: { errCode: ErrorCode.ExportLinkInvalid },
    });
  });

  it('refuses a link whose session has signed out since (3099)', async () => {
    const leaver = await createStaffForTest(database, { role: 'owner', clock });
    const ticket = await create(leaver, 'audit');
    await database.db.update(staffSessions).set({ revokedAt: clock.now() }).where(eq(staffSessions.staffId, leaver.staffId));
    expect((await download(ticket)).json()).toMatchObject({ data: { errCode: ErrorCode.ExportLinkForeign } });
  });
});

describe('big exports', () => {
  const BULK = 20_000;

  beforeAll(async () => {
    await database.db.execute(sql`
      insert into players (id, username, nickname, quhao, phone, password_hash, invitation_code, created_at)
      select gen_random_uuid(), 'bulk' || g, 'Người chơi 玩家 ' || g, '+84', '7' || lpad(g::text, 8, '0'), 'x',
             'B' || lpad(g::text, 7, '0'), timestamptz '2026-11-01T00:00:00Z' + (g % 997) * interval '1 microsecond'
      from generate_series(1, ${BULK}) as g`);
  }, 120_000);

  it('streams 20k players page by page, each row once', async () => {
    const { lines } = await exported(owner, 'players', { query: 'bulk' });
    expect(lines).toHaveLength(BULK + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(BULK);
    expect(lines[1]).toContain('Người chơi 玩家');
  }, 120_000);

  it('reads at most one page of rows at a time', async () => {
    const real = createExportSources({
      db: database.db,
      ledger: createLedgerService({ db: database.db, clock }),
      money: (minor) => String(minor),
    });
    const limits: number[] = [];
    const sources: ExportSources = {
      ...real,
      players: { ...real.players, page: (filters, after, limit) => (limits.push(limit), real.players.page(filters, after, limit)) },
    };
    const service = createExportsService({ db: database.db, clock, sources, rolesOf: () => ['owner'], pageRows: 1_000 });
    let rows = -1;
    let largestChunk = 0;
    for await (const chunk of service.stream('players', { query: 'bulk' })) {
      const text = String(chunk);
      largestChunk = Math.max(largestChunk, text.split('\r\n').length - 1);
      rows += text.split('\r\n').length - 1;
    }
    expect(rows).toBe(BULK);
    expect(limits).toHaveLength(BULK / 1_000 + 1);
    expect(largestChunk).toBeLessThanOrEqual(1_000);
  }, 120_000);

  it('ends a failing stream with an error, never the process', async () => {
    const real = createExportSources({
      db: database.db,
      ledger: createLedgerService({ db: database.db, clock }),
      money: String,
    });
    let pages = 0;
    const sources: ExportSources = {
      ...real,
      players: {
        ...real.players,
        page: async (filters, after, limit) => {
          pages += 1;
          if (pages === 2) throw new Error('database went away');
          return real.players.page(filters, after, limit);
        },
      },
    };
    const service = createExportsService({ db: database.db, clock, sources, rolesOf: () => ['owner'], pageRows: 100 });
    const read = async () => {
      for await (const _chunk of service.stream('players', { query: 'bulk' }));
    };
    await expect(read()).rejects.toThrow('database went away');

    // Served by the real route: the response is cut short and the server goes on answering.
    pages = 0;
    const server = Fastify({ logger: false });
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    server.decorateRequest('download', null);
    server.addHook('preValidation', async (request) => {
      request.download = { staff: null as never, subject: 'players', payload: { query: 'bulk' }, filename: 'p.csv' };
    });
    server.get('/alive', async () => 'yes');
    registerExportsRoutes(server, { service, roles: ['owner'] });
    try {
      const cut = await server.inject({ method: 'GET', url: '/api/admin/export/file?token=x' }).catch((error: Error) => error);
      // Headers were sent with the first page, so the connection is reset rather than answered.
      expect(cut).toMatchObject({ code: 'LIGHT_ECONNRESET' });
      expect((await server.inject({ method: 'GET', url: '/alive' })).body).toBe('yes');
      expect(pages).toBe(2);
    } finally {
      await server.close();
    }
    expect((await queryRows<{ one: number }>(database.db, sql`select 1 as one`))[0]?.one).toBe(1);
  });
});
