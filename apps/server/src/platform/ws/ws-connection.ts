import { randomUUID } from 'node:crypto';
import {
  clientMessageSchema,
  ErrorCode,
  WS_CLOSE,
  type Channel,
  type ClientMessage,
  type ErrorCodeValue,
  type ServerMessage,
  type UiLanguage,
} from '@fairround/shared';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import { errorMessage } from '../http/envelope.js';
import { authoriseSubscription, type ConnectionPrincipal } from './channel-access.js';
import type { ChannelAddress, HubEvent, Realtime } from './realtime.js';
import { createRateLimiter, type RealtimeLimits } from './ws-limits.js';

export type ConnectionContext = {
  socket: WebSocket;
  principal: ConnectionPrincipal;
  realtime: Realtime;
  limits: RealtimeLimits;
  language: UiLanguage;
  now: () => number;
  log: FastifyBaseLogger;
};

/**
 * `floor` is the seq the client was told on subscribe; `pending` buffers events that arrive while
 * the subscription is still reading it. Events up to the floor can still trickle in just after
 * (published before the read, delivered after it) and are dropped, so none is sent twice; after
 * `dedupeUntilMs` everything passes, so a counter that restarted (an expired Redis key) reaches
 * the client, which resyncs on the backwards seq.
 */
type Subscription = {
  address: ChannelAddress;
  floor: number;
  dedupeUntilMs: number;
  pending: HubEvent[] | null;
  stopListening: () => void;
};

export type Connection = {
  readonly id: string;
  /** Called by the heartbeat sweep: pings, or drops a socket that ignored too many pings. */
  checkHeartbeat(): void;
  /** Resolves once the socket has closed and every subscription is released. */
  readonly closed: Promise<void>;
};

/** Events buffered during one subscribe round trip; a flood beyond this means resync anyway. */
const MAX_PENDING_EVENTS = 1_000;
/** How long after subscribing late copies of already-counted events are expected. */
const SUBSCRIBE_DEDUPE_MS = 10_000;

function rawByteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((total, part) => total + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

/** Every inbound message is validated against the shared schema; the field at fault is named. */
function parseClientMessage(data: RawData, isBinary: boolean): { ok: true; message: ClientMessage } | { ok: false; field: string } {
  if (isBinary) return { ok: false, field: 'message' };
  let json: unknown;
  try {
    json = JSON.parse(rawText(data));
  } catch {
    return { ok: false, field: 'message' };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, field: parsed.error.issues[0]?.path.join('.') || 'message' };
}

/** Runs the protocol on one accepted socket: welcome, subscriptions, pings, limits. */
export function startConnection(context: ConnectionContext): Connection {
  const { socket, principal, realtime, limits, language, now, log } = context;
  const id = randomUUID();
  const subscriptions = new Map<Channel, Subscription>();
  const rateLimiter = createRateLimiter(limits.rateLimit, now);
  let missedPongs = 0;
  let closing = false;

  /** Sends a JSON text frame; a hub event comes already encoded and is sent as text too. */
  const sendFrame = (frame: string | Buffer) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      // A reader this far behind would only fall further; it reconnects and resyncs instead.
      closeWith(WS_CLOSE.tryAgainLater);
      return;
    }
    socket.send(frame, { binary: false });
  };
  const send = (message: ServerMessage) => sendFrame(JSON.stringify(message));
  const sendError = (errCode: ErrorCodeValue, extra: { channel?: string; field?: string } = {}) => {
    const info = errorMessage(errCode, language, extra.field ? { field: extra.field } : {});
    send({ type: 'error', errCode, info, ...(extra.channel ? { channel: extra.channel } : {}) });
  };
  /**
   * The error path of a failed handler: it must not be able to throw itself, or the rejection
   * escapes the queue and takes the process down (issue #23: one message on `?lang=toString`
   * did). The socket gets the generic error frame and is closed; if even that fails, it is cut.
   */
  const failSocket = (error: unknown) => {
    try {
      log.error({ err: error }, 'realtime: message handling failed');
      closing = true;
      sendError(ErrorCode.UnknownError);
      closeWith(WS_CLOSE.internalError);
    } catch {
      socket.terminate();
    }
  };
  function closeWith(code: number) {
    closing = true;
    if (socket.readyState === WebSocket.OPEN) socket.close(code);
  }

  const forward = (subscription: Subscription, event: HubEvent) => {
    if (event.seq <= subscription.floor && now() < subscription.dedupeUntilMs) return;
    subscription.floor = event.seq;
    sendFrame(event.frameBytes);
  };

  async function subscribe(channel: Channel) {
    const existing = subscriptions.get(channel);
    if (existing) {
      if (!existing.pending) send({ type: 'subscribed', channel, seq: existing.floor });
      return;
    }
    if (subscriptions.size >= limits.maxSubscriptions) return sendError(ErrorCode.RateLimited, { channel });
    const decision = authoriseSubscription(channel, principal);
    if (!decision.ok) return sendError(decision.errCode, { channel, field: 'channel' });

    const subscription: Subscription = { address: decision.address, floor: 0, dedupeUntilMs: 0, pending: [], stopListening: () => {} };
    subscription.stopListening = realtime.listen(decision.address, (event) => {
      if (!subscription.pending) return forward(subscription, event);
      if (subscription.pending.length < MAX_PENDING_EVENTS) subscription.pending.push(event);
    });
    subscriptions.set(channel, subscription);

    let seq: number;
    try {
      seq = await realtime.currentSeq(decision.address);
    } catch (error) {
      log.warn({ err: error, channel }, 'realtime: could not read the channel seq');
      release(channel);
      return sendError(ErrorCode.SystemBusy, { channel });
    }
    // Unsubscribed or disconnected while the seq was being read.
    if (subscriptions.get(channel) !== subscription) return;
    const buffered = subscription.pending ?? [];
    subscription.pending = null;
    subscription.floor = seq;
    subscription.dedupeUntilMs = now() + SUBSCRIBE_DEDUPE_MS;
    send({ type: 'subscribed', channel, seq });
    for (const event of buffered) forward(subscription, event);
  }

  function release(channel: Channel) {
    subscriptions.get(channel)?.stopListening();
    subscriptions.delete(channel);
  }

  async function handle(message: ClientMessage) {
    switch (message.type) {
      case 'subscribe':
        return subscribe(message.channel);
      case 'unsubscribe':
        release(message.channel);
        return send({ type: 'unsubscribed', channel: message.channel });
      case 'ping':
        return send({ type: 'pong', t: message.t, serverTime: now() });
    }
  }

  // Messages are handled one after another so replies come back in the order of the requests
  // (a subscribe waits for the channel's seq; a ping sent after it must not overtake it).
  let handling: Promise<void> = Promise.resolve();
  const enqueue = (step: () => void | Promise<void>) => {
    // A bug in handling one message closes this socket only; the client reconnects and resyncs.
    handling = handling.then(step).catch(failSocket);
  };

  function onMessage(data: RawData, isBinary: boolean) {
    if (closing) return;
    if (!rateLimiter.take()) {
      closing = true;
      return enqueue(() => {
        sendError(ErrorCode.RateLimited);
        closeWith(WS_CLOSE.rateLimited);
      });
    }
    if (rawByteLength(data) > limits.maxMessageBytes) {
      closing = true;
      return enqueue(() => {
        sendError(ErrorCode.IncompleteParameters, { field: 'message' });
        closeWith(WS_CLOSE.messageTooBig);
      });
    }
    const parsed = parseClientMessage(data, isBinary);
    enqueue(() => (parsed.ok ? handle(parsed.message) : sendError(ErrorCode.IncompleteParameters, { field: parsed.field })));
  }

  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      closing = true;
      for (const channel of [...subscriptions.keys()]) release(channel);
      resolve();
    });
  });
  socket.on('message', (data: RawData, isBinary: boolean) => {
    // A throw in a socket's event listener is an uncaught exception: it would end the process.
    try {
      onMessage(data, isBinary);
    } catch (error) {
      failSocket(error);
    }
  });
  socket.on('pong', () => {
    missedPongs = 0;
  });

  send({ type: 'welcome', connectionId: id, serverTime: now(), authenticated: Boolean(principal.player || principal.staff) });

  return {
    id,
    closed,
    checkHeartbeat() {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (missedPongs >= limits.maxMissedPongs) {
        socket.terminate();
        return;
      }
      missedPongs += 1;
      socket.ping();
    },
  };
}
