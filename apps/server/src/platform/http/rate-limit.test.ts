import { randomBytes, randomInt } from 'node:crypto';
import {
  ErrorCode,
  SESSION_DEAD_CODE,
  bannersAdminEndpoints,
  gameEndpoints,
  defineEndpoint,
} from '@fairround/shared';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerForTest } from '../../test/players.js';
import { createStaffForTest } from '../../test/staff.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { apiRoute } from './api-route.js';
import { DEFAULT_RATE_LIMIT, RATE_LIMIT_NAMESPACE } from './rate-limit.js';

const ORDER_PATH = gameEndpoints.order.path;
const ORDER_LIMIT = 60;
const BANNER_IMAGE_PATH = bannersAdminEndpoints.setImage.path;
const LIMITED_PATH = '/api/Test/limited';
const LIMITED_MAX = 3;
const OPEN_PATH = '/api/Test/open';

const OK_ANSWER = z.object({ ok: z.boolean() });

/** Routes of the test's own: a public call with a small limit, and one on the default budget. */
function addTestRoutes(app: FastifyInstance): void {
  apiRoute(app, {
    endpoint: defineEndpoint({ path: LIMITED_PATH, auth: 'public', response: OK_ANSWER }),
    auth: { kind: 'public' },
    rateLimit: { max: LIMITED_MAX, timeWindowMs: 60_000 },
    handler: async () => ({ ok: true }),
  });
  apiRoute(app, {
    endpoint: defineEndpoint({ path: OPEN_PATH, auth: 'public', response: OK_ANSWER }),
    auth: { kind: 'public' },
    handler: async () => ({ ok: true }),
  });
}

/** A client address of its own for each scenario, so counters never carry over between tests or runs. */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

type Call = { path: string; ip: string; body?: Record<string, unknown>; headers?: Record<string, string> };

async function call(app: FastifyInstance, { path, ip, body = {}, headers = {} }: Call) {
  const response = await app.inject({ method: 'POST', url: path, payload: body, headers, remoteAddress: ip });
  const envelope = response.json() as { code: number; data: { errCode?: number } };
  return { status: response.statusCode, envelope, headers: response.headers };
}

async function callTimes(app: FastifyInstance, times: number, request: Call) {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) statuses.push((await call(app, request)).status);
  return statuses;
}

function expectRateLimited(answer: Awaited<ReturnType<typeof call>>): void {
  expect(answer.status).toBe(429);
  expect(answer.envelope.code).toBe(0);
  expect(answer.envelope.data.errCode).toBe(ErrorCode.RateLimited);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('rate limits kept in this process', () => {
  let app: FastifyInstance;
  let sessionLookups = 0;

  beforeAll(async () => {
    app = await buildTestApp(database, {
      beforeReady: (instance, deps) => {
        addTestRoutes(instance);
        const lookup = deps.authenticators.player;
        deps.authenticators.player =
          lookup && ((token, request) => ((sessionLookups += 1), lookup(token, request)));
      },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('gives two players behind one address a budget each on the order call', async () => {
    const ip = freshAddress();
    const first = await createPlayerForTest(database);
    const second = await createPlayerForTest(database);
    const statuses = await callTimes(app, ORDER_LIMIT, {
      path: ORDER_PATH,
      ip,
      body: { token: first.token },
    });
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(await call(app, { path: ORDER_PATH, ip, body: { token: first.token, lang: 'en' } }));

    const other = await call(app, { path: ORDER_PATH, ip, body: { token: second.token } });
    expect(other.status).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe(String(ORDER_LIMIT - 1));
  });

  it('keeps one budget for a player who changes address or sends the token in a header', async () => {
    const player = await createPlayerForTest(database);
    const half = ORDER_LIMIT / 2;
    await callTimes(app, half, { path: ORDER_PATH, ip: freshAddress(), body: { token: player.token } });
    await callTimes(app, half, {
      path: ORDER_PATH,
      ip: freshAddress(),
      headers: { authorization: `Bearer ${player.token}` },
    });
    expectRateLimited(
      await call(app, { path: ORDER_PATH, ip: freshAddress(), body: { token: player.token } }),
    );
  });

  it('counts anonymous calls per address: one address shares a budget, another has its own', async () => {
    const ip = freshAddress();
    expect(await callTimes(app, LIMITED_MAX, { path: LIMITED_PATH, ip })).toEqual([200, 200, 200]);
    expectRateLimited(await call(app, { path: LIMITED_PATH, ip }));
    expect((await call(app, { path: LIMITED_PATH, ip: freshAddress() })).status).toBe(200);
  });

  it('counts a dead or invented token against the address, so new tokens buy no new budget', async () => {
    const ip = freshAddress();
    const deadToken = () => randomBytes(32).toString('hex');
    for (let index = 0; index < ORDER_LIMIT; index += 1) {
      const answer = await call(app, { path: ORDER_PATH, ip, body: { token: deadToken() } });
      expect(answer.envelope.code).toBe(SESSION_DEAD_CODE);
    }
    expectRateLimited(await call(app, { path: ORDER_PATH, ip, body: { token: deadToken() } }));
    expectRateLimited(await call(app, { path: ORDER_PATH, ip }));

    const player = await createPlayerForTest(database);
    expect((await call(app, { path: ORDER_PATH, ip, body: { token: player.token } })).status).toBe(200);
    expect(
      (await call(app, { path: ORDER_PATH, ip: freshAddress(), body: { token: deadToken() } })).status,
    ).toBe(200);
  });

  it('counts a path in any letter case against the same budget', async () => {
    const ip = freshAddress();
    await callTimes(app, LIMITED_MAX, { path: LIMITED_PATH.toUpperCase(), ip });
    expectRateLimited(await call(app, { path: LIMITED_PATH.toLowerCase(), ip }));
  });

  it('gives calls without a limit of their own the default budget, per principal', async () => {
    const ip = freshAddress();
    const player = await createPlayerForTest(database);
    const remaining = async (body: Record<string, unknown>) =>
      (await call(app, { path: OPEN_PATH, ip, body })).headers['x-ratelimit-remaining'];
    expect((await call(app, { path: OPEN_PATH, ip })).headers['x-ratelimit-limit']).toBe(
      String(DEFAULT_RATE_LIMIT.max),
    );
    expect(await remaining({})).toBe(String(DEFAULT_RATE_LIMIT.max - 2));
    expect(await remaining({ token: player.token })).toBe(String(DEFAULT_RATE_LIMIT.max - 1));
    // The limited route's calls from the same address did not touch the default budget.
    await call(app, { path: LIMITED_PATH, ip });
    expect(await remaining({})).toBe(String(DEFAULT_RATE_LIMIT.max - 3));
  });

  it('looks a session up once per call although both the limiter and the auth hook need it', async () => {
    const player = await createPlayerForTest(database);
    const before = sessionLookups;
    await call(app, { path: ORDER_PATH, ip: freshAddress(), body: { token: player.token } });
    expect(sessionLookups - before).toBe(1);
  });

  it('gives each console staff member a budget of their own', async () => {
    const ip = freshAddress();
    const first = await createStaffForTest(database, { role: 'content' });
    const second = await createStaffForTest(database, { role: 'content' });
    const remaining = async (token: string) =>
      (await call(app, { path: BANNER_IMAGE_PATH, ip, body: { token } })).headers['x-ratelimit-remaining'];
    expect(await remaining(first.token)).toBe('59');
    expect(await remaining(first.token)).toBe('58');
    expect(await remaining(second.token)).toBe('59');
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('lets calls through rather than failing them (skipOnError), and closes cleanly', async () => {
    const app = await buildTestApp(database, {
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      beforeReady: addTestRoutes,
    });
    try {
      const ip = freshAddress();
      expect(await callTimes(app, LIMITED_MAX + 1, { path: LIMITED_PATH, ip })).toEqual([200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** CI sets TEST_REDIS_URL and must run these; elsewhere they run when the default server answers. */
async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const runRedis = Boolean(process.env.TEST_REDIS_URL) || (await redisReachable(REDIS_URL));

describe.skipIf(!runRedis)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let redis: Redis;
  const usedPrincipals: string[] = [];

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const options = { env: { REDIS_URL }, beforeReady: addTestRoutes };
    [first, second] = await Promise.all([buildTestApp(database, options), buildTestApp(database, options)]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    // Only this run's counters: each scenario used principals no other run can have.
    for (const principal of usedPrincipals) {
      const keys = await redis.keys(`${RATE_LIMIT_NAMESPACE}*|${principal}`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  it('makes two instances share one budget per address', async () => {
    const ip = freshAddress();
    usedPrincipals.push(`ip:${ip}`);
    expect((await call(first, { path: LIMITED_PATH, ip })).status).toBe(200);
    expect((await call(second, { path: LIMITED_PATH, ip })).status).toBe(200);
    expect((await call(first, { path: LIMITED_PATH, ip })).status).toBe(200);
    expectRateLimited(await call(second, { path: LIMITED_PATH, ip }));
    expect(await redis.exists(`${RATE_LIMIT_NAMESPACE}POST${LIMITED_PATH}|ip:${ip}`)).toBe(1);
  });

  it('makes two instances share one budget per player', async () => {
    const player = await createPlayerForTest(database);
    usedPrincipals.push(`player:${player.playerId}`);
    const half = ORDER_LIMIT / 2;
    await callTimes(first, half, { path: ORDER_PATH, ip: freshAddress(), body: { token: player.token } });
    await callTimes(second, half, { path: ORDER_PATH, ip: freshAddress(), body: { token: player.token } });
    expectRateLimited(
      await call(first, { path: ORDER_PATH, ip: freshAddress(), body: { token: player.token } }),
    );
    expectRateLimited(
      await call(second, { path: ORDER_PATH, ip: freshAddress(), body: { token: player.token } }),
    );
  });
});
