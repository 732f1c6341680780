import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  BANNER_IMAGE_MAX_BYTES,
  ErrorCode,
  accountsEndpoints,
  bannersAdminEndpoints,
  serverMessageSchema,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SMS_HOURLY_CAP_PER_IP, SMS_PREFIX_FREE_DIGITS } from '../modules/accounts/sms/sms.service.js';
import { buildTestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { seedAccountsForTest } from '../test/players.js';
import { createStaffForTest } from '../test/staff.js';
import { findNginx, startShippedNginx, type RunningNginx } from './testing/shipped-nginx.js';

/**
 * Issue #23: the shipped deploy/nginx.conf under a real nginx in front of the real app (on
 * TRUST_PROXY=true, as compose.yaml runs it). A client cannot choose the address the app sees,
 * /metrics is refused, a banner image of the largest size the app takes gets through, the access
 * log holds no query string, and WebSocket upgrades pass. CI installs nginx (.ci/run); without it
 * this file is skipped locally and fails under CI=true.
 */

const nginx = findNginx();
const inCi = process.env.CI === 'true';
const ECHO_PATH = '/test-echo-client';

describe.runIf(!nginx && inCi)('nginx in front of the app (CI)', () => {
  it('needs nginx installed: .ci/run installs it with the other system packages', () => {
    expect.fail('nginx is not installed; CI must prove the shipped deploy/nginx.conf');
  });
});

if (!nginx && !inCi) {
  console.warn('nginx-proxy.test.ts: SKIPPED, nginx is not installed (apt-get install nginx); CI runs it');
}

describe.runIf(nginx)('the shipped nginx in front of the app', () => {
  let dir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let proxy: RunningNginx;
  let phoneBlock = 0;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-nginx-'));
    database = await createTestDatabase();
    await seedAccountsForTest(database);
    app = await buildTestApp(database, {
      env: { TRUST_PROXY: 'true' },
      beforeReady: (built) => {
        built.get(ECHO_PATH, async (request) => ({ ip: request.ip, protocol: request.protocol }));
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startShippedNginx(nginx as string, (app.server.address() as AddressInfo).port, dir);
  });

  afterAll(async () => {
    await proxy?.stop();
    await app?.close();
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function post(apiPath: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(`${proxy.url}${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 200)).toBe(200);
    return JSON.parse(text) as { code: number; info: string; data: { errCode?: number } & Record<string, unknown> };
  }

  /** A nine-digit number in a block of its own, so only the per-address cap can be reached. */
  const freshPhone = () => `8${String((phoneBlock += 1)).padStart(5, '0')}${'123'.slice(0, SMS_PREFIX_FREE_DIGITS)}`;

  it('gives the app the connecting address, whatever X-Forwarded-For the client sends', async () => {
    for (const spoofed of [undefined, '198.51.100.1', '1.2.3.4, 5.6.7.8', 'unknown']) {
      const headers: Record<string, string> = spoofed ? { 'x-forwarded-for': spoofed } : {};
      const response = await fetch(`${proxy.url}${ECHO_PATH}`, { headers });
      expect(await response.json(), String(spoofed)).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    }
  });

  it(`keeps the per-address SMS cap (${SMS_HOURLY_CAP_PER_IP} an hour) while the client rotates X-Forwarded-For`, async () => {
    const codes: number[] = [];
    for (let index = 0; index <= SMS_HOURLY_CAP_PER_IP; index += 1) {
      const answer = await post(
        accountsEndpoints.smsSend.path,
        { quhao: '+84', mobile: freshPhone(), lang: 'en' },
        { 'x-forwarded-for': `203.0.113.${index + 1}` },
      );
      codes.push(answer.code === 1 ? 1 : (answer.data.errCode ?? -1));
    }
    expect(codes.slice(0, SMS_HOURLY_CAP_PER_IP).every((code) => code === 1)).toBe(true);
    expect(codes[SMS_HOURLY_CAP_PER_IP]).toBe(ErrorCode.RateLimited);
  });

  it('refuses /metrics itself, in any spelling, before it reaches an instance', async () => {
    for (const url of ['/metrics', '/METRICS', '/metrics?x=1', '/metrics/']) {
      const response = await fetch(`${proxy.url}${url}`);
      const body = await response.text();
      expect(response.status, url).toBe(404);
      expect(body, url).toContain('<center>nginx');
      expect(body, url).not.toContain('fairround_');
    }
  });

  it('passes a banner image of the largest size the app takes', async () => {
    const editor = await createStaffForTest(database, { role: 'content', twoFactor: true });
    const banner = await post(bannersAdminEndpoints.create.path, { token: editor.token });
    expect(banner.code, banner.info).toBe(1);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const image = Buffer.concat([png, Buffer.alloc(BANNER_IMAGE_MAX_BYTES - png.length, 7)]);
    const answer = await post(bannersAdminEndpoints.setImage.path, {
      token: editor.token,
      id: banner.data.id,
      language: 'vi',
      data: image.toString('base64'),
    });
    expect(answer.code, answer.info).toBe(1);
  });

  it('passes a WebSocket upgrade from the page’s own origin', async () => {
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/ws?lang=en&probe=secret-ws-query`, {
      origin: proxy.url,
    });
    try {
      const first = await new Promise<unknown>((resolve, reject) => {
        socket.once('message', (data) => resolve(JSON.parse(String(data))));
        socket.once('error', reject);
        socket.once('unexpected-response', (_request, response) =>
          reject(new Error(`upgrade refused: ${response.statusCode}`)),
        );
      });
      expect(serverMessageSchema.parse(first).type).toBe('welcome');
    } finally {
      socket.close();
    }
  });

  it('writes no query string to its access log', async () => {
    await fetch(`${proxy.url}/healthz?token=secret-in-query&next=%2Fuser`);
    const deadline = Date.now() + 5_000;
    // The socket's line is written when the socket closes (the test before closed it).
    while (!/GET \/ws /.test(proxy.accessLog()) || !/\/healthz /.test(proxy.accessLog())) {
      if (Date.now() > deadline) throw new Error(`access log lines missing:\n${proxy.accessLog()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const log = proxy.accessLog();
    expect(log).toMatch(/"GET \/healthz HTTP\/1\.1" 200 /);
    expect(log).not.toContain('secret');
    expect(log).not.toContain('?');
  });
});
