import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import { ErrorCode, WS_CLOSE, WS_MAX_CLIENT_MESSAGE_BYTES, WS_SUBPROTOCOL } from '@fairround/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createAuthenticators } from '../auth/authenticators.js';
import { systemClock } from '../clock.js';
import { errorMessage } from '../http/envelope.js';
import { createRealtime } from './realtime.js';
import { registerRealtimeRoute } from './ws.routes.js';
import { openSocket, refusedUpgradeStatus, tokenProtocols, type TestSocket } from './ws.test-utils.js';

let database: TestDatabase;
let app: FastifyInstance;
let deps: AppDeps;
let baseUrl: string;
let host: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { ALLOWED_ORIGINS: 'https://partner.example.com' },
    beforeReady: (_app, appDeps) => {
      deps = appDeps;
      appDeps.authenticators.player = async (token) => (token === 'good' ? { playerId: 'p1', sessionId: 's1' } : null);
      appDeps.authenticators.staff = async (token) =>
        token === 'staff-good'
          ? { staffId: 'st1', sessionId: 'ss1', username: 'agent', role: 'support', twoFactorEnabled: true }
          : null;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  baseUrl = `ws://${host}/ws`;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function connect(query = '', options = {}, protocols: string[] = []): Promise<TestSocket> {
  const client = await openSocket(`${baseUrl}${query}`, options, protocols);
  expect((await client.next()).type).toBe('welcome');
  return client;
}

describe('the WebSocket handshake', () => {
  it('welcomes a visitor with a connection id, the server time and no authentication', async () => {
    const before = Date.now();
    const client = await openSocket(baseUrl);
    const welcome = await client.next();
    expect(welcome).toMatchObject({ type: 'welcome', authenticated: false });
    if (welcome.type !== 'welcome') throw new Error('expected welcome');
    expect(welcome.connectionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(welcome.serverTime).toBeGreaterThanOrEqual(before);
    expect(welcome.serverTime).toBeLessThanOrEqual(Date.now());
    await client.close();
  });

  it('marks a connection offering a valid player token as a subprotocol as authenticated', async () => {
    const client = await openSocket(baseUrl, {}, tokenProtocols('good'));
    expect(await client.next()).toMatchObject({ type: 'welcome', authenticated: true });
    await client.close();
  });

  it('answers the handshake with fairround.v1 alone, never with the offered token', async () => {
    for (const protocols of [tokenProtocols('good'), [...tokenProtocols('good')].reverse(), tokenProtocols('staff-good', 'staff')]) {
      const socket = new WebSocket(baseUrl, protocols);
      const upgraded = once(socket, 'upgrade') as Promise<[IncomingMessage]>;
      const opened = once(socket, 'open'); // emitted right after 'upgrade', in the same tick
      const [response] = await upgraded;
      await opened;
      expect(response.headers['sec-websocket-protocol']).toBe(WS_SUBPROTOCOL);
      expect(socket.protocol).toBe(WS_SUBPROTOCOL);
      socket.close();
      await once(socket, 'close');
    }
  });

  it('answers an invalid token with error 1062 and closes with 4401', async () => {
    const client = await openSocket(`${baseUrl}?lang=en`, {}, tokenProtocols('stale'));
    expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.LoginInvalid });
    expect(await client.closed).toBe(WS_CLOSE.sessionInvalid);
  });

  it('refuses a session token in the URL like an invalid token, even a valid one', async () => {
    for (const query of ['?token=good', '?staffToken=staff-good', '?lang=en&TOKEN=good']) {
      const client = await openSocket(`${baseUrl}${query}`);
      expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.LoginInvalid });
      expect(await client.closed).toBe(WS_CLOSE.sessionInvalid);
    }
  });

  it('welcomes a socket whose lang is too long or repeated in the default language, not as a dead session', async () => {
    for (const query of [`?lang=${'x'.repeat(9)}`, '?lang=en&lang=chs']) {
      const client = await openSocket(`${baseUrl}${query}`);
      expect(await client.next()).toMatchObject({ type: 'welcome', authenticated: false });
      client.send({ type: 'subscribe', channel: 'me' });
      const refusal = await client.next();
      expect(refusal).toMatchObject({ type: 'error', errCode: ErrorCode.Forbidden });
      expect(refusal.type === 'error' && refusal.info).toBe(errorMessage(ErrorCode.Forbidden, 'vi'));
      await client.close();
    }
  });

  it('refuses a malformed protocol list: two tokens of one kind, or too many entries', async () => {
    for (const protocols of [
      [WS_SUBPROTOCOL, 'fairround.token.good', 'fairround.token.other'],
      [WS_SUBPROTOCOL, 'fairround.token.good', 'a', 'b', 'c'],
    ]) {
      const client = await openSocket(baseUrl, {}, protocols);
      expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.LoginInvalid });
      expect(await client.closed).toBe(WS_CLOSE.sessionInvalid);
    }
  });

  it('welcomes a client offering only fairround.v1 as a visitor', async () => {
    const client = await openSocket(baseUrl, {}, [WS_SUBPROTOCOL]);
    expect(await client.next()).toMatchObject({ type: 'welcome', authenticated: false });
    expect(client.socket.protocol).toBe(WS_SUBPROTOCOL);
    await client.close();
  });

  it('will not start on a WebSocket server that would answer the first offered subprotocol', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(fastifyWebsocket);
    const deps = { config: { ALLOWED_ORIGINS: [] }, authenticators: createAuthenticators(), realtime: createRealtime(), clock: systemClock };
    expect(() => registerRealtimeRoute(bare, deps)).toThrow(/REALTIME_SERVER_OPTIONS/);
    await deps.realtime.close();
    await bare.close();
  });

  it('refuses a foreign browser origin with HTTP 403 before upgrading', async () => {
    expect(await refusedUpgradeStatus(baseUrl, { headers: { Origin: 'https://evil.example.net' } })).toBe(403);
    expect(await refusedUpgradeStatus(baseUrl, { headers: { Origin: 'null' } })).toBe(403);
  });

  it('accepts its own origin, a configured extra origin, and clients that send no origin', async () => {
    for (const origin of [`http://${host}`, 'https://partner.example.com', undefined]) {
      const client = await connect('', origin ? { headers: { Origin: origin } } : {});
      await client.close();
    }
  });
});

describe('subscriptions', () => {
  it('delivers published events to subscribers with a per-channel seq', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', channel: 'room:1' });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: 'room:1', seq: 0 });

    expect(await deps.realtime.publish('room:1', { state: 'open', endsAt: 1 })).toBe(1);
    await deps.realtime.publish('room:4', { state: 'elsewhere' });
    await deps.realtime.publish('room:1', { state: 'locked' });
    expect(await client.next()).toEqual({ type: 'event', channel: 'room:1', seq: 1, payload: { state: 'open', endsAt: 1 } });
    expect(await client.next()).toEqual({ type: 'event', channel: 'room:1', seq: 2, payload: { state: 'locked' } });

    // A late subscriber learns where the channel is, so it knows what it has missed.
    const late = await connect();
    late.send({ type: 'subscribe', channel: 'room:1' });
    expect(await late.next()).toEqual({ type: 'subscribed', channel: 'room:1', seq: 2 });
    await Promise.all([client.close(), late.close()]);
  });

  it('stops delivering after unsubscribe', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', channel: 'winners' });
    expect(await client.next()).toMatchObject({ type: 'subscribed', channel: 'winners' });
    client.send({ type: 'unsubscribe', channel: 'winners' });
    expect(await client.next()).toEqual({ type: 'unsubscribed', channel: 'winners' });
    await deps.realtime.publish('winners', { amount: '10.00' });
    client.send({ type: 'ping', t: 5 });
    expect(await client.next()).toMatchObject({ type: 'pong', t: 5 });
    await client.close();
  });

  it('refuses private channels to visitors and serves them to the signed-in player only', async () => {
    const visitor = await connect();
    visitor.send({ type: 'subscribe', channel: 'me' });
    expect(await visitor.next()).toMatchObject({ type: 'error', errCode: ErrorCode.Forbidden, channel: 'me' });
    visitor.send({ type: 'subscribe', channel: 'support' });
    expect(await visitor.next()).toMatchObject({ type: 'error', errCode: ErrorCode.Forbidden, channel: 'support' });

    const player = await connect('', {}, tokenProtocols('good'));
    player.send({ type: 'subscribe', channel: 'me' });
    expect(await player.next()).toEqual({ type: 'subscribed', channel: 'me', seq: 0 });
    await deps.realtime.publishToPlayer('p2', 'me', { balance: 'someone else' });
    await deps.realtime.publishToPlayer('p1', 'me', { balance: '12.50' });
    expect(await player.next()).toEqual({ type: 'event', channel: 'me', seq: 1, payload: { balance: '12.50' } });

    player.send({ type: 'subscribe', channel: 'staff:support' });
    expect(await player.next()).toMatchObject({ type: 'error', errCode: ErrorCode.Forbidden, channel: 'staff:support' });
    await Promise.all([visitor.close(), player.close()]);
  });

  it('lets a staff token offered as a subprotocol subscribe to staff channels', async () => {
    const staff = await connect('', {}, tokenProtocols('staff-good', 'staff'));
    staff.send({ type: 'subscribe', channel: 'staff:support' });
    expect(await staff.next()).toMatchObject({ type: 'subscribed', channel: 'staff:support' });
    await deps.realtime.publish('staff:support', { threadId: 't1' });
    expect(await staff.next()).toMatchObject({ type: 'event', channel: 'staff:support', payload: { threadId: 't1' } });
    await staff.close();
  });

  it('answers ping with pong carrying the client time and the server time', async () => {
    const client = await connect();
    client.send({ type: 'ping', t: 123 });
    const pong = await client.next();
    expect(pong).toMatchObject({ type: 'pong', t: 123 });
    if (pong.type !== 'pong') throw new Error('expected pong');
    expect(Math.abs(pong.serverTime - Date.now())).toBeLessThan(2_000);
    await client.close();
  });
});

describe('malformed and abusive input', () => {
  it('answers invalid JSON and invalid messages with error 1001 and keeps the connection', async () => {
    const client = await connect('?lang=en');
    for (const bad of ['{"type":', 'null', '{"type":"publish","channel":"prices"}', '{"type":"subscribe","channel":"everything"}', '{"type":"ping","t":"soon"}']) {
      client.send(bad);
      expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.IncompleteParameters });
    }
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.IncompleteParameters });
    client.send({ type: 'ping', t: 1 });
    expect(await client.next()).toMatchObject({ type: 'pong' });
    await client.close();
  });

  it('refuses a message over the size limit and closes with 1009', async () => {
    const client = await connect();
    client.send({ type: 'ping', t: 1, pad: 'x'.repeat(WS_MAX_CLIENT_MESSAGE_BYTES) });
    expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.IncompleteParameters });
    expect(await client.closed).toBe(WS_CLOSE.messageTooBig);
  });

  it('closes a frame over the transport limit of 16 KiB', async () => {
    const client = await connect();
    client.send('x'.repeat(17 * 1024));
    expect(await client.closed).toBe(WS_CLOSE.messageTooBig);
  });

  it('closes a client that sends more than 20 messages in 10 seconds with 4408', async () => {
    const client = await connect();
    for (let index = 0; index < 21; index += 1) client.send({ type: 'ping', t: index });
    for (let index = 0; index < 20; index += 1) expect(await client.next()).toMatchObject({ type: 'pong', t: index });
    expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.RateLimited });
    expect(await client.closed).toBe(WS_CLOSE.rateLimited);
  });
});
