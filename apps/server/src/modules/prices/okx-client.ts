import type { PriceFeedStatus } from '@fairround/shared';
import WebSocket, { type RawData } from 'ws';
import {
  parseUpstreamMessage,
  PING_FRAME,
  subscribeFrame,
  type UpstreamMessage,
  type UpstreamTick,
} from './okx-protocol.js';
import {
  backoffDelayMs,
  cryptoRandomInt,
  systemTimers,
  type RandomInt,
  type TimerHandle,
  type Timers,
} from './timers.js';

export type FeedLog = {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export type OkxClientSettings = {
  /** The seed's delay between connecting and subscribing. */
  subscribeDelayMs: number;
  /** Silence after which a text `ping` is sent; OKX drops a connection idle for 30 s. */
  idlePingMs: number;
  /** How long a `ping` may wait for its `pong` before the connection counts as dead. */
  pongTimeoutMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Pause before reconnecting when the exchange announces a disconnect (`notice`). */
  noticeReconnectMs: number;
  /** Consecutive failed connections after which the feed reports itself unavailable. */
  unavailableAfterFailures: number;
  handshakeTimeoutMs: number;
};

export const DEFAULT_OKX_SETTINGS: OkxClientSettings = {
  subscribeDelayMs: 2_000,
  idlePingMs: 20_000,
  pongTimeoutMs: 8_000,
  backoffBaseMs: 1_000,
  backoffMaxMs: 60_000,
  noticeReconnectMs: 1_000,
  unavailableAfterFailures: 2,
  handshakeTimeoutMs: 10_000,
};

export type OkxClientOptions = {
  url: string;
  instIds: readonly string[];
  onTick(tick: UpstreamTick): void;
  onStatus(status: PriceFeedStatus): void;
  log: FeedLog;
  timers?: Timers;
  random?: RandomInt;
  settings?: Partial<OkxClientSettings>;
};

export type OkxClient = { start(): void; stop(): Promise<void> };

/** One live socket and its timers; a new connection gets a fresh one, so stale callbacks are inert. */
type Link = {
  socket: WebSocket;
  subscribeTimer: TimerHandle | null;
  idleTimer: TimerHandle | null;
  pongTimer: TimerHandle | null;
  /** Set when we close on purpose (a `notice`): reconnect soon, without counting a failure. */
  planned: boolean;
};

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

/**
 * The server's one upstream connection to the OKX v5 public `tickers` channel: subscribes
 * 2 s after connecting, keeps the link alive with text pings, reconnects with jittered backoff
 * and resubscribes; a `notice` (upcoming disconnect) makes it move to a new connection early.
 */
export function createOkxClient(options: OkxClientOptions): OkxClient {
  const settings = { ...DEFAULT_OKX_SETTINGS, ...options.settings };
  const timers = options.timers ?? systemTimers;
  const random = options.random ?? cryptoRandomInt;
  const { log } = options;
  let link: Link | null = null;
  let reconnectTimer: TimerHandle | null = null;
  let failures = 0;
  let stopped = true;
  let status: PriceFeedStatus = 'connecting';

  const setStatus = (next: PriceFeedStatus, detail: object = {}) => {
    if (next === status) return;
    const previous = status;
    status = next;
    options.onStatus(next);
    if (next === 'unavailable')
      log.warn({ failures, ...detail }, 'price feed unavailable; retrying with backoff');
    else if (next === 'live' && previous === 'unavailable') log.info({}, 'price feed live again');
    else if (next === 'live') log.info({}, 'price feed live');
  };

  const clearLinkTimers = (current: Link) => {
    timers.clearTimeout(current.subscribeTimer);
    timers.clearTimeout(current.idleTimer);
    timers.clearTimeout(current.pongTimer);
    current.subscribeTimer = current.idleTimer = current.pongTimer = null;
  };

  // Any frame proves the link alive; after a silence we ask with `ping` and give it a deadline.
  const armKeepalive = (current: Link) => {
    timers.clearTimeout(current.idleTimer);
    timers.clearTimeout(current.pongTimer);
    current.pongTimer = null;
    current.idleTimer = timers.setTimeout(() => {
      if (current.socket.readyState !== WebSocket.OPEN) return;
      current.socket.send(PING_FRAME);
      current.pongTimer = timers.setTimeout(() => {
        log.debug({}, 'price feed: no pong in time; reconnecting');
        current.socket.terminate();
      }, settings.pongTimeoutMs);
    }, settings.idlePingMs);
  };

  // The exchange acknowledged or pushed: the connection works, so the backoff starts over.
  const markHealthy = () => {
    failures = 0;
    setStatus('live');
  };

  const handleMessage = (current: Link, message: UpstreamMessage) => {
    switch (message.kind) {
      case 'tickers':
        markHealthy();
        for (const tick of message.ticks) options.onTick(tick);
        if (message.rejected > 0)
          log.debug({ rejected: message.rejected }, 'price feed: malformed ticker entries ignored');
        return;
      case 'subscribed':
        return markHealthy();
      case 'error':
        return log.warn(
          { code: message.code, msg: message.msg },
          'price feed: the exchange answered with an error',
        );
      case 'notice':
        log.info(
          { code: message.code, msg: message.msg },
          'price feed: the exchange announced a disconnect; reconnecting',
        );
        current.planned = true;
        current.socket.close(1000);
        return;
      case 'pong':
      case 'other':
        return;
    }
  };

  const scheduleReconnect = (delayMs: number) => {
    timers.clearTimeout(reconnectTimer);
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delayMs);
  };

  const onClosed = (current: Link, reason: string) => {
    if (link !== current) return;
    clearLinkTimers(current);
    link = null;
    if (stopped) return;
    if (current.planned) {
      setStatus('connecting');
      return scheduleReconnect(settings.noticeReconnectMs + random(settings.noticeReconnectMs + 1));
    }
    failures += 1;
    const delay = backoffDelayMs(failures, settings.backoffBaseMs, settings.backoffMaxMs, random);
    log.debug({ reason, failures, retryInMs: delay }, 'price feed: connection lost');
    setStatus(failures >= settings.unavailableAfterFailures ? 'unavailable' : 'connecting', { reason });
    scheduleReconnect(delay);
  };

  function connect() {
    if (stopped) return;
    const socket = new WebSocket(options.url, { handshakeTimeout: settings.handshakeTimeoutMs });
    const current: Link = { socket, subscribeTimer: null, idleTimer: null, pongTimer: null, planned: false };
    link = current;
    let lastError = 'closed';
    socket.on('open', () => {
      if (link !== current) return;
      armKeepalive(current);
      current.subscribeTimer = timers.setTimeout(() => {
        current.subscribeTimer = null;
        if (socket.readyState === WebSocket.OPEN) socket.send(subscribeFrame(options.instIds));
      }, settings.subscribeDelayMs);
    });
    socket.on('message', (data, isBinary) => {
      if (link !== current) return;
      armKeepalive(current);
      const message = isBinary ? null : parseUpstreamMessage(rawText(data));
      if (message) handleMessage(current, message);
      else log.debug({}, 'price feed: unreadable frame ignored');
    });
    // Errors are followed by `close`; they only name the reason (DNS, refused, handshake timeout).
    socket.on('error', (error) => {
      lastError = error.message || 'error';
    });
    socket.on('close', () => onClosed(current, lastError));
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    async stop() {
      stopped = true;
      timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const current = link;
      link = null;
      if (!current) return;
      clearLinkTimers(current);
      if (current.socket.readyState === WebSocket.CLOSED) return;
      const closed = new Promise<void>((resolve) => current.socket.once('close', () => resolve()));
      current.socket.terminate();
      await closed;
    },
  };
}
