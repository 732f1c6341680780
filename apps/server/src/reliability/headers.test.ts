import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { ErrorCode, adminEndpoints, fairEndpoints } from '@fairround/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT } from '../platform/http/rate-limit.js';
import { buildTestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * Deliverable 8 of issue #13 (docs/reliability.md): every kind of answer the server gives carries
 * the security headers, HSTS exactly when the request came over TLS, no CORS grant to a foreign
 * origin, and unknown paths are counted against the request budget.
 */

const EVIL_ORIGIN = 'https://evil.example';

/** One request of each kind the server answers, with what kind of answer it must be. */
const KINDS: Array<{ name: string; request: InjectOptions; status: number; type: RegExp }> = [
  { name: 'player app page', request: { method: 'GET', url: '/' }, status: 200, type: /text\/html/ },
  {
    name: 'player app deep link',
    request: { method: 'GET', url: '/user/settings' },
    status: 200,
    type: /text\/html/,
  },
  { name: 'console page', request: { method: 'GET', url: '/admin/' }, status: 200, type: /text\/html/ },
  {
    name: 'hashed asset',
    request: { method: 'GET', url: '/assets/app-1a2b3c.js' },
    status: 200,
    type: /javascript/,
  },
  {
    name: 'API success',
    request: { method: 'POST', url: fairEndpoints.chains.path, payload: { lang: 'en' } },
    status: 200,
    type: /json/,
  },
  {
    name: 'API error (envelope)',
    request: {
      method: 'POST',
      url: adminEndpoints.login.path,
      payload: { lang: 'en', username: 'nobody', password: 'x' },
    },
    status: 200,
    type: /json/,
  },
  {
    name: 'API error (dead session, envelope code 409)',
    request: { method: 'POST', url: adminEndpoints.me.path, payload: { lang: 'en', token: 'no-such-token' } },
    status: 200,
    type: /json/,
  },
  {
    name: 'API error (body too large, HTTP 413)',
    request: {
      method: 'POST',
      url: fairEndpoints.chains.path,
      payload: { lang: 'en', pad: 'x'.repeat(70_000) },
    },
    status: 413,
    type: /json/,
  },
  {
    name: 'unknown page (app fallback)',
    request: { method: 'GET', url: '/no/such/page' },
    status: 200,
    type: /text\/html/,
  },
  {
    name: '404 API',
    request: { method: 'POST', url: '/api/No/such', payload: {} },
    status: 404,
    type: /json/,
  },
  {
    name: '404 other method',
    request: { method: 'DELETE', url: '/nothing-here' },
    status: 404,
    type: /json/,
  },
  {
    name: 'CORS preflight',
    request: {
      method: 'OPTIONS',
      url: fairEndpoints.chains.path,
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    },
    status: 404,
    type: /json/,
  },
  { name: 'healthz', request: { method: 'GET', url: '/healthz' }, status: 200, type: /json/ },
  // Metrics have their own listener (METRICS_PORT): on the public one the path is just a page.
  {
    name: 'metrics path (app fallback)',
    request: { method: 'GET', url: '/metrics' },
    status: 200,
    type: /text\/html/,
  },
];

let tmp: string;
let database: TestDatabase;
let plain: FastifyInstance;
let behindProxy: FastifyInstance;
let behindTwo: FastifyInstance;
let behindListed: FastifyInstance;
let noBuild: FastifyInstance;

function fakeBuild(dir: string, title: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b3c.js'), 'console.log(1);');
}

/** A route of the test's own answering the address and protocol the app believes. */
const ECHO_PATH = '/test-echo-client';
function addEcho(app: FastifyInstance): void {
  app.get(ECHO_PATH, async (request) => ({ ip: request.ip, protocol: request.protocol }));
}

const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function send(app: FastifyInstance, request: InjectOptions, headers: Record<string, string> = {}) {
  return app.inject({
    ...request,
    remoteAddress: freshAddress(),
    headers: { origin: EVIL_ORIGIN, ...request.headers, ...headers },
  });
}

function expectSecurityHeaders(name: string, headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, name).toContain("object-src 'none'");
  expect(csp, name).toMatch(/base-uri '(self|none)'/);
  expect(csp, name).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], name).toBe('nosniff');
  expect(headers['referrer-policy'], name).toBe('no-referrer');
  expect(headers['access-control-allow-origin'], name).toBeUndefined();
  expect(headers['access-control-allow-credentials'], name).toBeUndefined();
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-headers-'));
  fakeBuild(path.join(tmp, 'web'), 'player');
  fakeBuild(path.join(tmp, 'admin'), 'console');
  const staticApps = { webDist: path.join(tmp, 'web'), adminDist: path.join(tmp, 'admin') };
  database = await createTestDatabase();
  plain = await buildTestApp(database, { staticApps });
  behindProxy = await buildTestApp(database, { staticApps, env: { TRUST_PROXY: 'true' }, beforeReady: addEcho });
  behindTwo = await buildTestApp(database, { staticApps, env: { TRUST_PROXY: '2' }, beforeReady: addEcho });
  behindListed = await buildTestApp(database, {
    staticApps,
    env: { TRUST_PROXY: '10.9.0.0/16,::1' },
    beforeReady: addEcho,
  });
  noBuild = await buildTestApp(database, {
    staticApps: { webDist: path.join(tmp, 'none'), adminDist: path.join(tmp, 'none') },
  });
});

afterAll(async () => {
  await Promise.all([plain?.close(), behindProxy?.close(), behindTwo?.close(), behindListed?.close(), noBuild?.close()]);
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('security headers on every kind of answer', () => {
  it(`carries CSP, nosniff and a referrer policy on all ${KINDS.length} kinds, and no CORS grant to a foreign origin`, async () => {
    for (const kind of KINDS) {
      const response = await send(plain, kind.request);
      expect(response.statusCode, kind.name).toBe(kind.status);
      expect(String(response.headers['content-type']), kind.name).toMatch(kind.type);
      expectSecurityHeaders(kind.name, response.headers);
    }
  });

  it('carries them on a real 404 page too (no build to fall back to)', async () => {
    const response = await send(noBuild, { method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders('404 without build', response.headers);
  });

  it('sends HSTS on every kind when the proxy says the request came over TLS, and never over plain HTTP', async () => {
    for (const kind of KINDS) {
      const overTls = await send(behindProxy, kind.request, { 'x-forwarded-proto': 'https' });
      expect(overTls.headers['strict-transport-security'], kind.name).toMatch(
        /^max-age=\d{7,}; includeSubDomains$/,
      );
      expectSecurityHeaders(kind.name, overTls.headers);
      const overHttp = await send(behindProxy, kind.request, { 'x-forwarded-proto': 'http' });
      expect(overHttp.headers['strict-transport-security'], kind.name).toBeUndefined();
      // Without TRUST_PROXY the header is the client's word, not the proxy's: it must not count.
      const spoofed = await send(plain, kind.request, { 'x-forwarded-proto': 'https' });
      expect(spoofed.headers['strict-transport-security'], kind.name).toBeUndefined();
    }
  });
});

describe('404s are rate limited', () => {
  it(`answers 429 to a burst of unknown paths from one address after the default budget (${DEFAULT_RATE_LIMIT.max})`, async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= DEFAULT_RATE_LIMIT.max; index += 1) {
      // API paths and pages alike: every unknown path draws on the same budget.
      const request: InjectOptions =
        index % 2 === 0
          ? { method: 'POST', url: `/api/probe-${index}`, payload: {} }
          : { method: 'DELETE', url: `/probe-${index}` };
      statuses.push((await noBuild.inject({ ...request, remoteAddress: ip })).statusCode);
    }
    const firstLimited = statuses.indexOf(429) + 1;
    expect(statuses.slice(0, DEFAULT_RATE_LIMIT.max).every((status) => status === 404)).toBe(true);
    expect(firstLimited).toBe(DEFAULT_RATE_LIMIT.max + 1);
    const limited = await noBuild.inject({ method: 'GET', url: '/no/such/page', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 0, data: { errCode: ErrorCode.RateLimited } });
    expectSecurityHeaders('429', limited.headers);
  });
});

describe('TRUST_PROXY: which hop is the client', () => {
  const seen = async (app: FastifyInstance, peer: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: ECHO_PATH, remoteAddress: peer, headers })).json() as {
      ip: string;
      protocol: string;
    };

  it('true trusts exactly one proxy: the right-most X-Forwarded-For entry is the client, whatever comes before it', async () => {
    // What nginx with `$proxy_add_x_forwarded_for` sent: the client's own header, then the client.
    const spoofed = await seen(behindProxy, '10.0.0.2', {
      'x-forwarded-for': '1.2.3.4, 5.6.7.8, 203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(spoofed).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect((await seen(behindProxy, '10.0.0.2', { 'x-forwarded-for': '203.0.113.7' })).ip).toBe('203.0.113.7');
    expect((await seen(behindProxy, '10.0.0.2', {})).ip).toBe('10.0.0.2');
  });

  it('a hop count trusts that many proxies and no more', async () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.3' };
    expect((await seen(behindTwo, '10.0.0.2', headers)).ip).toBe('203.0.113.7');
  });

  it('a proxy list believes only listed peers, hop by hop from the right', async () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.9.4.4', 'x-forwarded-proto': 'https' };
    expect(await seen(behindListed, '10.9.0.1', headers)).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    // A client reaching the instance directly is not a listed proxy: its headers count for nothing.
    expect(await seen(behindListed, '198.51.100.5', headers)).toEqual({ ip: '198.51.100.5', protocol: 'http' });
  });
});
