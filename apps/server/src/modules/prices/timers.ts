import { randomInt } from 'node:crypto';

/**
 * The feed's timers, injectable so tests drive the subscribe delay, keepalive, backoff and
 * fan-out by hand instead of sleeping.
 */
export type TimerHandle = { readonly id: unknown };
export type Timers = {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | null): void;
};

/** Real timers, unref'd: a price feed alone never keeps the process alive. */
export const systemTimers: Timers = {
  setTimeout(callback, ms) {
    const id = setTimeout(callback, ms);
    id.unref();
    return { id };
  },
  clearTimeout(handle) {
    if (handle) clearTimeout(handle.id as NodeJS.Timeout);
  },
};

/** A random integer in [0, maxExclusive), from the CSPRNG (never Math.random, even for jitter). */
export type RandomInt = (maxExclusive: number) => number;
export const cryptoRandomInt: RandomInt = (maxExclusive) => (maxExclusive <= 1 ? 0 : randomInt(maxExclusive));

/**
 * Exponential backoff with "equal jitter": half the capped exponential delay is fixed, half
 * random, so many servers cut off at once do not all return in the same instant.
 */
export function backoffDelayMs(attempt: number, baseMs: number, maxMs: number, random: RandomInt): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  const half = Math.floor(cap / 2);
  return half + random(cap - half + 1);
}
