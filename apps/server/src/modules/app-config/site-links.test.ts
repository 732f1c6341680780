import { ErrorCode, appConfigEndpoints, appConfigAdminEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { auditLog } from '../admin/admin.tables.js';
import { ok, refused } from '../../test/http.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';

/** A manual clock, so a test can take more two-factor codes than one 30 s step holds. */
const clock = createManualClock(new Date());
let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;

type PublicConfig = {
  version: string;
  supportUrl: string | null;
  appLinks: { android: string | null; ios: string | null };
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  owner = await createStaffForTest(database, { role: 'owner', clock });
});

const LINKS = {
  android: 'https://play.example.org/store/apps/details?id=org.fairround',
  ios: 'https://apps.example.org/app/fairround/id123',
  support: 'https://t.me/fairround_support',
};

describe('app and support links', () => {
  it('are unset on a fresh install', async () => {
    const config = await ok<PublicConfig>(app, appConfigEndpoints.config.path);
    // The operator's zone rides along: the app shows days and times in it (config TIMEZONE).
    expect(config).toMatchObject({
      supportUrl: null,
      appLinks: { android: null, ios: null },
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await ok(app, appConfigAdminEndpoints.links.path, { token: owner.token })).toEqual({
      android: null,
      ios: null,
      support: null,
    });
  });

  it('reach getconfig as soon as the owner saves them, and empty unsets one', async () => {
    expect(await ok(app, appConfigAdminEndpoints.updateLinks.path, { token: owner.token, otp: owner.currentOtp(), ...LINKS })).toEqual(
      LINKS,
    );
    let config = await ok<PublicConfig>(app, appConfigEndpoints.config.path);
    expect(config.appLinks).toEqual({ android: LINKS.android, ios: LINKS.ios });
    expect(config.supportUrl).toBe(LINKS.support);

    await ok(app, appConfigAdminEndpoints.updateLinks.path, {
      token: owner.token, otp: owner.currentOtp(),
      ...LINKS,
      ios: '',
      support: '  ',
    });
    config = await ok<PublicConfig>(app, appConfigEndpoints.config.path);
    expect(config.appLinks).toEqual({ android: LINKS.android, ios: null });
    expect(config.supportUrl).toBeNull();
    expect(await ok(app, appConfigAdminEndpoints.links.path, { token: owner.token })).toEqual({
      ...LINKS,
      ios: null,
      support: null,
    });
  });

  it('accepts only https addresses', async () => {
    for (const bad of [
      'http://example.org',
      'javascript:alert(1)',
      '/relative',
      'ftp://example.org',
      'https://',
      'not a url',
    ]) {
      const failure = await refused(
        app,
        appConfigAdminEndpoints.updateLinks.path,
        { token: owner.token, otp: owner.currentOtp(), ...LINKS, android: bad },
        ErrorCode.IncompleteParameters,
      );
      expect(failure.field, bad).toBe('android');
    }
    expect((await ok<PublicConfig>(app, appConfigEndpoints.config.path)).appLinks.android).toBeNull();
  });

  it('are the owner’s alone, and every change is audited', async () => {
    for (const role of ['content', 'finance', 'support'] as const) {
      const staff = await createStaffForTest(database, { role, clock });
      await refused(app, appConfigAdminEndpoints.links.path, { token: staff.token }, ErrorCode.Forbidden);
      await refused(
        app,
        appConfigAdminEndpoints.updateLinks.path,
        { token: staff.token, otp: staff.currentOtp(), ...LINKS },
        ErrorCode.Forbidden,
      );
    }
    await ok(app, appConfigAdminEndpoints.updateLinks.path, { token: owner.token, otp: owner.currentOtp(), ...LINKS });
    await ok(app, appConfigAdminEndpoints.updateLinks.path, { token: owner.token, otp: owner.currentOtp(), ...LINKS, android: null });
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.links.update'))
      .orderBy(auditLog.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorUsername: owner.username,
      before: { android: null, ios: null, support: null },
      after: LINKS,
    });
    expect(rows[1]).toMatchObject({ before: LINKS, after: { ...LINKS, android: null } });
  });
});
