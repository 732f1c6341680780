import {
  CATALOGUES,
  ErrorCode,
  noticeText,
  notificationsEndpoints,
  VERIFICATION_IMAGE_MAX_BYTES,
  verificationAdminEndpoints as admin,
  verificationEndpoints,
  type AdminVerification,
  type AdminVerificationPage,
  type NotificationsPage,
  type VerificationSettings,
  type VerificationStatus,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { call, ok, refused } from '../../test/http.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { asMoneyAction, createOperator, createStaffForTest, type TestStaff } from '../../test/staff.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { auditLog } from '../admin/admin.tables.js';
import { deleteExpiredVerificationFiles } from './verification.retention.js';
import { verificationFiles, verificationSubmissions } from './verification.tables.js';
import { jpegBase64, pngBase64, setVerificationRule, statusOf, upload, uploadAndSubmit } from './verification.test-utils.js';

/** Issue #26 item 4: the player's files, finance's decision, the rule and the deletion pass. */

const DAY = 24 * 60 * 60_000;
const clock = createManualClock(new Date('2026-11-22T03:00:00Z'));
let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-11-22T03:00:00Z'));
  await database.reset();
  await seedAccountsForTest(database, clock);
  owner = await createOperator(database, 'owner', clock);
  finance = await createOperator(database, 'finance', clock);
  alice = await createPlayerForTest(database, { clock });
});

const queue = (staff: TestStaff = finance, body: Record<string, unknown> = {}) =>
  ok<AdminVerificationPage>(app, admin.list.path, { token: staff.token, ...body });
const decide = (staff: TestStaff, body: Record<string, unknown>) =>
  call<AdminVerification & { errCode?: number; field?: string }>(app, admin.decide.path, asMoneyAction(staff, body));
const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

async function pendingIdOf(player: TestPlayer): Promise<string> {
  const page = await queue(finance, { playerId: player.playerId, status: 'all' });
  return page.items[0]!.id;
}

describe('the status a player reads', () => {
  it('follows each mode of the rule', async () => {
    expect(await statusOf(app, alice)).toEqual({
      state: 'none',
      requirement: { mode: 'off', threshold: null },
      requiredNow: false,
      withdrawableBeforeRequired: null,
      draft: { documentType: null, document: false, selfie: false },
      submittedAt: null,
      decidedAt: null,
      rejection: null,
    });
    await setVerificationRule(app, owner, { mode: 'first_withdrawal' });
    expect(await statusOf(app, alice)).toMatchObject({
      requirement: { mode: 'first_withdrawal', threshold: null },
      requiredNow: true,
      withdrawableBeforeRequired: null,
    });
    await setVerificationRule(app, owner, { mode: 'above_amount', threshold: '500' });
    expect(await statusOf(app, alice)).toMatchObject({
      requirement: { mode: 'above_amount', threshold: '500.00' },
      requiredNow: false,
      withdrawableBeforeRequired: '500.00',
    });
  });
});

describe('uploads', () => {
  it('refuses an HTML file renamed png (3051), an oversize image (3050) and a document without its type (1001)', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64');
    expect((await upload(app, alice, { kind: 'selfie', data: html })).data).toMatchObject({
      errCode: ErrorCode.ImageTypeUnsupported,
      field: 'data',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expect((await upload(app, alice, { kind: 'selfie', data: svg })).data).toMatchObject({ errCode: ErrorCode.ImageTypeUnsupported });
    const large = await upload(app, alice, { kind: 'selfie', data: pngBase64('', VERIFICATION_IMAGE_MAX_BYTES + 1 - 8) });
    expect(large.data).toMatchObject({ errCode: ErrorCode.ImageTooLarge, field: 'data' });
    expect(large.info).toMatch(/4096/);
    expect((await upload(app, alice, { kind: 'document', data: pngBase64() })).data).toMatchObject({
      errCode: ErrorCode.IncompleteParameters,
      field: 'documentType',
    });
    expect((await statusOf(app, alice)).draft).toEqual({ documentType: null, document: false, selfie: false });
  });

  it('takes an image at exactly the cap', async () => {
    const exact = pngBase64('', VERIFICATION_IMAGE_MAX_BYTES - 8);
    expect((await upload(app, alice, { kind: 'selfie', data: exact })).code).toBe(1);
  });

  it('keeps one draft per player and replaces a file uploaded again', async () => {
    await ok(app, verificationEndpoints.upload.path, { token: alice.token, kind: 'document', documentType: 'id_card', data: pngBase64('one') });
    const again = await ok<VerificationStatus>(app, verificationEndpoints.upload.path, {
      token: alice.token,
      kind: 'document',
      documentType: 'passport',
      data: pngBase64('two'),
    });
    expect(again.draft).toEqual({ documentType: 'passport', document: true, selfie: false });
    const rows = await database.db.select().from(verificationSubmissions);
    expect(rows).toHaveLength(1);
    const files = await database.db.select().from(verificationFiles);
    expect(files).toHaveLength(1);
    expect(files[0]!.data.subarray(8).toString()).toBe('two');
    expect(files[0]).toMatchObject({ kind: 'document', mime: 'image/png' });
  });

  it('needs both files to submit (3109 names the missing one)', async () => {
    expect((await refused(app, verificationEndpoints.submit.path, { token: alice.token }, ErrorCode.VerificationFilesMissing)).field).toBe(
      'document',
    );
    await ok(app, verificationEndpoints.upload.path, { token: alice.token, kind: 'document', documentType: 'id_card', data: pngBase64() });
    expect((await refused(app, verificationEndpoints.submit.path, { token: alice.token }, ErrorCode.VerificationFilesMissing)).field).toBe(
      'selfie',
    );
    await ok(app, verificationEndpoints.upload.path, { token: alice.token, kind: 'selfie', data: jpegBase64() });
    const submitted = await ok<VerificationStatus>(app, verificationEndpoints.submit.path, { token: alice.token });
    expect(submitted).toMatchObject({
      state: 'pending',
      submittedAt: clock.now().toISOString(),
      draft: { documentType: null, document: false, selfie: false },
    });
  });

  it('refuses uploads and submits while pending (3107) and once approved (3108)', async () => {
    await uploadAndSubmit(app, alice);
    expect((await upload(app, alice, { kind: 'selfie', data: jpegBase64() })).data).toMatchObject({
      errCode: ErrorCode.VerificationUnderReview,
    });
    await refused(app, verificationEndpoints.submit.path, { token: alice.token }, ErrorCode.VerificationUnderReview);
    expect((await decide(finance, { id: await pendingIdOf(alice), decision: 'approve' })).code).toBe(1);
    expect((await upload(app, alice, { kind: 'selfie', data: jpegBase64() })).data).toMatchObject({
      errCode: ErrorCode.VerificationAlreadyApproved,
    });
    await refused(app, verificationEndpoints.submit.path, { token: alice.token }, ErrorCode.VerificationAlreadyApproved);
  });
});

describe("finance's decision", () => {
  it('approves: the player is verified, told in the notification centre, and the decision is audited', async () => {
    await uploadAndSubmit(app, alice);
    const [pending] = (await queue()).items;
    expect(pending).toMatchObject({
      playerId: alice.playerId,
      username: alice.username,
      documentType: 'passport',
      status: 'pending',
      decidedAt: null,
      filesDeleteAt: null,
      files: [
        { kind: 'document', mime: 'image/png' },
        { kind: 'selfie', mime: 'image/jpeg' },
      ],
    });
    clock.advanceMs(60_000);
    const answer = await decide(finance, { id: pending!.id, decision: 'approve' });
    expect(answer.data).toMatchObject({
      status: 'approved',
      decidedBy: finance.username,
      decidedAt: clock.now().toISOString(),
      filesDeleteAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(await statusOf(app, alice)).toMatchObject({ state: 'approved', decidedAt: clock.now().toISOString(), rejection: null });
    const notices = await ok<NotificationsPage>(app, notificationsEndpoints.list.path, { token: alice.token });
    expect(notices.list).toHaveLength(1);
    expect(notices.list[0]).toMatchObject({ kind: 'verification_approved', link: '/verification' });
    const [audit] = await auditOf('verification.approve');
    expect(audit).toMatchObject({ actorUsername: finance.username, targetType: 'verification', targetId: pending!.id });
    expect(audit!.before).toMatchObject({ status: 'pending' });
    expect(audit!.after).toMatchObject({ status: 'approved' });
    expect((await queue()).total).toBe(0);
    expect((await queue(finance, { status: 'approved' })).total).toBe(1);
  });

  it('rejects only with a reason; the player reads it with the note and may send new files', async () => {
    await uploadAndSubmit(app, alice);
    const id = await pendingIdOf(alice);
    expect((await decide(finance, { id, decision: 'reject' })).data).toMatchObject({ errCode: ErrorCode.IncompleteParameters, field: 'reason' });
    const note = `  Please photograph the whole card.\u202E ${'x'.repeat(400)}`;
    const answer = await decide(owner, { id, decision: 'reject', reason: 'incomplete', note });
    expect(answer.code).toBe(1);
    const stored = answer.data.note!;
    expect(stored.startsWith('Please photograph the whole card.')).toBe(true);
    expect(stored).not.toContain('\u202E');
    expect([...stored].length).toBeLessThanOrEqual(300);

    const status = await statusOf(app, alice);
    expect(status).toMatchObject({ state: 'rejected', rejection: { reason: 'incomplete', note: stored }, requiredNow: false });
    const notices = await ok<NotificationsPage>(app, notificationsEndpoints.list.path, { token: alice.token });
    expect(notices.list[0]).toMatchObject({ kind: 'verification_rejected', link: '/verification' });
    expect(noticeText(CATALOGUES.vi.web, notices.list[0]!, (value) => value, 'vi').title).toMatch(/\S/);

    clock.advanceMs(60_000);
    const again = await uploadAndSubmit(app, alice);
    expect(again).toMatchObject({ state: 'pending', rejection: null });
    expect((await queue()).items.map((item) => item.status)).toEqual(['pending']);
    expect((await queue(finance, { status: 'all', playerId: alice.playerId })).total).toBe(2);
  });

  it('takes one of two decisions made at once; the other answers 3110', async () => {
    await uploadAndSubmit(app, alice);
    const id = await pendingIdOf(alice);
    const answers = await Promise.all([
      decide(finance, { id, decision: 'approve' }),
      decide(owner, { id, decision: 'reject', reason: 'unreadable' }),
    ]);
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.data.errCode === ErrorCode.VerificationNotPending)).toHaveLength(1);
    expect((await auditOf('verification.approve')).length + (await auditOf('verification.reject')).length).toBe(1);
    const notices = await ok<NotificationsPage>(app, notificationsEndpoints.list.path, { token: alice.token });
    expect(notices.list).toHaveLength(1);
  });

  it('refuses a stolen finance session without the step-up code, and a wrong code; nothing is decided', async () => {
    await uploadAndSubmit(app, alice);
    const id = await pendingIdOf(alice);
    const noCode = await call(app, admin.decide.path, { token: finance.token, id, decision: 'approve' });
    expect(noCode.code).toBe(0);
    await refused(app, admin.decide.path, { token: finance.token, otp: '000000', id, decision: 'approve' }, ErrorCode.TwoFactorWrong);
    expect((await statusOf(app, alice)).state).toBe('pending');
    expect(await auditOf('verification.approve')).toHaveLength(0);
  });

  it('answers 3003 for ids that are object keys, not submissions', async () => {
    for (const id of ['__proto__', 'toString', 'constructor']) {
      expect((await decide(finance, { id, decision: 'approve' })).data).toMatchObject({ errCode: ErrorCode.NotFound });
      await refused(app, admin.file.path, { token: finance.token, id, kind: 'document' }, ErrorCode.NotFound);
    }
  });

  it('answers 3003 for an unknown or malformed id', async () => {
    expect((await decide(finance, { id: 'nope', decision: 'approve' })).data).toMatchObject({ errCode: ErrorCode.NotFound });
    expect((await decide(finance, { id: '9b0c5a8e-7c1a-4b8e-9c61-2f0f4f0e9a11', decision: 'approve' })).data).toMatchObject({
      errCode: ErrorCode.NotFound,
    });
  });
});

describe('the files', () => {
  it('are served to owner and finance only, each view audited', async () => {
    await uploadAndSubmit(app, alice);
    const id = await pendingIdOf(alice);
    const file = await ok<{ mime: string; data: string }>(app, admin.file.path, { token: finance.token, id, kind: 'selfie' });
    expect(file).toEqual({ mime: 'image/jpeg', data: jpegBase64() });
    const [viewed] = await auditOf('verification.view_file');
    expect(viewed).toMatchObject({ actorUsername: finance.username, targetType: 'verification', targetId: id });

    for (const role of ['support', 'content'] as const) {
      const staff = await createStaffForTest(database, { role, clock });
      await refused(app, admin.file.path, { token: staff.token, id, kind: 'selfie' }, ErrorCode.Forbidden);
    }
    const asPlayer = await call(app, admin.file.path, { token: alice.token, id, kind: 'selfie' });
    expect(asPlayer.code).not.toBe(1);
    expect(JSON.stringify(asPlayer)).not.toContain(jpegBase64());
    await refused(app, admin.file.path, { token: finance.token, id: 'x', kind: 'selfie' }, ErrorCode.NotFound);
    expect(await auditOf('verification.view_file')).toHaveLength(1);
  });

  it('are deleted after the retention period (3111) while the decision stays', async () => {
    await setVerificationRule(app, owner, { mode: 'off', retentionDays: 10 });
    await uploadAndSubmit(app, alice);
    const id = await pendingIdOf(alice);
    await decide(finance, { id, decision: 'reject', reason: 'unreadable' });
    const decidedAt = clock.now();
    clock.advanceMs(10 * DAY - 60_000);
    expect(await deleteExpiredVerificationFiles({ db: database.db, clock })).toEqual({ decided: 0, drafts: 0 });
    // Sessions lapse over ten idle days: a member of finance signs in afresh.
    const later = await createOperator(database, 'finance', clock);
    expect((await ok(app, admin.file.path, { token: later.token, id, kind: 'document' })).mime).toBe('image/png');
    clock.advanceMs(2 * 60_000);
    expect(await deleteExpiredVerificationFiles({ db: database.db, clock })).toEqual({ decided: 1, drafts: 0 });
    await refused(app, admin.file.path, { token: later.token, id, kind: 'document' }, ErrorCode.VerificationFileGone);
    expect(await database.db.select().from(verificationFiles)).toEqual([]);
    const [item] = (await queue(later, { status: 'rejected' })).items;
    expect(item).toMatchObject({
      status: 'rejected',
      reason: 'unreadable',
      decidedAt: decidedAt.toISOString(),
      files: [],
      filesDeletedAt: clock.now().toISOString(),
      filesDeleteAt: null,
    });
    expect(await deleteExpiredVerificationFiles({ db: database.db, clock })).toEqual({ decided: 0, drafts: 0 });
  });

  it('keeps a pending submission whatever its age, and deletes drafts untouched for 7 days', async () => {
    const bob = await createPlayerForTest(database, { clock });
    await uploadAndSubmit(app, bob);
    await ok(app, verificationEndpoints.upload.path, { token: alice.token, kind: 'selfie', data: jpegBase64() });
    clock.advanceMs(7 * DAY - 60_000);
    expect(await deleteExpiredVerificationFiles({ db: database.db, clock })).toEqual({ decided: 0, drafts: 0 });
    clock.advanceMs(2 * 60_000);
    expect(await deleteExpiredVerificationFiles({ db: database.db, clock })).toEqual({ decided: 0, drafts: 1 });
    const rows = await database.db.select().from(verificationSubmissions);
    expect(rows.map((row) => [row.playerId, row.status])).toEqual([[bob.playerId, 'pending']]);
    expect(await database.db.select().from(verificationFiles)).toHaveLength(2);
    clock.advanceMs(365 * DAY);
    expect(await deleteExpiredVerificationFiles({ db: database.db, clock })).toEqual({ decided: 0, drafts: 0 });
    expect(await database.db.select().from(verificationFiles)).toHaveLength(2);
  });
});

describe('the rule', () => {
  it('is read by owner and finance and changed by the owner with a step-up code only; audited', async () => {
    expect(await ok<VerificationSettings>(app, admin.settings.path, { token: finance.token })).toEqual({
      mode: 'off',
      threshold: null,
      retentionDays: 30,
    });
    await refused(app, admin.updateSettings.path, asMoneyAction(finance, { mode: 'first_withdrawal', retentionDays: 30 }), ErrorCode.Forbidden);
    const noCode = await call(app, admin.updateSettings.path, { token: owner.token, mode: 'first_withdrawal', retentionDays: 30 });
    expect(noCode.code).toBe(0);
    expect(await ok<VerificationSettings>(app, admin.settings.path, { token: owner.token })).toMatchObject({ mode: 'off' });

    await setVerificationRule(app, owner, { mode: 'above_amount', threshold: '1250.5', retentionDays: 90 });
    expect(await ok<VerificationSettings>(app, admin.settings.path, { token: owner.token })).toEqual({
      mode: 'above_amount',
      threshold: '1250.50',
      retentionDays: 90,
    });
    const [audit] = await auditOf('verification.settings');
    expect(audit).toMatchObject({ actorUsername: owner.username, targetType: 'settings', targetId: 'verification' });
  });

  it.each([[undefined], [null], ['0'], ['-5'], ['1.234'], ['abc']])(
    'answers 1001 on threshold %j with above_amount',
    async (threshold) => {
      const failure = await refused(
        app,
        admin.updateSettings.path,
        asMoneyAction(owner, { mode: 'above_amount', retentionDays: 30, ...(threshold === undefined ? {} : { threshold }) }),
        ErrorCode.IncompleteParameters,
      );
      expect(failure.field).toBe('threshold');
    },
  );
});
