/** Reconnect delays: exponential from `initialMs` up to `maxMs`, with jitter so that clients cut
 * off together (a deploy, a network blip) do not all come back in the same instant. */
export type BackoffOptions = { initialMs: number; maxMs: number };

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 30_000 };

/** "Equal jitter": half the exponential step for sure, the other half at random. */
export function backoffDelayMs(attempt: number, options: BackoffOptions, random: () => number): number {
  const step = Math.min(options.maxMs, options.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

/** A uniform number in [0, 1) from Web Crypto; jitter needs no security, but one source is simpler. */
export function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}
