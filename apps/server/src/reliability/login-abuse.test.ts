import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, accountsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlayerForTest, registerBody, seedAccountsForTest, type TestPlayer } from '../test/players.js';
import { createManualClock } from '../platform/clock.js';
import { PLAYER_LOGIN_LIMITS } from '../platform/credentials/login-throttle.js';
import { buildTestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { envelopeProblem, postRaw, type Answer } from './reliability.test-utils.js';

/**
 * Issue #13, deliverable 7: login brute force and account enumeration on the player login.
 * Brute force goes through a real listening server, each attempt from its own loopback address
 * (127.0.0.x as the socket's local address), so the throttle sees what it would see in production.
 */

const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
const PASSWORD = 'wonder12';
const { perAccount, perIp, windowMs } = PLAYER_LOGIN_LIMITS;
/** Timing samples per kind of failure, and how far apart their medians may be. */
const TIMING_SAMPLES = 20;
const TIMING_RATIO_BOUND = 1.5;

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let alice: TestPlayer;
let loopbackCounter = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database, clock);
  clock.advanceMs(windowMs * 4);
  alice = await createPlayerForTest(database, {
    username: 'Alice01',
    password: PASSWORD,
    quhao: '+84',
    phone: '912345678',
    clock,
  });
});

/** The next loopback address of 127.0.0.0/8 (Linux routes all of them to the local host). */
function nextLoopback(): string {
  loopbackCounter += 1;
  return `127.0.${Math.floor(loopbackCounter / 250)}.${(loopbackCounter % 250) + 1}`;
}

type LoginEnvelope = { code: number; info: string; data: { errCode?: number; token?: string } };

/** One login over TCP from `localAddress`. */
function loginFrom(localAddress: string, username: string, password: string): Promise<LoginEnvelope> {
  const body = JSON.stringify({ lang: 'en', quhao: '+84', username, password });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: accountsEndpoints.login.path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(JSON.parse(text) as LoginEnvelope));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('login brute force', () => {
  it(`locks an account after ${perAccount} wrong passwords from ${perAccount} addresses, even for the right password from a new one, for ${windowMs / 60_000} minutes`, async () => {
    for (let attempt = 0; attempt < perAccount; attempt += 1) {
      // Alternate the username and the phone: both name the same account.
      const name = attempt % 2 === 0 ? 'alice01' : alice.phone;
      expect((await loginFrom(nextLoopback(), name, `guess${attempt}x`)).data.errCode).toBe(
        ErrorCode.LoginFailed,
      );
    }
    const locked = await loginFrom(nextLoopback(), 'Alice01', PASSWORD);
    expect(locked.data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(locked.data.token).toBeUndefined();
    expect(locked.info).toContain(String(windowMs / 60_000));

    clock.advanceMs(windowMs - 1_000);
    expect((await loginFrom(nextLoopback(), alice.phone, PASSWORD)).data.errCode).toBe(
      ErrorCode.TooManyAttempts,
    );
    clock.advanceMs(1_000);
    const unlocked = await loginFrom(nextLoopback(), 'Alice01', PASSWORD);
    expect(unlocked.code).toBe(1);
    expect(unlocked.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it(`locks an address after ${perIp} failures across ${perIp} usernames, while other addresses still log in`, async () => {
    const attacker = nextLoopback();
    for (let attempt = 0; attempt < perIp; attempt += 1) {
      const name = attempt % 3 === 0 ? `ghost${attempt}x` : `user${attempt}abc`;
      expect((await loginFrom(attacker, name, 'guess123')).data.errCode).toBe(ErrorCode.LoginFailed);
    }
    expect((await loginFrom(attacker, 'Alice01', PASSWORD)).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect((await loginFrom(nextLoopback(), 'Alice01', PASSWORD)).code).toBe(1);
    clock.advanceMs(windowMs);
    expect((await loginFrom(attacker, 'Alice01', PASSWORD)).code).toBe(1);
  });

  it(`stops spending password checks on a locked account: ${perAccount * 4} more guesses all answer 3001`, async () => {
    for (let attempt = 0; attempt < perAccount; attempt += 1)
      await loginFrom(nextLoopback(), 'Alice01', `guess${attempt}x`);
    const answers = await Promise.all(
      Array.from({ length: perAccount * 4 }, (_, index) =>
        loginFrom(nextLoopback(), 'Alice01', index === 7 ? PASSWORD : `more${index}x`),
      ),
    );
    expect(answers.map((answer) => answer.data.errCode)).toEqual(
      answers.map(() => ErrorCode.TooManyAttempts),
    );
  });
});

describe('account enumeration', () => {
  /** One attempt from a fresh address after the window, so no lock can make answers differ. */
  async function attempt(
    username: string,
    password: string,
  ): Promise<{ answer: Answer; headers: string[]; ms: number }> {
    clock.advanceMs(windowMs);
    const remoteAddress = nextLoopback();
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: accountsEndpoints.login.path,
      payload: { lang: 'en', quhao: '+84', username, password },
      remoteAddress,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const answer: Answer = { status: response.statusCode, text: response.body, envelope: response.json() };
    expect(envelopeProblem(answer)).toBeNull();
    return { answer, headers: Object.keys(response.headers).sort(), ms };
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
  };

  it('answers an unknown name, an unknown phone and a wrong password with byte-identical bodies, one status and one set of headers', async () => {
    const cases = [
      await attempt('Alice01', 'wrongpass1'),
      await attempt(alice.phone, 'wrongpass1'),
      await attempt('Nobody01', 'wrongpass1'),
      await attempt('987654321', 'wrongpass1'),
    ];
    for (const { answer, headers } of cases) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(cases[0]!.answer.text);
      expect(headers).toEqual(cases[0]!.headers);
    }
    expect(cases[0]!.answer.envelope).toEqual({
      code: 0,
      info: 'Wrong username or password',
      data: { errCode: ErrorCode.LoginFailed },
    });
  });

  it(`takes comparable time for an unknown name and a wrong password: medians of ${TIMING_SAMPLES} each within ×${TIMING_RATIO_BOUND}`, async () => {
    // Warm both paths (the dummy hash is made on first use).
    await attempt('Nobody01', 'wrongpass1');
    await attempt('Alice01', 'wrongpass1');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let sample = 0; sample < TIMING_SAMPLES; sample += 1) {
      unknown.push((await attempt(`nobody${sample}x`, 'wrongpass1')).ms);
      wrong.push((await attempt('Alice01', `wrongpass${sample}`)).ms);
    }
    const ratio = median(unknown) / median(wrong);
    console.info(
      `login timing: unknown name median ${median(unknown).toFixed(1)} ms, wrong password median ${median(wrong).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(
      ratio,
      `unknown ${median(unknown).toFixed(1)} ms, wrong ${median(wrong).toFixed(1)} ms`,
    ).toBeGreaterThan(1 / TIMING_RATIO_BOUND);
    expect(ratio).toBeLessThan(TIMING_RATIO_BOUND);
  });

  it('does not tell a taken username or phone at registration to someone without a valid SMS code (2054 either way)', async () => {
    const asTaken = await postRaw(app, accountsEndpoints.register.path, {
      payload: JSON.stringify({
        ...registerBody({ username: 'Alice01', phone: alice.phone }),
        captcha: '123456',
        lang: 'en',
      }),
    });
    const asFree = await postRaw(app, accountsEndpoints.register.path, {
      payload: JSON.stringify({
        ...registerBody({ username: 'Freename1', phone: '987654321' }),
        captcha: '123456',
        lang: 'en',
      }),
    });
    expect(asTaken.status).toBe(asFree.status);
    expect(asTaken.text).toBe(asFree.text);
    expect(asTaken.envelope?.data).toEqual({ errCode: ErrorCode.SmsCodeExpired, field: 'captcha' });
  });
});
