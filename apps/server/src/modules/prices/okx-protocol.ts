import { z } from 'zod';

/**
 * The parts of the OKX v5 public WebSocket protocol the price feed uses:
 * - client → server: `{"op":"subscribe","args":[{"channel":"tickers","instId":"BTC-USDT"},…]}`
 *   and the text frame `ping` (answered with the text `pong`);
 * - server → client: event frames `{"event":"subscribe"|"error"|"notice",…}` and data pushes
 *   `{"arg":{"channel":"tickers","instId":…},"data":[{instId,last,sodUtc8,ts,…}]}`.
 * Every number on the wire is a string; unknown fields and event kinds are ignored.
 */
export const TICKERS_CHANNEL = 'tickers';

export type UpstreamTick = { instId: string; last: string; sodUtc8: string; ts: number };

const tickerSchema = z.object({
  instId: z.string().min(1).max(64),
  last: z.string().min(1).max(64),
  sodUtc8: z.string().min(1).max(64),
  ts: z.string().regex(/^\d{1,16}$/),
});

const pushSchema = z.object({
  arg: z.object({ channel: z.string(), instId: z.string().optional() }),
  data: z.array(z.unknown()),
});

const eventSchema = z.object({
  event: z.string(),
  code: z.string().optional(),
  msg: z.string().optional(),
  arg: z.object({ channel: z.string(), instId: z.string().optional() }).optional(),
  connId: z.string().optional(),
});

export type UpstreamMessage =
  | { kind: 'pong' }
  | { kind: 'tickers'; ticks: UpstreamTick[]; rejected: number }
  | { kind: 'subscribed'; instId: string | null }
  | { kind: 'error'; code: string; msg: string }
  | { kind: 'notice'; code: string; msg: string }
  | { kind: 'other' };

export function subscribeFrame(instIds: readonly string[]): string {
  return JSON.stringify({
    op: 'subscribe',
    args: instIds.map((instId) => ({ channel: TICKERS_CHANNEL, instId })),
  });
}

export const PING_FRAME = 'ping';

function parseTicks(data: unknown[]): { ticks: UpstreamTick[]; rejected: number } {
  const ticks: UpstreamTick[] = [];
  for (const item of data) {
    const parsed = tickerSchema.safeParse(item);
    if (parsed.success) ticks.push({ ...parsed.data, ts: Number(parsed.data.ts) });
  }
  return { ticks, rejected: data.length - ticks.length };
}

/** Classifies one text frame from the exchange; null when it is not JSON of a known shape. */
export function parseUpstreamMessage(text: string): UpstreamMessage | null {
  if (text === 'pong') return { kind: 'pong' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const event = eventSchema.safeParse(json);
  if (event.success) {
    const { event: name, code = '', msg = '' } = event.data;
    if (name === 'subscribe') return { kind: 'subscribed', instId: event.data.arg?.instId ?? null };
    if (name === 'error') return { kind: 'error', code, msg };
    if (name === 'notice') return { kind: 'notice', code, msg };
    return { kind: 'other' };
  }
  const push = pushSchema.safeParse(json);
  if (!push.success) return null;
  if (push.data.arg.channel !== TICKERS_CHANNEL) return { kind: 'other' };
  return { kind: 'tickers', ...parseTicks(push.data.data) };
}
