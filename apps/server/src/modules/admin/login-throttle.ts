import type { Clock } from '../../platform/clock.js';

export type LoginThrottleLimits = {
  /** Failures allowed for one username within the window before it is locked. */
  perUsername: number;
  /** Failures allowed from one IP within the window before it is locked. */
  perIp: number;
  windowMs: number;
  lockMs: number;
};

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  perUsername: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** Keys tracked at most; beyond this, entries with nothing recent are dropped first. */
const MAX_TRACKED_KEYS = 10_000;

type Bucket = { failures: number[]; lockedUntil: number };

/**
 * Slows password guessing on the console login: too many failures for a username or from an IP
 * lock that key for a while. Kept in this process's memory; each instance counts on its own.
 */
export function createLoginThrottle({
  clock,
  limits = DEFAULT_LOGIN_THROTTLE,
}: {
  clock: Clock;
  limits?: LoginThrottleLimits;
}) {
  const buckets = new Map<string, Bucket>();
  const keysOf = (username: string, ip: string) => [
    { key: `user:${username.toLowerCase()}`, limit: limits.perUsername },
    { key: `ip:${ip}`, limit: limits.perIp },
  ];

  function prune(now: number): void {
    if (buckets.size < MAX_TRACKED_KEYS) return;
    for (const [key, bucket] of buckets) {
      const recent = bucket.failures.some((at) => now - at < limits.windowMs);
      if (!recent && bucket.lockedUntil <= now) buckets.delete(key);
    }
  }

  return {
    /** Whole minutes until the later of the two locks ends, or null when neither is locked. */
    lockedForMinutes(username: string, ip: string): number | null {
      const now = clock.now().getTime();
      const until = Math.max(...keysOf(username, ip).map(({ key }) => buckets.get(key)?.lockedUntil ?? 0));
      return until > now ? Math.ceil((until - now) / 60_000) : null;
    },
    recordFailure(username: string, ip: string): void {
      const now = clock.now().getTime();
      prune(now);
      for (const { key, limit } of keysOf(username, ip)) {
        const bucket = buckets.get(key) ?? { failures: [], lockedUntil: 0 };
        bucket.failures = bucket.failures.filter((at) => now - at < limits.windowMs);
        bucket.failures.push(now);
        if (bucket.failures.length >= limit) {
          bucket.lockedUntil = now + limits.lockMs;
          bucket.failures = [];
        }
        buckets.set(key, bucket);
      }
    },
    /** A successful login clears the username's failures; the IP's stay counted. */
    recordSuccess(username: string): void {
      buckets.delete(`user:${username.toLowerCase()}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
