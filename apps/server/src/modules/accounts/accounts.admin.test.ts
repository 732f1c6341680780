import { ErrorCode, accountsAdminEndpoints, accountsEndpoints } from '@fairround/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../platform/auth/route-policy.js';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { fundPlayerForTest } from '../../test/ledger.js';
import {
  createPlayerForTest,
  registerThroughApi,
  seedAccountsForTest,
  type TestPlayer,
} from '../../test/players.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { auditLog } from '../admin/admin.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let support: TestStaff;
let alice: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database);
  owner = await createStaffForTest(database, { role: 'owner' });
  support = await createStaffForTest(database, { role: 'support' });
  alice = await createPlayerForTest(database, {
    username: 'Alice01',
    password: 'wonder12',
    phone: '912345678',
  });
});

type Failure = { errCode: number; field?: string };

async function asRole(role: StaffRole, path: string, body: Record<string, unknown> = {}) {
  const staff =
    role === 'owner' ? owner : role === 'support' ? support : await createStaffForTest(database, { role });
  return postApi<Failure>(app, path, { token: staff.token, ...body });
}

const auditRows = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('console roles for account calls', () => {
  it.each([
    [accountsAdminEndpoints.listPlayers.path, {}, ['owner', 'finance', 'support'], ['content']],
    [
      accountsAdminEndpoints.getPlayer.path,
      { userId: '00000000-0000-4000-8000-000000000000' },
      ['owner', 'finance', 'support'],
      ['content'],
    ],
    [
      accountsAdminEndpoints.freeze.path,
      { userId: '00000000-0000-4000-8000-000000000000', reason: 'x' },
      ['owner', 'support'],
      ['finance', 'content'],
    ],
    [accountsAdminEndpoints.smsOutbox.path, {}, ['owner'], ['finance', 'support', 'content']],
    [accountsAdminEndpoints.listInvitations.path, {}, ['owner', 'support'], ['finance', 'content']],
    [
      accountsAdminEndpoints.createInvitation.path,
      { code: 'ROLE1' },
      ['owner'],
      ['finance', 'support', 'content'],
    ],
    [
      accountsAdminEndpoints.disableInvitation.path,
      { code: '888' },
      ['owner'],
      ['finance', 'support', 'content'],
    ],
  ] as const)('%s is open to %j and refused (3004) to %j', async (path, body, allowed, refused) => {
    for (const role of allowed) {
      const answer = await asRole(role, path, body);
      expect(answer.body.data?.errCode, `${role} ${path}`).not.toBe(ErrorCode.Forbidden);
    }
    for (const role of refused)
      expect((await asRole(role, path, body)).body.data.errCode, `${role} ${path}`).toBe(ErrorCode.Forbidden);
    expect((await postApi(app, path, body)).body.code).toBe(409);
    expect((await postApi(app, path, { ...body, token: alice.token })).body.code).toBe(409);
  });
});

describe('players in the console', () => {
  it('lists players newest first and searches username, phone and invitation code', async () => {
    const bob = await createPlayerForTest(database, { username: 'Bob007', phone: '987654321' });
    type List = { list: Array<{ id: string; username: string; phone: string }>; total: number };
    const all = await asRole('support', accountsAdminEndpoints.listPlayers.path, { page: 1, pageSize: 1 });
    expect((all.body.data as unknown as List).total).toBe(2);
    expect((all.body.data as unknown as List).list.map((row) => row.username)).toEqual(['Bob007']);
    for (const query of ['bob0', '7654', bob.invitationCode.toLowerCase()]) {
      const found = (await asRole('support', accountsAdminEndpoints.listPlayers.path, { query })).body
        .data as unknown as List;
      expect(
        found.list.map((row) => row.id),
        query,
      ).toEqual([bob.playerId]);
    }
    expect(
      (
        (await asRole('support', accountsAdminEndpoints.listPlayers.path, { query: '%' })).body
          .data as unknown as List
      ).total,
    ).toBe(0);
    const frozen = (await asRole('support', accountsAdminEndpoints.listPlayers.path, { status: 'frozen' }))
      .body.data as unknown as List;
    expect(frozen.total).toBe(0);
  });

  it('shows one player with balances, sessions, referrer and referrals, and no secrets', async () => {
    await fundPlayerForTest(database.db, alice.playerId, 5_000);
    const referred = await registerThroughApi(app, database, { invitation: alice.invitationCode });
    expect(referred.response.code).toBe(1);
    const { body } = await asRole('finance', accountsAdminEndpoints.getPlayer.path, {
      userId: alice.playerId,
    });
    const data = body.data as unknown as {
      player: Record<string, unknown>;
      balances: { cash: string };
      sessions: Array<Record<string, unknown>>;
      referrer: unknown;
      referrals: { total: number; list: Array<{ username: string }> };
    };
    expect(data.player).toMatchObject({
      username: 'Alice01',
      phone: '912345678',
      quhao: '+84',
      status: 'active',
      hasPayPassword: true,
    });
    expect(data.balances.cash).toBe('50.00');
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ live: true, userAgent: 'test' });
    expect(data.referrer).toBeNull();
    expect(data.referrals).toEqual({
      total: 1,
      list: [expect.objectContaining({ username: referred.body.username })],
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(alice.token);
    const child = await asRole('support', accountsAdminEndpoints.getPlayer.path, {
      userId: referred.response.data.userinfo!.id,
    });
    expect((child.body.data as unknown as { referrer: unknown }).referrer).toEqual({
      id: alice.playerId,
      username: 'Alice01',
    });
  });

  it('answers 3003 for an unknown player', async () => {
    const { body } = await asRole('support', accountsAdminEndpoints.getPlayer.path, {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(body.data.errCode).toBe(ErrorCode.NotFound);
  });

  it('freezes with a reason (1001 without), ends every session, audits, and the player then gets 1069', async () => {
    expect(
      (await asRole('support', accountsAdminEndpoints.freeze.path, { userId: alice.playerId, reason: '  ' }))
        .body.data,
    ).toEqual({
      errCode: ErrorCode.IncompleteParameters,
      field: 'reason',
    });
    const { body } = await asRole('support', accountsAdminEndpoints.freeze.path, {
      userId: alice.playerId,
      reason: 'chargeback',
    });
    expect(body.data).toMatchObject({
      userId: alice.playerId,
      status: 'frozen',
      changed: true,
      sessionsEnded: 1,
    });
    expect((await postApi(app, accountsEndpoints.userInfo.path, { token: alice.token })).body.code).toBe(409);
    const login = await postApi<Failure>(app, accountsEndpoints.login.path, {
      username: 'alice01',
      password: 'wonder12',
    });
    expect(login.body.data.errCode).toBe(ErrorCode.AccountFrozen);
    const [audit] = await auditRows('player.freeze');
    expect(audit).toMatchObject({
      actorStaffId: support.staffId,
      actorUsername: support.username,
      targetType: 'player',
      targetId: alice.playerId,
      before: { status: 'active', frozenReason: null },
      after: { status: 'frozen', reason: 'chargeback', sessionsEnded: 1 },
    });
    const again = await asRole('support', accountsAdminEndpoints.freeze.path, {
      userId: alice.playerId,
      reason: 'twice',
    });
    expect(again.body.data).toMatchObject({ changed: false });
    expect(await auditRows('player.freeze')).toHaveLength(1);
  });

  it('unfreezes with a reason, audited, after which the player logs in again', async () => {
    await asRole('support', accountsAdminEndpoints.freeze.path, { userId: alice.playerId, reason: 'check' });
    const { body } = await asRole('owner', accountsAdminEndpoints.unfreeze.path, {
      otp: owner.currentOtp(),
      userId: alice.playerId,
      reason: 'cleared',
    });
    expect(body.data).toMatchObject({ status: 'active', changed: true });
    expect(
      (await postApi(app, accountsEndpoints.login.path, { username: 'alice01', password: 'wonder12' })).body
        .code,
    ).toBe(1);
    const [audit] = await auditRows('player.unfreeze');
    expect(audit).toMatchObject({
      actorStaffId: owner.staffId,
      before: { status: 'frozen', frozenReason: 'check' },
      after: { status: 'active', reason: 'cleared' },
    });
  });
});

describe('SMS outbox in the console', () => {
  type Outbox = { provider: string; list: Array<{ phone: string; text: string; createdAt: string }> };

  async function sendCodes(): Promise<void> {
    await postApi(app, accountsEndpoints.smsSend.path, { quhao: '+84', mobile: '911111111', lang: 'en' });
    await postApi(app, accountsEndpoints.smsSend.path, { quhao: '+66', mobile: '822222222', lang: 'en' });
  }

  it('refuses support with 3004: a reset code read there would let them take over a player', async () => {
    await sendCodes();
    const answer = await postApi<Failure>(app, accountsAdminEndpoints.smsOutbox.path, {
      token: support.token,
      otp: support.currentOtp(),
    });
    expect(answer.body.data.errCode).toBe(ErrorCode.Forbidden);
    expect(await auditRows('sms.outbox_view')).toHaveLength(0);
  });

  it('refuses an owner without a current two-factor code (3006), and a code used before', async () => {
    await sendCodes();
    const path = accountsAdminEndpoints.smsOutbox.path;
    expect((await postApi<Failure>(app, path, { token: owner.token })).body.data.errCode).toBe(
      ErrorCode.TwoFactorWrong,
    );
    const otp = owner.currentOtp();
    expect((await postApi(app, path, { token: owner.token, otp })).body.code).toBe(1);
    expect((await postApi<Failure>(app, path, { token: owner.token, otp })).body.data.errCode).toBe(
      ErrorCode.TwoFactorWrong,
    );
    expect(await auditRows('sms.outbox_view')).toHaveLength(1);
  });

  it('shows an owner with a fresh code the messages, filtered, and audits each view without the codes', async () => {
    await sendCodes();
    const path = accountsAdminEndpoints.smsOutbox.path;
    const all = (await postApi(app, path, { token: owner.token, otp: owner.currentOtp() })).body
      .data as unknown as Outbox;
    expect(all.provider).toBe('outbox');
    expect(all.list.map((row) => row.phone).sort()).toEqual(['+66822222222', '+84911111111']);
    const one = (await postApi(app, path, { token: owner.token, otp: owner.currentOtp(), phone: '+66 8222' }))
      .body.data as unknown as Outbox;
    expect(one.list).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(one.list[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const views = await auditRows('sms.outbox_view');
    expect(views).toHaveLength(2);
    expect(views.every((row) => row.actorStaffId === owner.staffId)).toBe(true);
    expect(views.map((row) => row.after)).toEqual(
      expect.arrayContaining([
        { phone: null, provider: 'outbox', shown: 2 },
        { phone: '+66 8222', provider: 'outbox', shown: 1 },
      ]),
    );
    expect(JSON.stringify(views)).not.toContain(code);
  });
});

describe('invitation codes in the console', () => {
  type Invitations = {
    list: Array<{
      code: string;
      kind: string;
      enabled: boolean;
      ownerUsername: string | null;
      referrals: number;
    }>;
    total: number;
  };

  it('lists house codes first, then player codes with their owners', async () => {
    const { body } = await asRole('support', accountsAdminEndpoints.listInvitations.path);
    const data = body.data as unknown as Invitations;
    expect(data.total).toBe(2);
    expect(data.list[0]).toMatchObject({ code: '888', kind: 'house', enabled: true, ownerUsername: null });
    expect(data.list[1]).toMatchObject({
      code: alice.invitationCode,
      kind: 'player',
      ownerUsername: 'Alice01',
    });
    const house = (await asRole('support', accountsAdminEndpoints.listInvitations.path, { kind: 'house' }))
      .body.data as unknown as Invitations;
    expect(house.list.map((row) => row.code)).toEqual(['888']);
  });

  it('creates a house code (upper-cased, audited) that newcomers can register with; a taken code answers 3011', async () => {
    const created = await asRole('owner', accountsAdminEndpoints.createInvitation.path, { code: 'summer26' });
    expect(created.body.data).toEqual({ code: 'SUMMER26', kind: 'house', enabled: true });
    expect((await registerThroughApi(app, database, { invitation: 'Summer26' })).response.code).toBe(1);
    expect(
      (await asRole('owner', accountsAdminEndpoints.createInvitation.path, { code: 'SUMMER26' })).body.data
        .errCode,
    ).toBe(ErrorCode.InvitationCodeTaken);
    expect(
      (await asRole('owner', accountsAdminEndpoints.createInvitation.path, { code: alice.invitationCode }))
        .body.data.errCode,
    ).toBe(ErrorCode.InvitationCodeTaken);
    expect(
      (await asRole('owner', accountsAdminEndpoints.createInvitation.path, { code: 'no!' })).body.data
        .errCode,
    ).toBe(ErrorCode.IncompleteParameters);
    expect(await auditRows('invitation.create')).toHaveLength(1);
  });

  it('disables and re-enables a code, audited; a disabled code answers 1063 at registration', async () => {
    expect(
      (await asRole('owner', accountsAdminEndpoints.disableInvitation.path, { code: '888' })).body.data,
    ).toMatchObject({ code: '888', enabled: false });
    expect((await registerThroughApi(app, database, { invitation: '888' })).response.data.errCode).toBe(
      ErrorCode.InvitationCodeUnknown,
    );
    expect(
      (await asRole('owner', accountsAdminEndpoints.enableInvitation.path, { code: '888' })).body.data,
    ).toMatchObject({ enabled: true });
    expect((await registerThroughApi(app, database, { invitation: '888' })).response.code).toBe(1);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'invitation_code'), eq(auditLog.targetId, '888')));
    expect(audits.map((row) => row.action).sort()).toEqual(['invitation.disable', 'invitation.enable']);
    expect(
      (await asRole('owner', accountsAdminEndpoints.disableInvitation.path, { code: 'NOPE1' })).body.data
        .errCode,
    ).toBe(ErrorCode.NotFound);
  });
});
