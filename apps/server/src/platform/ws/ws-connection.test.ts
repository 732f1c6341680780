import type { AddressInfo } from 'node:net';
import { ErrorCode, WS_CLOSE, type UiLanguage } from '@fairround/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { createRealtime, type Realtime } from './realtime.js';
import { startConnection, type ConnectionContext } from './ws-connection.js';
import { DEFAULT_REALTIME_LIMITS } from './ws-limits.js';
import { openSocket } from './ws.test-utils.js';

/**
 * Issue #23: a failing handler closes its own socket with an error frame and a close code, and
 * the error path itself cannot throw (a rejection escaping the message queue ends the process).
 * A real `ws` server hands each accepted socket to startConnection with the context a test sets.
 */

type Setup = Partial<Pick<ConnectionContext, 'language' | 'realtime'>> & { onSocket?: (socket: WebSocket) => void };

const logged: string[] = [];
const log = {
  error: (_object: object, message: string) => logged.push(message),
  warn: () => {},
  info: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;

let server: WebSocketServer;
let url: string;
let realtime: Realtime;
let setup: Setup = {};
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  realtime = createRealtime();
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket) => {
    setup.onSocket?.(socket);
    startConnection({
      socket,
      principal: { player: null, staff: null },
      realtime: setup.realtime ?? realtime,
      limits: DEFAULT_REALTIME_LIMITS,
      language: setup.language ?? 'en-US',
      now: () => Date.now(),
      log,
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await realtime.close();
});

beforeEach(() => {
  setup = {};
  logged.length = 0;
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

async function connect() {
  const client = await openSocket(url);
  expect((await client.next()).type).toBe('welcome');
  return client;
}

/** A hub whose listen() throws: a stand-in for any bug in handling one message. */
function brokenRealtime(): Realtime {
  return {
    ...realtime,
    listen: () => {
      throw new Error('listen exploded');
    },
  };
}

/** Lets a rejection that escaped (if any) reach the process's unhandledRejection event. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a socket whose message handling fails', () => {
  it('gets a 2002 error frame and close 1011, and another socket keeps being served', async () => {
    const healthy = await connect();
    setup = { realtime: brokenRealtime() };
    const failing = await connect();
    failing.send({ type: 'subscribe', channel: 'prices' });
    expect(await failing.next()).toMatchObject({ type: 'error', errCode: ErrorCode.UnknownError });
    expect(await failing.closed).toBe(WS_CLOSE.internalError);
    expect(logged).toContain('realtime: message handling failed');

    healthy.send({ type: 'ping', t: 7 });
    expect(await healthy.next()).toMatchObject({ type: 'pong', t: 7 });
    await healthy.close();
    await settle();
    expect(unhandled).toEqual([]);
  });

  it.each(['toString', 'constructor', '__proto__'])(
    'answers a bad message with an error frame even when its language is the inherited name %s',
    async (name) => {
      // A cast that lied: the error text lookup must fall back, never reach Object.prototype.
      setup = { language: name as UiLanguage };
      const client = await connect();
      client.send('x');
      const answer = await client.next();
      expect(answer).toMatchObject({ type: 'error', errCode: ErrorCode.IncompleteParameters });
      expect(answer.type === 'error' && answer.info).toContain('message');
      client.send({ type: 'ping', t: 1 });
      expect(await client.next()).toMatchObject({ type: 'pong', t: 1 });
      await client.close();
      await settle();
      expect(unhandled).toEqual([]);
    },
  );

  it('is cut off when even the error frame cannot be sent, and the process carries on', async () => {
    setup = {
      realtime: brokenRealtime(),
      onSocket: (socket) => {
        const send = socket.send.bind(socket);
        let sent = 0;
        // The welcome goes out; every frame after it fails to send.
        socket.send = ((...args: Parameters<typeof send>) => {
          sent += 1;
          if (sent > 1) throw new Error('send failed');
          return send(...args);
        }) as typeof socket.send;
      },
    };
    const client = await connect();
    client.send({ type: 'subscribe', channel: 'prices' });
    expect(await client.closed).toBe(1006);
    await settle();
    expect(unhandled).toEqual([]);
    expect(logged).toContain('realtime: message handling failed');
  });
});
