import { WS_CLIENT_RATE_LIMIT, WS_MAX_CLIENT_MESSAGE_BYTES } from '@fairround/shared';

/** Every per-connection bound of the socket endpoint in one place. */
export type RealtimeLimits = {
  /** Client messages above this are refused and the socket closed (the transport caps at 16 KiB). */
  maxMessageBytes: number;
  /** Inbound messages allowed per window; one more and the socket is closed with 4408. */
  rateLimit: { messages: number; windowMs: number };
  maxSubscriptions: number;
  /** The server pings this often and drops a socket after `maxMissedPongs` pings went unanswered. */
  heartbeatIntervalMs: number;
  maxMissedPongs: number;
  maxConnectionsPerIp: number;
  /** A client this far behind in reading is dropped; it reconnects and resyncs. */
  maxBufferedBytes: number;
};

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxMessageBytes: WS_MAX_CLIENT_MESSAGE_BYTES,
  rateLimit: WS_CLIENT_RATE_LIMIT,
  maxSubscriptions: 50,
  heartbeatIntervalMs: 30_000,
  maxMissedPongs: 2,
  maxConnectionsPerIp: 50,
  maxBufferedBytes: 1024 * 1024,
};

/**
 * A token bucket: a burst of `messages` at once, then `messages` per `windowMs` sustained, so a
 * client that keeps to the limit is never cut off by where a fixed window happens to start.
 */
export function createRateLimiter({ messages, windowMs }: RealtimeLimits['rateLimit'], now: () => number) {
  let tokens = messages;
  let refilledAt = now();
  const refillPerMs = messages / windowMs;
  return {
    take(): boolean {
      const current = now();
      tokens = Math.min(messages, tokens + (current - refilledAt) * refillPerMs);
      refilledAt = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
