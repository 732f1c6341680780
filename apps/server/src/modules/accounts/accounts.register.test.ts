import {
  ACCOUNT_TEXTS,
  ErrorCode,
  accountsEndpoints,
  appConfigEndpoints,
  API_DOCS_PATH,
} from '@fairround/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.js';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { fundPlayerForTest } from '../../test/ledger.js';
import {
  latestOutboxCode,
  registerBody,
  registerThroughApi,
  seedAccountsForTest,
} from '../../test/players.js';
import { invitationCodes } from './invitations/invitations.tables.js';
import { players } from './players.tables.js';
import { smsCodes, smsOutbox } from './sms/sms.tables.js';

let database: TestDatabase;
let app: FastifyInstance;

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
});

/** Sends a code for the body's phone and registers with the body as given (captcha filled when empty). */
async function register(body: ReturnType<typeof registerBody>) {
  await postApi(app, accountsEndpoints.smsSend.path, { quhao: body.quhao, mobile: body.phone });
  const captcha =
    body.captcha || (await latestOutboxCode(database, `${body.quhao}${body.phone}`).catch(() => '000000'));
  return postApi<{ errCode: number; field?: string; token: string }>(app, accountsEndpoints.register.path, {
    ...body,
    captcha,
  });
}

describe('register', () => {
  it('creates the player at level 1 with its own code, logs them in and answers the user info', async () => {
    const { body, response } = await registerThroughApi(app, database, { username: '  Alice01 ' });
    expect(response.code).toBe(1);
    expect(response.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.data.userinfo).toMatchObject({
      username: 'Alice01',
      nickname: 'Alice01',
      quhao: '+84',
      phone: `+84 ****${body.phone.slice(-4)}`,
      level: 1,
      levelName: 'bronze',
      money: '0.00',
      leftmoney: '0.00',
      noPassword2: 0,
      turnover: '0.00',
    });
    expect(response.data.userinfo?.invitationCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const info = await postApi<{ username: string }>(app, accountsEndpoints.userInfo.path, {
      token: response.data.token,
    });
    expect(info.body.code).toBe(1);
    expect(info.body.data.username).toBe('Alice01');
  });

  it('stores argon2id hashes of both passwords, never the passwords', async () => {
    const { body } = await registerThroughApi(app, database);
    const [row] = await database.db.select().from(players).where(eq(players.username, body.username));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.payPasswordHash?.startsWith('$argon2id$')).toBe(true);
    const dump = JSON.stringify(await queryRows(database.db, sql`select * from players`));
    expect(dump).not.toContain(body.password);
    expect(dump).not.toContain(body.payPwd);
  });

  it('records the referrer when registering with a player’s own code, in any case', async () => {
    const first = await registerThroughApi(app, database);
    const ownCode = first.response.data.userinfo!.invitationCode;
    const second = await registerThroughApi(app, database, { invitation: ownCode.toLowerCase() });
    expect(second.response.code).toBe(1);
    const [row] = await database.db
      .select()
      .from(players)
      .where(eq(players.id, second.response.data.userinfo!.id));
    expect(row?.referrerPlayerId).toBe(first.response.data.userinfo!.id);
    expect(row?.referredByCode).toBe(ownCode);
    const [code] = await database.db.select().from(invitationCodes).where(eq(invitationCodes.code, ownCode));
    expect(code).toMatchObject({
      kind: 'player',
      ownerPlayerId: first.response.data.userinfo!.id,
      enabled: true,
    });
  });

  it('accepts the seeded house code 888 without recording a referrer', async () => {
    const { response } = await registerThroughApi(app, database, { invitation: '888' });
    const [row] = await database.db.select().from(players).where(eq(players.id, response.data.userinfo!.id));
    expect(row?.referrerPlayerId).toBeNull();
    expect(row?.referredByCode).toBe('888');
  });

  it.each([
    ['an empty username', { username: '' }, ErrorCode.UsernameFormat, 'username'],
    ['a username of letters only', { username: 'alice' }, ErrorCode.UsernameFormat, 'username'],
    ['a username with a symbol', { username: 'alice_1' }, ErrorCode.UsernameFormat, 'username'],
    [
      'a 7-character password',
      { password: 'abc1234', spassword: 'abc1234' },
      ErrorCode.PasswordLength,
      'password',
    ],
    [
      'a 65-character password',
      { password: `a1${'x'.repeat(63)}`, spassword: `a1${'x'.repeat(63)}` },
      ErrorCode.PasswordLength,
      'password',
    ],
    [
      'a password of letters only',
      { password: 'abcdefgh', spassword: 'abcdefgh' },
      ErrorCode.PasswordAlphanumeric,
      'password',
    ],
    ['a different confirmation', { spassword: 'passw0rx' }, ErrorCode.PasswordsDiffer, 'spassword'],
    ['a short pay password', { payPwd: '12345' }, ErrorCode.PayPasswordFormat, 'payPwd'],
    ['a pay password with symbols', { payPwd: '12345!' }, ErrorCode.PayPasswordFormat, 'payPwd'],
    ['no agreement', { agree: false }, ErrorCode.AgreementRequired, 'agree'],
    ['an unknown invitation code', { invitation: 'NOPE99' }, ErrorCode.InvitationCodeUnknown, 'invitation'],
    ['a wrong SMS code', { captcha: '999999x' }, ErrorCode.SmsCodeWrong, 'captcha'],
  ])('refuses %s', async (_name, overrides, errCode, field) => {
    const { body } = await register(registerBody(overrides));
    expect(body.code).toBe(0);
    expect(body.data.errCode).toBe(errCode);
    expect(body.data.field).toBe(field);
    expect((await database.db.select().from(players)).length).toBe(0);
  });

  it('accepts a password with symbols and spaces (Play-pass1), and logs in with it', async () => {
    for (const [username, password] of [
      ['alice01', 'Play-pass1'],
      ['bob01', 'my pass #2 ok!'],
    ] as const) {
      const { body } = await register(registerBody({ username, password, spassword: password }));
      expect(body.code).toBe(1);
      const login = await postApi<{ token: string }>(app, accountsEndpoints.login.path, {
        username,
        password,
      });
      expect(login.body.code).toBe(1);
    }
  });

  it('checks the rules in order: username before password before confirmation before pay password before agreement', async () => {
    const everythingWrong = registerBody({
      username: 'x',
      password: '1',
      spassword: '2',
      payPwd: '!',
      agree: false,
      invitation: 'NOPE',
    });
    expect((await register(everythingWrong)).body.data.errCode).toBe(ErrorCode.UsernameFormat);
    expect((await register({ ...everythingWrong, username: 'alice01' })).body.data.errCode).toBe(
      ErrorCode.PasswordLength,
    );
    expect(
      (await register({ ...everythingWrong, username: 'alice01', password: 'abc12345' })).body.data.errCode,
    ).toBe(ErrorCode.PasswordsDiffer);
    const confirmed = {
      ...everythingWrong,
      username: 'alice01',
      password: 'abc12345',
      spassword: 'abc12345',
    };
    expect((await register(confirmed)).body.data.errCode).toBe(ErrorCode.PayPasswordFormat);
    expect((await register({ ...confirmed, payPwd: '123456' })).body.data.errCode).toBe(
      ErrorCode.AgreementRequired,
    );
    expect((await register({ ...confirmed, payPwd: '123456', agree: true })).body.data.errCode).toBe(
      ErrorCode.InvitationCodeUnknown,
    );
  });

  it('refuses a disabled invitation code with 1063', async () => {
    await database.db.update(invitationCodes).set({ enabled: false }).where(eq(invitationCodes.code, '888'));
    const { body } = await register(registerBody());
    expect(body.data.errCode).toBe(ErrorCode.InvitationCodeUnknown);
  });

  it('refuses a malformed phone with 2050', async () => {
    const { body } = await postApi<{ errCode: number }>(app, accountsEndpoints.register.path, {
      ...registerBody({ phone: '12' }),
      captcha: '123456',
    });
    expect(body.data.errCode).toBe(ErrorCode.PhoneFormat);
  });

  it('refuses with 2054 (request a new one) when no code was ever sent to the phone, as for a used code', async () => {
    const { body } = await postApi<{ errCode: number }>(app, accountsEndpoints.register.path, {
      ...registerBody(),
      captcha: '123456',
    });
    expect(body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it('uses the SMS code once: a second register with it answers 2054', async () => {
    const first = await registerThroughApi(app, database);
    expect(first.response.code).toBe(1);
    const again = await postApi<{ errCode: number }>(app, accountsEndpoints.register.path, {
      ...first.body,
      username: 'other01',
    });
    expect(again.body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it("refuses a username that is another player's nickname, in any case (nicknames change, issue #25)", async () => {
    const first = await registerThroughApi(app, database, { username: 'Carol01' });
    expect(first.response.code).toBe(1);
    await database.db.update(players).set({ nickname: 'LuckyDave7' }).where(eq(players.username, 'Carol01'));
    const taken = await registerThroughApi(app, database, { username: 'luckydave7' });
    expect(taken.response.data.errCode).toBe(ErrorCode.AlreadyRegistered);
  });

  it('refuses a taken username in any case with 1013, and sends a taken phone (any spelling) a notice instead of a code', async () => {
    const first = await registerThroughApi(app, database, { username: 'Bob007' });
    expect(first.response.code).toBe(1);
    const sameName = await registerThroughApi(app, database, { username: 'bOB007' });
    expect(sameName.response.data.errCode).toBe(ErrorCode.AlreadyRegistered);
    for (const mobile of [first.body.phone, `0${first.body.phone}`]) {
      await database.db.delete(smsCodes);
      const sent = await postApi<{ errCode: number }>(app, accountsEndpoints.smsSend.path, {
        quhao: '84',
        mobile,
        lang: 'vi',
      });
      expect(sent.body.code).toBe(1);
      const [notice] = await database.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, `+84${first.body.phone}`))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(1);
      expect(notice?.text).toBe(ACCOUNT_TEXTS.vi.smsAlreadyRegistered);
    }
  });

  it('answers 1013 when the phone became registered after its code was sent', async () => {
    const body = registerBody();
    await postApi(app, accountsEndpoints.smsSend.path, { quhao: body.quhao, mobile: body.phone });
    const captcha = await latestOutboxCode(database, `+84${body.phone}`);
    // Another player takes the number meanwhile (written directly: the phone then had a live code).
    const taken = await registerThroughApi(app, database);
    await database.db
      .update(players)
      .set({ phone: body.phone })
      .where(eq(players.id, taken.response.data.userinfo!.id));
    const { body: answer } = await postApi<{ errCode: number }>(app, accountsEndpoints.register.path, {
      ...body,
      captcha,
    });
    expect(answer.data.errCode).toBe(ErrorCode.AlreadyRegistered);
  });

  it('shows the ledger cash as money and leftmoney in getuserinfo', async () => {
    const { response } = await registerThroughApi(app, database);
    await fundPlayerForTest(database.db, response.data.userinfo!.id, 123_450);
    const info = await postApi<Record<string, unknown>>(app, accountsEndpoints.userInfo.path, {
      token: response.data.token,
    });
    expect(Object.keys(info.body.data).sort()).toEqual(
      [
        'id',
        'username',
        'nickname',
        'phone',
        'quhao',
        'level',
        'levelName',
        'money',
        'leftmoney',
        'noPassword2',
        'invitationCode',
        'turnover',
        'twoFactor',
      ].sort(),
    );
    expect(info.body.data).toMatchObject({ money: '1234.50', leftmoney: '1234.50' });
  });

  it('is documented in the OpenAPI document with the other account calls', async () => {
    const openapi = (await app.inject(API_DOCS_PATH)).json() as { paths: Record<string, unknown> };
    for (const path of [
      accountsEndpoints.register.path,
      accountsEndpoints.smsSend.path,
      accountsEndpoints.login.path,
      accountsEndpoints.logout.path,
      accountsEndpoints.userInfo.path,
      accountsEndpoints.vipLevels.path,
    ]) {
      expect(Object.keys(openapi.paths)).toContain(path);
    }
  });
});

describe('getconfig for the account forms', () => {
  it('offers the country list with dial codes and flags, defaulting to +84', async () => {
    const { body } = await postApi<{
      defaultQuhao: string;
      countries: Array<{ iso: string; dialCode: string; flag: string }>;
    }>(app, appConfigEndpoints.config.path);
    expect(body.data.defaultQuhao).toBe('+84');
    expect(body.data.countries[0]).toEqual({ iso: 'VN', name: 'Vietnam', dialCode: '+84', flag: '🇻🇳' });
    expect(body.data.countries.length).toBeGreaterThan(50);
  });
});
