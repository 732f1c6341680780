import { ACCOUNT_TEXTS, ErrorCode, accountsEndpoints } from '@fairround/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestOutboxCode, registerBody, seedAccountsForTest } from '../test/players.js';
import {
  SMS_CODE_TTL_MS,
  SMS_DAILY_CAP_PER_PHONE,
  SMS_HOURLY_CAP_PER_IP,
  SMS_HOURLY_CAP_PER_PREFIX,
  SMS_MAX_ATTEMPTS,
  SMS_PREFIX_FREE_DIGITS,
  SMS_RESEND_COOLDOWN_MS,
} from '../modules/accounts/sms/sms.service.js';
import { SMS_SEND_RATE_LIMIT } from '../modules/accounts/sms/sms.routes.js';
import { REGISTER_LIMITS } from '../modules/accounts/register-throttle.js';
import { smsCodes, smsOutbox } from '../modules/accounts/sms/sms.tables.js';
import { createManualClock } from '../platform/clock.js';
import { buildTestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { envelopeProblem, postRaw } from './reliability.test-utils.js';

/**
 * Issue #13, deliverable 7: SMS abuse. Every cap is reached through the real `sms_send` call at
 * exactly its configured count (read from the service's constants), the next one is refused with
 * its catalogue code and sends nothing; codes die after one use, after their lifetime and after
 * their tries. Codes are read from the outbox provider, as an operator would.
 */

const clock = createManualClock(new Date('2026-12-02T08:00:00Z'));
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
let database: TestDatabase;
let app: FastifyInstance;
let blockCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database, clock);
  clock.advanceMs(2 * DAY_MS);
});

/** A nine-digit number in a block of its own, so only the cap under test can be reached. */
function freshPhone(): string {
  blockCounter += 1;
  return `7${String(blockCounter).padStart(5, '0')}${'123'.slice(0, SMS_PREFIX_FREE_DIGITS)}`;
}

async function sendCode(mobile: string, ip: string) {
  const answer = await postRaw(app, accountsEndpoints.smsSend.path, {
    payload: JSON.stringify({ quhao: '+84', mobile, lang: 'en' }),
    remoteAddress: ip,
  });
  expect(envelopeProblem(answer)).toBeNull();
  return answer.envelope as { code: number; info: string; data: { errCode?: number } };
}

async function outboxCount(): Promise<number> {
  return (await database.db.select().from(smsOutbox)).length;
}

async function register(
  phone: string,
  captcha: string,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  const answer = await postRaw(app, accountsEndpoints.register.path, {
    payload: JSON.stringify({ ...registerBody({ phone }), captcha, lang: 'en', ...overrides }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(envelopeProblem(answer)).toBeNull();
  return answer.envelope as { code: number; info: string; data: { errCode?: number; field?: string } };
}

/** A code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

describe('SMS sending caps', () => {
  it(`lets one phone have ${SMS_DAILY_CAP_PER_PHONE} codes in a rolling day and refuses the next with 3009 until the first is a day old`, async () => {
    const phone = freshPhone();
    for (let index = 0; index < SMS_DAILY_CAP_PER_PHONE; index += 1) {
      // A new address each time: the phone is what counts.
      expect((await sendCode(phone, `10.61.0.${index + 1}`)).code).toBe(1);
      clock.advanceMs(SMS_RESEND_COOLDOWN_MS);
    }
    const refused = await sendCode(phone, '10.61.1.1');
    expect(refused.data.errCode).toBe(ErrorCode.SmsDailyLimit);
    expect(await outboxCount()).toBe(SMS_DAILY_CAP_PER_PHONE);

    // The first code was sent 10 cooldowns ago; it leaves the rolling day exactly a day after it.
    const sinceFirst = SMS_DAILY_CAP_PER_PHONE * SMS_RESEND_COOLDOWN_MS;
    clock.advanceMs(DAY_MS - sinceFirst - 1_000);
    expect((await sendCode(phone, '10.61.1.2')).data.errCode).toBe(ErrorCode.SmsDailyLimit);
    clock.advanceMs(1_000);
    expect((await sendCode(phone, '10.61.1.3')).code).toBe(1);
    expect(await outboxCount()).toBe(SMS_DAILY_CAP_PER_PHONE + 1);
  });

  it(`refuses a resend to one phone within ${SMS_RESEND_COOLDOWN_MS / 1000} s with 2051, from any address`, async () => {
    const phone = freshPhone();
    expect((await sendCode(phone, '10.62.0.1')).code).toBe(1);
    clock.advanceMs(SMS_RESEND_COOLDOWN_MS - 1_000);
    const early = await sendCode(phone, '10.62.0.2');
    expect(early.data.errCode).toBe(ErrorCode.SmsTooFrequent);
    expect(early.info).toContain('1 ');
    clock.advanceMs(1_000);
    expect((await sendCode(phone, '10.62.0.3')).code).toBe(1);
    expect(await outboxCount()).toBe(2);
  });

  it(`lets one address ask ${SMS_HOURLY_CAP_PER_IP} codes in a rolling hour and refuses the next with 3002`, async () => {
    const ip = '10.63.0.1';
    for (let index = 0; index < SMS_HOURLY_CAP_PER_IP; index += 1)
      expect((await sendCode(freshPhone(), ip)).code).toBe(1);
    expect((await sendCode(freshPhone(), ip)).data.errCode).toBe(ErrorCode.RateLimited);
    expect(await outboxCount()).toBe(SMS_HOURLY_CAP_PER_IP);
    expect((await sendCode(freshPhone(), '10.63.0.2')).code).toBe(1);
    clock.advanceMs(HOUR_MS);
    expect((await sendCode(freshPhone(), ip)).code).toBe(1);
  });

  it(`lets one block of numbers (all but the last ${SMS_PREFIX_FREE_DIGITS} digits) have ${SMS_HOURLY_CAP_PER_PREFIX} codes an hour from any addresses, then 3002`, async () => {
    const block = freshPhone().slice(0, -SMS_PREFIX_FREE_DIGITS);
    const inBlock = (index: number) => `${block}${String(index).padStart(SMS_PREFIX_FREE_DIGITS, '0')}`;
    for (let index = 0; index < SMS_HOURLY_CAP_PER_PREFIX; index += 1)
      expect((await sendCode(inBlock(index), `10.64.0.${index + 1}`)).code).toBe(1);
    expect((await sendCode(inBlock(SMS_HOURLY_CAP_PER_PREFIX), '10.64.1.1')).data.errCode).toBe(
      ErrorCode.RateLimited,
    );
    expect(await outboxCount()).toBe(SMS_HOURLY_CAP_PER_PREFIX);
    // The next block is not affected; the blocked one opens again once the hour has passed.
    expect((await sendCode(freshPhone(), '10.64.1.2')).code).toBe(1);
    clock.advanceMs(HOUR_MS);
    expect((await sendCode(inBlock(SMS_HOURLY_CAP_PER_PREFIX), '10.64.1.3')).code).toBe(1);
  });

  it('answers a registered phone exactly as a new one, and sends it a notice with no code (issue #23)', async () => {
    const registered = freshPhone();
    expect((await sendCode(registered, '10.65.0.1')).code).toBe(1);
    expect((await register(registered, await latestOutboxCode(database, `+84${registered}`))).code).toBe(1);
    clock.advanceMs(SMS_RESEND_COOLDOWN_MS);
    const asRegistered = await postRaw(app, accountsEndpoints.smsSend.path, {
      payload: JSON.stringify({ quhao: '+84', mobile: registered, lang: 'en' }),
      remoteAddress: '10.65.0.2',
    });
    const asNew = await postRaw(app, accountsEndpoints.smsSend.path, {
      payload: JSON.stringify({ quhao: '+84', mobile: freshPhone(), lang: 'en' }),
      remoteAddress: '10.65.0.3',
    });
    expect(asRegistered.status).toBe(asNew.status);
    expect(asRegistered.text).toBe(asNew.text);
    expect(asNew.envelope?.code).toBe(1);
    const [notice] = await database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, `+84${registered}`))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    expect(notice?.text).toBe(ACCOUNT_TEXTS['en-US'].smsAlreadyRegistered);
    expect(notice?.text).not.toMatch(/\d{6}/);
    // Cooldown and caps count the notice like a code, so a second ask answers alike too.
    expect((await sendCode(registered, '10.65.0.4')).data.errCode).toBe(ErrorCode.SmsTooFrequent);
  });

  it(`lets one address make at most ${SMS_SEND_RATE_LIMIT.max} calls in ${SMS_SEND_RATE_LIMIT.timeWindowMs / 60_000} minutes, whatever they answer, then 3002`, async () => {
    const registered = freshPhone();
    expect((await sendCode(registered, '10.70.0.1')).code).toBe(1);
    expect((await register(registered, await latestOutboxCode(database, `+84${registered}`))).code).toBe(1);
    clock.advanceMs(SMS_RESEND_COOLDOWN_MS);
    // Refusals (here the cooldown) send nothing, so only the call budget bounds them.
    const ip = '10.70.0.2';
    expect((await sendCode(registered, ip)).code).toBe(1);
    for (let index = 1; index < SMS_SEND_RATE_LIMIT.max; index += 1)
      expect((await sendCode(registered, ip)).data.errCode).toBe(ErrorCode.SmsTooFrequent);
    expect((await sendCode(registered, ip)).data.errCode).toBe(ErrorCode.RateLimited);
    expect((await sendCode(freshPhone(), ip)).data.errCode).toBe(ErrorCode.RateLimited);
    // Another address keeps its own budget.
    expect((await sendCode(freshPhone(), '10.70.0.3')).code).toBe(1);
    expect(await outboxCount()).toBe(3);
  });
});

describe('SMS codes', () => {
  it('are single use: the same code is refused with 2054 the second time', async () => {
    const phone = freshPhone();
    await sendCode(phone, '10.66.0.1');
    const code = await latestOutboxCode(database, `+84${phone}`);
    expect((await register(phone, code)).code).toBe(1);
    // A second account on the same phone with the spent code: the code is refused first.
    expect((await register(phone, code)).data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it(`expire ${SMS_CODE_TTL_MS / 60_000} minutes after sending (2054), and not a second before`, async () => {
    const early = freshPhone();
    await sendCode(early, '10.67.0.1');
    const late = freshPhone();
    await sendCode(late, '10.67.0.2');
    const earlyCode = await latestOutboxCode(database, `+84${early}`);
    const lateCode = await latestOutboxCode(database, `+84${late}`);
    clock.advanceMs(SMS_CODE_TTL_MS - 1_000);
    expect((await register(early, earlyCode)).code).toBe(1);
    clock.advanceMs(1_000);
    expect((await register(late, lateCode)).data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it(`die after ${SMS_MAX_ATTEMPTS} wrong tries: the right code is then refused with 2054`, async () => {
    const phone = freshPhone();
    await sendCode(phone, '10.68.0.1');
    const code = await latestOutboxCode(database, `+84${phone}`);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < SMS_MAX_ATTEMPTS; attempt += 1)
      expect((await register(phone, wrong)).data.errCode).toBe(ErrorCode.SmsCodeWrong);
    expect((await register(phone, code)).data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it(`spend at most ${SMS_MAX_ATTEMPTS} tries when 20 wrong guesses arrive at once`, async () => {
    const phone = freshPhone();
    await sendCode(phone, '10.69.0.1');
    const code = await latestOutboxCode(database, `+84${phone}`);
    const guesses = Array.from({ length: 20 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => register(phone, guess)));
    const codes = answers.map((answer) => answer.data.errCode);
    expect(codes.filter((errCode) => errCode === ErrorCode.SmsCodeWrong)).toHaveLength(SMS_MAX_ATTEMPTS);
    expect(codes.filter((errCode) => errCode === ErrorCode.SmsCodeExpired)).toHaveLength(
      20 - SMS_MAX_ATTEMPTS,
    );
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.attempts).toBe(SMS_MAX_ATTEMPTS);
    // Twenty failures also lock the phone's registration (more than REGISTER_LIMITS.perAccount).
    expect((await register(phone, code)).data.errCode).toBe(ErrorCode.TooManyAttempts);
  });
});

describe('registration as a phone oracle (issue #23)', () => {
  it('answers a wrong code for a phone registered by SMS exactly as for a phone never seen', async () => {
    const registered = freshPhone();
    await sendCode(registered, '10.74.0.1');
    const code = await latestOutboxCode(database, `+84${registered}`);
    expect((await register(registered, code, {}, '10.74.0.1')).code).toBe(1);

    const asRegistered = await postRaw(app, accountsEndpoints.register.path, {
      payload: JSON.stringify({ ...registerBody({ phone: registered }), captcha: wrongFor(code), lang: 'en' }),
      remoteAddress: '10.74.0.2',
    });
    const asNew = await postRaw(app, accountsEndpoints.register.path, {
      payload: JSON.stringify({ ...registerBody({ phone: freshPhone() }), captcha: wrongFor(code), lang: 'en' }),
      remoteAddress: '10.74.0.3',
    });
    expect(asRegistered.status).toBe(asNew.status);
    expect(asRegistered.text).toBe(asNew.text);
    expect(asNew.envelope?.data).toEqual({ errCode: ErrorCode.SmsCodeExpired, field: 'captcha' });
  });

  it(`locks one phone after ${REGISTER_LIMITS.perAccount} refused registrations from as many addresses, with the login's 3001`, async () => {
    const phone = freshPhone();
    for (let attempt = 0; attempt < REGISTER_LIMITS.perAccount; attempt += 1) {
      const answer = await register(phone, '123456', {}, `10.71.0.${attempt + 1}`);
      expect(answer.data.errCode).toBe(ErrorCode.SmsCodeExpired);
    }
    const locked = await register(phone, '123456', {}, '10.71.1.1');
    expect(locked).toEqual({
      code: 0,
      info: `Too many attempts; try again in ${REGISTER_LIMITS.windowMs / 60_000} minutes`,
      data: { errCode: ErrorCode.TooManyAttempts },
    });
    // Even a right code waits out the lock; another phone from the same address does not.
    await sendCode(phone, '10.71.1.2');
    const code = await latestOutboxCode(database, `+84${phone}`);
    expect((await register(phone, code, {}, '10.71.1.2')).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect((await register(freshPhone(), '123456', {}, '10.71.1.2')).data.errCode).toBe(ErrorCode.SmsCodeExpired);
    clock.advanceMs(REGISTER_LIMITS.windowMs);
    await sendCode(phone, '10.71.1.3');
    const later = await latestOutboxCode(database, `+84${phone}`);
    expect((await register(phone, later, {}, '10.71.1.3')).code).toBe(1);
  });

  it(`locks one address after ${REGISTER_LIMITS.perIp} refused registrations across as many phones, while other addresses still register`, async () => {
    const started = Date.now();
    for (let attempt = 0; attempt < REGISTER_LIMITS.perIp; attempt += 1) {
      const answer = await register(freshPhone(), '123456', {}, '10.72.0.1');
      expect(answer.data.errCode).toBe(ErrorCode.SmsCodeExpired);
    }
    // Unknown invitation codes count too, so house codes cannot be guessed in bulk either.
    const locked = await register(freshPhone(), '123456', { invitation: 'ZZZ999' }, '10.72.0.1');
    expect(locked.data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(locked.info).toBe(`Too many attempts; try again in ${REGISTER_LIMITS.windowMs / 60_000} minutes`);
    console.info(`register lock: ${REGISTER_LIMITS.perIp + 1} attempts in ${Date.now() - started} ms`);

    const phone = freshPhone();
    await sendCode(phone, '10.72.0.2');
    const code = await latestOutboxCode(database, `+84${phone}`);
    expect((await register(phone, code, {}, '10.72.0.2')).code).toBe(1);
  });

  it('counts unknown invitation codes against the address', async () => {
    for (let attempt = 0; attempt < REGISTER_LIMITS.perIp; attempt += 1) {
      const answer = await register(freshPhone(), '123456', { invitation: `H${attempt}X` }, '10.73.0.1');
      expect(answer.data.errCode).toBe(ErrorCode.InvitationCodeUnknown);
    }
    expect((await register(freshPhone(), '123456', { invitation: '888' }, '10.73.0.1')).data.errCode).toBe(
      ErrorCode.TooManyAttempts,
    );
  });
});
