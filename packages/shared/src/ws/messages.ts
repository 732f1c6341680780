import { z } from 'zod';
import { channelSchema } from './channels.js';

/** The one WebSocket endpoint, same origin as the app. */
export const WS_PATH = '/ws';

/** Largest client message the server reads; client messages are tiny JSON objects. */
export const WS_MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

/** Client messages the server accepts per window (a burst of this many, then this rate). */
export const WS_CLIENT_RATE_LIMIT = { messages: 20, windowMs: 10_000 } as const;

/**
 * Close codes the server uses. 4xxx codes are ours (4000 + the HTTP status they resemble);
 * a client treats 4401 as "the session is gone" and the rest as "reconnect later".
 */
export const WS_CLOSE = {
  goingAway: 1001,
  messageTooBig: 1009,
  tryAgainLater: 1013,
  /** A handler failed on this socket's message: only this socket closes; reconnect and resync. */
  internalError: 1011,
  sessionInvalid: 4401,
  rateLimited: 4408,
} as const;

const timestampMs = z.number().finite();

// Client → server. Unknown keys are dropped; anything else malformed is answered with error 1001.
export const subscribeMessageSchema = z.object({ type: z.literal('subscribe'), channel: channelSchema });
export const unsubscribeMessageSchema = z.object({ type: z.literal('unsubscribe'), channel: channelSchema });
/** `t` is the client's own clock; the server echoes it so the client can measure the round trip. */
export const pingMessageSchema = z.object({ type: z.literal('ping'), t: timestampMs });

export const clientMessageSchema = z.discriminatedUnion('type', [
  subscribeMessageSchema,
  unsubscribeMessageSchema,
  pingMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// Server → client.
export const welcomeMessageSchema = z.object({
  type: z.literal('welcome'),
  connectionId: z.string(),
  /** Server epoch ms when the message was built: the client's first clock-offset sample. */
  serverTime: timestampMs,
  authenticated: z.boolean(),
});
/** `seq` is the channel's current sequence number: state as of `seq`, events follow with seq + 1, … */
export const subscribedMessageSchema = z.object({
  type: z.literal('subscribed'),
  channel: channelSchema,
  seq: z.number().int().nonnegative(),
});
export const unsubscribedMessageSchema = z.object({ type: z.literal('unsubscribed'), channel: channelSchema });
export const eventMessageSchema = z.object({
  type: z.literal('event'),
  channel: channelSchema,
  seq: z.number().int().positive(),
  payload: z.unknown(),
});
export const pongMessageSchema = z.object({ type: z.literal('pong'), t: timestampMs, serverTime: timestampMs });
/** `errCode` is from the error catalogue; `channel` names the subscription it concerns, if any. */
export const errorMessageSchema = z.object({
  type: z.literal('error'),
  errCode: z.number().int(),
  info: z.string(),
  channel: z.string().optional(),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  welcomeMessageSchema,
  subscribedMessageSchema,
  unsubscribedMessageSchema,
  eventMessageSchema,
  pongMessageSchema,
  errorMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
