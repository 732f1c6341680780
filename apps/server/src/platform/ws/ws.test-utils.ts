import type { AddressInfo } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import { serverMessageSchema, socketProtocols, type ServerMessage, type SocketCredentialKind } from '@fairround/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket, { type ClientOptions } from 'ws';
import { createAuthenticators } from '../auth/authenticators.js';
import { systemClock } from '../clock.js';
import { createRealtime, type Realtime } from './realtime.js';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './ws-limits.js';
import { REALTIME_SERVER_OPTIONS, registerRealtimeRoute } from './ws.routes.js';

const WAIT_MS = 3_000;

export type TestSocket = {
  socket: WebSocket;
  /** The next server message, in order of arrival (each one parsed against the shared schema). */
  next(): Promise<ServerMessage>;
  /** Messages received and not yet taken with next(). */
  pending(): ServerMessage[];
  send(message: unknown): void;
  /** Resolves with the close code the client saw. */
  closed: Promise<number>;
  close(): Promise<number>;
};

/** The subprotocols a client with this session token offers, as the browser client does. */
export function tokenProtocols(token: string, kind: SocketCredentialKind = 'player'): string[] {
  return socketProtocols({ kind, token });
}

/**
 * Opens a real WebSocket with the `ws` package and queues what the server sends. A session token
 * goes in `protocols` (see `tokenProtocols`), never in the URL.
 */
export function openSocket(url: string, options: ClientOptions = {}, protocols: string[] = []): Promise<TestSocket> {
  const socket = new WebSocket(url, protocols, options);
  const queue: ServerMessage[] = [];
  const waiters: ((message: ServerMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = serverMessageSchema.parse(JSON.parse(String(data)));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const testSocket: TestSocket = {
    socket,
    next() {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message from the server in time')), WAIT_MS);
        waiters.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
    pending: () => [...queue],
    send(message) {
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    closed,
    close() {
      socket.close();
      return closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(testSocket));
    socket.once('error', reject);
  });
}

/** Tries to open a socket the server should refuse, and returns the HTTP status it answered. */
export function refusedUpgradeStatus(url: string, options: ClientOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      socket.terminate();
      reject(new Error('the upgrade was accepted'));
    });
    socket.on('error', () => {});
  });
}

/** Waits until `predicate` holds, polling briefly; for effects that land a tick later. */
export async function eventually(predicate: () => boolean, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The socket route alone on a real server (no database), with limits small enough to reach in a
 * test and optionally a hub of the test's own (for example one on Redis). The hub is closed with it.
 */
export async function startSocketServer(
  limits: Partial<RealtimeLimits> = {},
  realtime: Realtime = createRealtime(),
): Promise<{ app: FastifyInstance; url: string; realtime: Realtime }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyWebsocket, { options: REALTIME_SERVER_OPTIONS });
  app.addHook('onClose', async () => realtime.close());
  registerRealtimeRoute(
    app,
    { config: { ALLOWED_ORIGINS: [] }, authenticators: createAuthenticators(), realtime, clock: systemClock },
    { ...DEFAULT_REALTIME_LIMITS, ...limits },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`, realtime };
}
