import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

/**
 * A local stand-in for the OKX v5 public WebSocket, for tests and the browser journeys: it
 * answers `subscribe` with per-instrument acks (or error 60018 for an unknown instrument),
 * pushes ticker snapshots and updates, answers the text `ping` with `pong` (switchable off),
 * sends `notice` events and drops connections on demand. Values are whatever the test pushes.
 */
export type FakeTicker = { last: string; sodUtc8: string; ts: number };

export type FakeConnection = {
  readonly id: string;
  readonly socket: WebSocket;
  /** Every text frame the client sent, in order. */
  readonly received: string[];
  readonly subscribed: Set<string>;
  pings: number;
};

export type FakeOkxOptions = {
  /** Instruments that exist; subscribing to anything else is answered with error 60018. */
  instruments?: readonly string[];
  /** Like the exchange: close a connection that stayed silent both ways this long. */
  idleDisconnectMs?: number;
  port?: number;
  host?: string;
};

export type FakeOkx = {
  url: string;
  connections(): FakeConnection[];
  /** How many connections were accepted since start. */
  acceptedCount(): number;
  /** Resolves with the n-th accepted connection (1-based) once it exists. */
  waitForConnection(n: number, timeoutMs?: number): Promise<FakeConnection>;
  /** Stores the instrument's ticker and pushes it to every connection subscribed to it. */
  push(instId: string, ticker: FakeTicker): void;
  /** Pushes a raw frame to every open connection (malformed data, stale ticks, …). */
  sendRaw(frame: string): void;
  notice(): void;
  /** Server-initiated disconnect of every open connection. */
  dropAll(): void;
  answerPings: boolean;
  /** While false, new connections are refused at the handshake (HTTP 503). */
  accepting: boolean;
  close(): Promise<void>;
};

const tickerFrame = (instId: string, ticker: FakeTicker) =>
  JSON.stringify({
    arg: { channel: 'tickers', instId },
    data: [{ instType: 'SPOT', instId, last: ticker.last, sodUtc8: ticker.sodUtc8, ts: String(ticker.ts) }],
  });

export async function startFakeOkx(options: FakeOkxOptions = {}): Promise<FakeOkx> {
  const known = options.instruments ? new Set(options.instruments) : null;
  const tickers = new Map<string, FakeTicker>();
  const all: FakeConnection[] = [];
  const arrivals: ((connection: FakeConnection) => void)[] = [];
  const server = new WebSocketServer({
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    verifyClient: (_info, done) => (fake.accepting ? done(true) : done(false, 503)),
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));

  const answerSubscribe = (connection: FakeConnection, frame: unknown) => {
    const args = (frame as { args?: unknown }).args;
    if (!Array.isArray(args))
      return connection.socket.send(
        JSON.stringify({ event: 'error', code: '60012', msg: 'Invalid request', connId: connection.id }),
      );
    for (const arg of args as { channel?: unknown; instId?: unknown }[]) {
      const instId = typeof arg.instId === 'string' ? arg.instId : '';
      if (arg.channel !== 'tickers' || (known && !known.has(instId))) {
        connection.socket.send(
          JSON.stringify({
            event: 'error',
            code: '60018',
            msg: `Wrong URL or channel:${String(arg.channel)},instId:${instId} doesn't exist.`,
            connId: connection.id,
          }),
        );
        continue;
      }
      connection.subscribed.add(instId);
      connection.socket.send(
        JSON.stringify({ event: 'subscribe', arg: { channel: 'tickers', instId }, connId: connection.id }),
      );
      const snapshot = tickers.get(instId);
      if (snapshot) connection.socket.send(tickerFrame(instId, snapshot));
    }
  };

  const onText = (connection: FakeConnection, text: string) => {
    connection.received.push(text);
    if (text === 'ping') {
      connection.pings += 1;
      if (fake.answerPings) connection.socket.send('pong');
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return connection.socket.send(
        JSON.stringify({ event: 'error', code: '60012', msg: 'Invalid request', connId: connection.id }),
      );
    }
    if ((frame as { op?: unknown }).op === 'subscribe') answerSubscribe(connection, frame);
  };

  server.on('connection', (socket) => {
    const connection: FakeConnection = {
      id: randomUUID().slice(0, 8),
      socket,
      received: [],
      subscribed: new Set(),
      pings: 0,
    };
    all.push(connection);
    let idle: NodeJS.Timeout | undefined;
    const touch = () => {
      if (!options.idleDisconnectMs) return;
      clearTimeout(idle);
      idle = setTimeout(() => socket.terminate(), options.idleDisconnectMs);
    };
    const send = socket.send.bind(socket);
    socket.send = ((data: string) => {
      touch();
      send(data);
    }) as typeof socket.send;
    socket.on('message', (data, isBinary) => {
      touch();
      if (!isBinary) onText(connection, String(data));
    });
    socket.on('close', () => clearTimeout(idle));
    touch();
    for (const arrival of arrivals.splice(0)) arrival(connection);
  });

  const open = () => all.filter((connection) => connection.socket.readyState === WebSocket.OPEN);
  const fake: FakeOkx = {
    url: `ws://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}/ws/v5/public`,
    answerPings: true,
    accepting: true,
    connections: open,
    acceptedCount: () => all.length,
    waitForConnection(n, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`fake exchange: connection ${n} never came`)),
          timeoutMs,
        );
        const check = () => {
          const found = all[n - 1];
          if (found) {
            clearTimeout(timer);
            return resolve(found);
          }
          arrivals.push(check);
        };
        check();
      });
    },
    push(instId, ticker) {
      tickers.set(instId, ticker);
      for (const connection of open()) {
        if (connection.subscribed.has(instId)) connection.socket.send(tickerFrame(instId, ticker));
      }
    },
    sendRaw(frame) {
      for (const connection of open()) connection.socket.send(frame);
    },
    notice() {
      for (const connection of open()) {
        connection.socket.send(
          JSON.stringify({
            event: 'notice',
            code: '64008',
            msg: 'The connection will soon be closed for a service upgrade. Please reconnect.',
            connId: connection.id,
          }),
        );
      }
    },
    dropAll() {
      for (const connection of open()) connection.socket.terminate();
    },
    close() {
      for (const connection of all) connection.socket.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
