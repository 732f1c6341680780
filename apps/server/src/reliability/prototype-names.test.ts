import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CATALOGUES,
  ErrorCode,
  fillTemplate,
  WS_PATH,
  accountsEndpoints,
  appConfigEndpoints,
} from '@fairround/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../platform/ws/ws.test-utils.js';
import { bundleServer, type ServerBundle } from './testing/server-bundle.js';
import { runningServers, startServer, type ServerProcess } from './testing/server-process.js';

/**
 * Issue #23, the outside probe replayed on the real process (src/main.ts bundled as `npm start`
 * runs it, on a file PGlite): names every plain object inherits, sent where the server looks a
 * client's key up. Before the fix one unauthenticated socket on `/ws?lang=toString` sending `x`
 * ended the process (an unhandled rejection from the socket's error path), and the same names as
 * the body's `lang` answered HTTP 500 with the internal message on every route. A child process
 * is what proves "the process survives": in-process, the test runner would catch the rejection.
 */
const PROTOTYPE_NAMES = ['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty'];
const BOOT_TIMEOUT_MS = 120_000;
const VI = CATALOGUES.vi.errors;

let bundle: ServerBundle;
let dataDir: string;
let server: ServerProcess;

function serverEnvironment(): Record<string, string | undefined> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT', 'TEST_DATABASE_URL', 'METRICS_PORT'])
    delete inherited[name];
  return {
    ...inherited,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    PRICE_FEED: 'off',
    SMS_PROVIDER: 'outbox',
    ADMIN_REQUIRE_2FA: 'false',
    DATA_DIR: dataDir,
  };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-prototype-names-'));
  bundle = await bundleServer();
  server = startServer(bundle.entry, serverEnvironment());
  await server.waitUntilUp(BOOT_TIMEOUT_MS);
}, BOOT_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await server?.kill();
  for (const child of runningServers) child.kill('SIGKILL');
  bundle?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(endpointPath: string, body: unknown) {
  const response = await fetch(`${server.baseUrl()}${endpointPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** What the server logs when a request or a message failed inside it (its tail keeps warnings and up). */
const INTERNAL_FAILURE = /unexpected error|error handler failed|message handling failed/;

/**
 * The answer of a call in the default language (vi): success, or a refusal whose text is the
 * catalogue's own. `lang` is at most 8 characters, so the longer names are refused as input
 * (1001 naming `lang`), which is an answer too; what must never come is a 500 or internal text.
 */
function expectDefaultLanguageEnvelope(answer: { status: number; text: string }) {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.text).not.toMatch(/Cannot read|TypeError|undefined|function/);
  const envelope = JSON.parse(answer.text) as { code: number; info: string; data: { errCode?: number; field?: string } };
  if (envelope.code === 1) {
    expect(envelope.info).toBe(VI[ErrorCode.OperationSuccessful]);
    return envelope;
  }
  const errCode = envelope.data.errCode as keyof typeof VI;
  expect(errCode).not.toBe(ErrorCode.UnknownError);
  expect(envelope.info).toBe(fillTemplate(VI[errCode], { field: envelope.data.field ?? '' }));
  return envelope;
}

async function socketOn(query: string) {
  return openSocket(`${server.baseUrl().replace(/^http/, 'ws')}${WS_PATH}${query}`);
}

describe('prototype names from a client, against the real process', () => {
  it.each(PROTOTYPE_NAMES)(
    'a socket opened on ?lang=%s without token or Origin that sends "x" gets an error frame, and the process goes on serving',
    async (name) => {
      const client = await socketOn(`?lang=${encodeURIComponent(name)}`);
      const first = await client.next();
      if (first.type === 'welcome') {
        client.send('x');
        expect(await client.next()).toMatchObject({
          type: 'error',
          errCode: ErrorCode.IncompleteParameters,
          info: fillTemplate(VI[ErrorCode.IncompleteParameters], { field: 'message' }),
        });
        client.send({ type: 'ping', t: 5 });
        expect(await client.next()).toMatchObject({ type: 'pong', t: 5 });
        await client.close();
      } else {
        // A handshake that refuses the odd query outright answers with an error frame and closes.
        expect(first).toMatchObject({ type: 'error' });
        await client.closed;
      }

      expect(server.exited(), server.tail()).toBe(false);
      expect(server.tail()).not.toMatch(INTERNAL_FAILURE);
      expect((await fetch(`${server.baseUrl()}/healthz`)).status).toBe(200);
      const next = await socketOn('?lang=en');
      expect((await next.next()).type).toBe('welcome');
      next.send({ type: 'ping', t: 6 });
      expect(await next.next()).toMatchObject({ type: 'pong', t: 6 });
      await next.close();
    },
  );

  it.each(PROTOTYPE_NAMES)(
    'the body\'s lang "%s" is read as the default language: success, refusal and 409 answer 200 envelopes, nothing logged as a failure',
    async (name) => {
      const config = expectDefaultLanguageEnvelope(await post(appConfigEndpoints.config.path, { lang: name }));
      if (config.code === 0) expect(config.data).toEqual({ errCode: ErrorCode.IncompleteParameters, field: 'lang' });
      expect(expectDefaultLanguageEnvelope(await post(accountsEndpoints.login.path, { lang: name })).code).toBe(0);
      const noSession = await post(accountsEndpoints.userInfo.path, { lang: name });
      expect(noSession.status).toBe(200);
      expect(JSON.parse(noSession.text)).toMatchObject({ code: 409, info: VI[ErrorCode.LoginInvalid] });
      // The header is read when the body has no lang.
      const header = await fetch(`${server.baseUrl()}${appConfigEndpoints.config.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lang': name },
        body: '{}',
      });
      expectDefaultLanguageEnvelope({ status: header.status, text: await header.text() });

      expect(server.tail()).not.toMatch(INTERNAL_FAILURE);
      expect(server.exited()).toBe(false);
    },
  );
});
