import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, accountsEndpoints } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { queryRows } from '../../../platform/db/database.js';
import { buildTestApp, postApi } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { latestOutboxCode, registerBody, seedAccountsForTest } from '../../../test/players.js';
import { smsCodes, smsOutbox } from './sms.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));

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
  await seedAccountsForTest(database, clock);
  clock.advanceMs(24 * 60 * 60_000);
});

type Failure = { errCode: number };

async function sendCode(mobile: string, options: { ip?: string; lang?: string; quhao?: string } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: accountsEndpoints.smsSend.path,
    payload: { quhao: options.quhao ?? '+84', mobile, lang: options.lang ?? 'en' },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  return response.json() as {
    code: number;
    info: string;
    data: Failure & { cooldownSeconds: number; expiresInSeconds: number };
  };
}

async function registerWith(phone: string, captcha: string) {
  return postApi<Failure>(app, accountsEndpoints.register.path, { ...registerBody({ phone }), captcha });
}

describe('sms_send', () => {
  it('sends a six-digit code in the request language and says how long to wait', async () => {
    const sent = await sendCode('912345678', { lang: 'en' });
    expect(sent.code).toBe(1);
    expect(sent.data).toEqual({ cooldownSeconds: 60, expiresInSeconds: 300 });
    const [message] = await database.db.select().from(smsOutbox);
    expect(message?.phone).toBe('+84912345678');
    expect(message?.text).toMatch(/^Fairround: your verification code is \d{6}\. It expires in 5 minutes/);
    await sendCode('912345679', { lang: 'chs' });
    expect(await latestOutboxText('+84912345679')).toContain('验证码');
    await sendCode('912345670', { lang: 'vi' });
    expect(await latestOutboxText('+84912345670')).toContain('mã xác minh');
  });

  it('stores only a salted hash of the code', async () => {
    await sendCode('912345678');
    const code = await latestOutboxCode(database, '+84912345678');
    const rows = await queryRows<Record<string, unknown>>(database.db, sql`select * from sms_codes`);
    expect(rows).toHaveLength(1);
    for (const value of Object.values(rows[0]!)) expect(String(value)).not.toBe(code);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['too short', '12345', '+84'],
    ['too long', '1234567890123456', '+84'],
    ['not digits', '91234567a', '+84'],
    ['an unknown area code', '912345678', '+999'],
  ])('refuses a phone that is %s with 2050', async (_name, mobile, quhao) => {
    expect((await sendCode(mobile, { quhao })).data.errCode).toBe(ErrorCode.PhoneFormat);
  });

  it('refuses a resend within 60 seconds with 2051 and the seconds left', async () => {
    await sendCode('912345678');
    clock.advanceMs(15_000);
    const early = await sendCode('912345678');
    expect(early.data.errCode).toBe(ErrorCode.SmsTooFrequent);
    expect(early.info).toContain('45');
    clock.advanceMs(45_000);
    expect((await sendCode('912345678')).code).toBe(1);
  });

  it('waits SMS_RESEND_COOLDOWN_S between codes when the operator sets it, and says so', async () => {
    const quick = await buildTestApp(database, { clock, env: { SMS_RESEND_COOLDOWN_S: '5' } });
    try {
      const send = () =>
        quick.inject({
          method: 'POST',
          url: accountsEndpoints.smsSend.path,
          payload: { quhao: '+84', mobile: '912345670' },
        });
      expect((await send()).json()).toMatchObject({ code: 1, data: { cooldownSeconds: 5 } });
      clock.advanceMs(4_000);
      expect((await send()).json()).toMatchObject({ data: { errCode: ErrorCode.SmsTooFrequent } });
      clock.advanceMs(1_000);
      expect((await send()).json()).toMatchObject({ code: 1 });
    } finally {
      await quick.close();
    }
  });

  it('caps one phone at 10 codes a day (3009)', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await sendCode('912345678')).code).toBe(1);
      clock.advanceMs(61_000);
    }
    expect((await sendCode('912345678')).data.errCode).toBe(ErrorCode.SmsDailyLimit);
    clock.advanceMs(24 * 60 * 60_000);
    expect((await sendCode('912345678')).code).toBe(1);
  });

  it('caps one IP at 20 codes an hour (3002) while other IPs still get codes', async () => {
    // Each phone in its own block of numbers, so the per-block cap stays out of the way.
    for (let index = 0; index < 20; index += 1)
      expect((await sendCode(`91${String(index).padStart(2, '0')}45678`, { ip: '10.0.0.7' })).code).toBe(1);
    expect((await sendCode('912345699', { ip: '10.0.0.7' })).data.errCode).toBe(ErrorCode.RateLimited);
    expect((await sendCode('912345699', { ip: '10.0.0.8' })).code).toBe(1);
    clock.advanceMs(60 * 60_000);
    expect((await sendCode('912345698', { ip: '10.0.0.7' })).code).toBe(1);
  });

  it('caps one block of 1,000 numbers at 10 codes an hour (3002), whichever addresses ask', async () => {
    for (let index = 0; index < 10; index += 1)
      expect(
        (await sendCode(`912345${String(index * 7).padStart(3, '0')}`, { ip: `10.0.1.${index}` })).code,
      ).toBe(1);
    expect((await sendCode('912345999', { ip: '10.0.2.1' })).data.errCode).toBe(ErrorCode.RateLimited);
    expect((await sendCode('912346000', { ip: '10.0.2.1' })).code).toBe(1);
    expect((await sendCode('91234599', { ip: '10.0.2.2' })).code).toBe(1);
    clock.advanceMs(60 * 60_000);
    expect((await sendCode('912345999', { ip: '10.0.2.1' })).code).toBe(1);
  });
});

describe('SMS codes at registration', () => {
  it('expire after 5 minutes (2054)', async () => {
    await sendCode('912345678');
    const code = await latestOutboxCode(database, '+84912345678');
    clock.advanceMs(5 * 60_000 + 1);
    expect((await registerWith('912345678', code)).body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it('still work just before 5 minutes', async () => {
    await sendCode('912345678');
    const code = await latestOutboxCode(database, '+84912345678');
    clock.advanceMs(5 * 60_000 - 1_000);
    expect((await registerWith('912345678', code)).body.code).toBe(1);
  });

  it('allow five tries: wrong ones answer 2053, after that even the right code answers 2054', async () => {
    await sendCode('912345678');
    const code = await latestOutboxCode(database, '+84912345678');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await registerWith('912345678', wrong)).body.data.errCode).toBe(ErrorCode.SmsCodeWrong);
    }
    expect((await registerWith('912345678', code)).body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it('are single use (2054 the second time)', async () => {
    await sendCode('912345678');
    const code = await latestOutboxCode(database, '+84912345678');
    const body = { ...registerBody({ phone: '912345678' }), captcha: code };
    expect((await postApi(app, accountsEndpoints.register.path, body)).body.code).toBe(1);
    const again = await postApi<Failure>(app, accountsEndpoints.register.path, {
      ...body,
      username: 'another1',
    });
    expect(again.body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
    const [row] = await database.db.select().from(smsCodes);
    expect(row?.consumedAt).not.toBeNull();
  });

  it('only the newest code counts once a new one was sent', async () => {
    await sendCode('912345678');
    const first = await latestOutboxCode(database, '+84912345678');
    clock.advanceMs(61_000);
    await sendCode('912345678');
    const second = await latestOutboxCode(database, '+84912345678');
    if (first !== second) {
      expect((await registerWith('912345678', first)).body.data.errCode).toBe(ErrorCode.SmsCodeWrong);
    }
    expect((await registerWith('912345678', second)).body.code).toBe(1);
  });
});

describe('the http SMS provider', () => {
  let gateway: Server;
  let received: Array<{ body: string; contentType: string | undefined }> = [];
  let answerStatus = 200;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ body, contentType: request.headers['content-type'] });
        response.statusCode = answerStatus;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  async function httpApp() {
    const { port } = gateway.address() as AddressInfo;
    return buildTestApp(database, {
      clock,
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
        SMS_HTTP_TEMPLATE: '{"to":"{phone}","message":"{text}","sender":"Fairround"}',
      },
    });
  }

  it('posts the filled JSON template to the gateway and writes nothing to the outbox', async () => {
    received = [];
    answerStatus = 200;
    const viaHttp = await httpApp();
    try {
      const { body } = await postApi(viaHttp, accountsEndpoints.smsSend.path, {
        quhao: '+84',
        mobile: '912345678',
        lang: 'en',
      });
      expect(body.code).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]!.contentType).toBe('application/json');
      const payload = JSON.parse(received[0]!.body) as { to: string; message: string; sender: string };
      expect(payload.to).toBe('+84912345678');
      expect(payload.sender).toBe('Fairround');
      expect(payload.message).toMatch(/verification code is \d{6}/);
      expect(await database.db.select().from(smsOutbox)).toHaveLength(0);
    } finally {
      await viaHttp.close();
    }
  });

  it('answers 1014 when the gateway fails and leaves no code behind, so the player may retry at once', async () => {
    received = [];
    answerStatus = 502;
    const viaHttp = await httpApp();
    try {
      const { body } = await postApi<Failure>(viaHttp, accountsEndpoints.smsSend.path, {
        quhao: '+84',
        mobile: '912345678',
      });
      expect(body.data.errCode).toBe(ErrorCode.SystemBusy);
      expect(await database.db.select().from(smsCodes)).toHaveLength(0);
      answerStatus = 200;
      expect(
        (await postApi(viaHttp, accountsEndpoints.smsSend.path, { quhao: '+84', mobile: '912345678' })).body
          .code,
      ).toBe(1);
    } finally {
      await viaHttp.close();
    }
  });
});

async function latestOutboxText(phone: string): Promise<string> {
  const rows = await queryRows<{ text: string }>(
    database.db,
    sql`select text from sms_outbox where phone = ${phone} order by created_at desc limit 1`,
  );
  return rows[0]?.text ?? '';
}
