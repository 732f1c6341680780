import {
  WS_CLIENT_RATE_LIMIT,
  WS_CLOSE,
  WS_PATH,
  isChannel,
  isSubprotocolSafeToken,
  serverMessageSchema,
  socketProtocols,
  type Channel,
  type ClientMessage,
  type ServerMessage,
  type SocketCredentialKind,
} from '../ws/index.js';
import { DEFAULT_BACKOFF, backoffDelayMs, cryptoRandom, type BackoffOptions } from './backoff.js';
import { createOutbox } from './outbox.js';
import { createClockEstimator } from './server-clock.js';

/**
 * What a channel's listener hears:
 * - event: a pushed payload, in seq order.
 * - resync: events may have been missed (after a reconnect, or a gap in seq): refetch the state.
 * - refused: the server would not subscribe (for example a private channel without a session).
 */
export type ChannelSignal =
  | { type: 'event'; payload: unknown; seq: number }
  | { type: 'resync'; reason: 'reconnected' | 'gap' }
  | { type: 'refused'; errCode: number; info: string };
export type ChannelListener = (signal: ChannelSignal) => void;

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export type WebSocketLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

export type RealtimeClientOptions = {
  /** Defaults to the page's own origin + `/ws` (ws: or wss: to match the page). */
  url?: string;
  /**
   * The session token, read at every (re)connect; null for a visitor. It is offered in the
   * `Sec-WebSocket-Protocol` list, never put in the URL (access logs record URLs).
   */
  getToken: () => string | null | undefined;
  /** Whose token it is: a player's (the default) or a console operator's. */
  tokenKind?: SocketCredentialKind;
  /** The API language value (`vi`, `en`, `chs`, `cht`) for texts in error messages. */
  getLanguage?: () => string | undefined;
  /** Called when the server says the token is dead (close 4401); the client carries on as a visitor. */
  onSessionInvalid?: () => void;
  /** `protocols` is the subprotocol list to offer: `WS_SUBPROTOCOL`, then the token if any. */
  createSocket?: (url: string, protocols: string[]) => WebSocketLike;
  now?: () => number;
  random?: () => number;
  backoff?: Partial<BackoffOptions>;
  pingIntervalMs?: number;
  /** Without any answer this long after a ping, the connection is presumed dead and replaced. */
  pongTimeoutMs?: number;
};

export type RealtimeClient = {
  /** Listens to a channel (subscribing on first use); returns the function that stops listening. */
  subscribe(channel: Channel, listener: ChannelListener): () => void;
  /** The server's current epoch ms, as well as this device can tell. */
  serverNow(): number;
  clockOffsetMs(): number;
  onClockChange(listener: () => void): () => void;
  status(): ConnectionStatus;
  onStatusChange(listener: () => void): () => void;
  /** Reconnects now, e.g. after log-in or log-out so the new token applies; channels carry over. */
  reconnect(): void;
  close(): void;
};

type ChannelState = { listeners: Set<ChannelListener>; seq: number | null; resyncWhenSubscribed: boolean };

const OPEN = 1;
const DEFAULT_PING_INTERVAL_MS = 25_000;
const DEFAULT_PONG_TIMEOUT_MS = 10_000;
/** Stay a few messages under the server's limit so pings always fit. */
const OUTBOX_MESSAGES = WS_CLIENT_RATE_LIMIT.messages - 4;

function defaultSocketUrl(path: string): URL {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  return url;
}

function report(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const now = options.now ?? Date.now;
  const random = options.random ?? cryptoRandom;
  const backoff: BackoffOptions = { ...DEFAULT_BACKOFF, ...options.backoff };
  const createSocket = options.createSocket ?? ((url: string, protocols: string[]) => new WebSocket(url, protocols));
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
  const pongTimeoutMs = options.pongTimeoutMs ?? DEFAULT_PONG_TIMEOUT_MS;

  const channelStates = new Map<Channel, ChannelState>();
  const clock = createClockEstimator();
  const clockListeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let status: ConnectionStatus = 'idle';
  let socket: WebSocketLike | null = null;
  let tokenInUse: string | null = null;
  /** A token the server refused; not offered again, so a dead session cannot loop. */
  let rejectedToken: string | null = null;
  let attempt = 0;
  let everWelcomed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | null = null;

  const outbox = createOutbox({
    messages: OUTBOX_MESSAGES,
    windowMs: WS_CLIENT_RATE_LIMIT.windowMs,
    now,
    send: (frame) => {
      if (socket?.readyState === OPEN) socket.send(frame);
    },
  });
  const sendMessage = (message: ClientMessage) => outbox.push(JSON.stringify(message));

  const emit = (listeners: Set<() => void>) => {
    for (const listener of [...listeners]) listener();
  };
  const setStatus = (next: ConnectionStatus) => {
    if (status === next) return;
    status = next;
    emit(statusListeners);
  };
  const notify = (state: ChannelState, signal: ChannelSignal) => {
    for (const listener of [...state.listeners]) {
      try {
        listener(signal);
      } catch (error) {
        report(error);
      }
    }
  };
  const withClockUpdate = (update: () => void) => {
    const before = clock.offsetMs();
    update();
    if (clock.offsetMs() !== before) emit(clockListeners);
  };

  /** Carries only the language: the server refuses a socket with a token in its URL. */
  function socketUrl(): string {
    const url = options.url ? new URL(options.url, window.location.href) : defaultSocketUrl(WS_PATH);
    const language = options.getLanguage?.();
    if (language) url.searchParams.set('lang', language);
    return url.toString();
  }

  function connect() {
    clearReconnectTimer();
    const stored = options.getToken() ?? null;
    // A stored string outside the token alphabet cannot be a session (and a browser would throw
    // on it as a subprotocol): the socket is a visitor's; the HTTP API reports the dead session.
    tokenInUse = stored !== null && stored !== rejectedToken && isSubprotocolSafeToken(stored) ? stored : null;
    setStatus(everWelcomed ? 'reconnecting' : 'connecting');
    let next: WebSocketLike;
    try {
      next = createSocket(socketUrl(), socketProtocols(tokenInUse ? { kind: options.tokenKind ?? 'player', token: tokenInUse } : null));
    } catch (error) {
      report(error);
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onmessage = (event) => {
      if (socket === next) onMessage(event.data);
    };
    next.onclose = (event) => {
      if (socket === next) onSocketLost(event.code);
    };
    next.onerror = () => {}; // a close event always follows an error
  }

  function dropSocket() {
    const current = socket;
    socket = null;
    stopPinging();
    outbox.reset();
    if (!current) return;
    current.onmessage = current.onclose = current.onerror = current.onopen = null;
    try {
      current.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  function onSocketLost(code: number) {
    dropSocket();
    if (status === 'closed') return;
    if (code === WS_CLOSE.sessionInvalid) {
      if (tokenInUse) rejectedToken = tokenInUse;
      options.onSessionInvalid?.();
    }
    scheduleReconnect();
  }

  function scheduleReconnect() {
    setStatus('reconnecting');
    clearReconnectTimer();
    reconnectTimer = setTimeout(connect, backoffDelayMs(attempt, backoff, random));
    attempt += 1;
  }

  function clearReconnectTimer() {
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
  }

  function sendPing() {
    sendMessage({ type: 'ping', t: now() });
    pongTimer ??= setTimeout(() => {
      pongTimer = null;
      onSocketLost(0);
    }, pongTimeoutMs);
  }

  function startPinging() {
    stopPinging();
    pingTimer = setInterval(sendPing, pingIntervalMs);
    sendPing(); // an early round trip gives an accurate clock offset right away
  }

  function stopPinging() {
    if (pingTimer !== null) clearInterval(pingTimer);
    if (pongTimer !== null) clearTimeout(pongTimer);
    pingTimer = pongTimer = null;
  }

  function onWelcome(serverTime: number) {
    withClockUpdate(() => clock.welcome(serverTime, now()));
    const reconnected = everWelcomed;
    everWelcomed = true;
    attempt = 0;
    setStatus('open');
    for (const [channel, state] of channelStates) {
      state.resyncWhenSubscribed = reconnected;
      sendMessage({ type: 'subscribe', channel });
    }
    startPinging();
  }

  function onEvent(channel: Channel, seq: number, payload: unknown) {
    const state = channelStates.get(channel);
    if (!state) return;
    if (state.seq !== null) {
      if (seq === state.seq) return; // already seen
      // Anything but the next number (a skip, or a counter that restarted) means state was missed.
      if (seq !== state.seq + 1) notify(state, { type: 'resync', reason: 'gap' });
    }
    state.seq = seq;
    notify(state, { type: 'event', payload, seq });
  }

  function handle(message: ServerMessage) {
    switch (message.type) {
      case 'welcome':
        return onWelcome(message.serverTime);
      case 'subscribed': {
        const state = channelStates.get(message.channel);
        if (!state) return;
        state.seq = message.seq;
        if (state.resyncWhenSubscribed) {
          state.resyncWhenSubscribed = false;
          notify(state, { type: 'resync', reason: 'reconnected' });
        }
        return;
      }
      case 'unsubscribed':
        return;
      case 'event':
        return onEvent(message.channel, message.seq, message.payload);
      case 'pong':
        if (pongTimer !== null) clearTimeout(pongTimer);
        pongTimer = null;
        return withClockUpdate(() => clock.pong(message.t, message.serverTime, now()));
      case 'error': {
        const state = message.channel && isChannel(message.channel) ? channelStates.get(message.channel) : undefined;
        if (state) notify(state, { type: 'refused', errCode: message.errCode, info: message.info });
        // A dead token (1062) comes with close 4401, handled when the socket closes.
        return;
      }
    }
  }

  function onMessage(data: unknown) {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (parsed.success) handle(parsed.data);
  }

  // Coming back online or to the foreground should not wait out a long backoff.
  const wakeUp = () => {
    if (reconnectTimer !== null && (typeof document === 'undefined' || document.visibilityState !== 'hidden')) connect();
  };

  function start() {
    if (status !== 'idle') return;
    if (typeof window !== 'undefined') window.addEventListener('online', wakeUp);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', wakeUp);
    connect();
  }

  return {
    subscribe(channel, listener) {
      if (!isChannel(channel)) throw new TypeError(`not a channel: ${String(channel)}`);
      let state = channelStates.get(channel);
      if (!state) {
        state = { listeners: new Set(), seq: null, resyncWhenSubscribed: false };
        channelStates.set(channel, state);
        if (status === 'open') sendMessage({ type: 'subscribe', channel });
      }
      const held = state;
      held.listeners.add(listener);
      start();
      return () => {
        held.listeners.delete(listener);
        if (held.listeners.size > 0 || channelStates.get(channel) !== held) return;
        channelStates.delete(channel);
        if (status === 'open') sendMessage({ type: 'unsubscribe', channel });
      };
    },
    serverNow: () => now() + clock.offsetMs(),
    clockOffsetMs: () => clock.offsetMs(),
    onClockChange(listener) {
      clockListeners.add(listener);
      start();
      return () => clockListeners.delete(listener);
    },
    status: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    reconnect() {
      if (status === 'idle' || status === 'closed') return;
      dropSocket();
      attempt = 0;
      connect();
    },
    close() {
      if (typeof window !== 'undefined') window.removeEventListener('online', wakeUp);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', wakeUp);
      clearReconnectTimer();
      setStatus('closed');
      dropSocket();
    },
  };
}
