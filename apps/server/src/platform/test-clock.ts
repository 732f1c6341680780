import { MAX_TEST_CLOCK_ADVANCE_MS, testClockEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.js';
import { apiRoute } from './http/api-route.js';

/**
 * TESTS ONLY (config TEST_CLOCK, default off; docs/staking.md). A clock that reads another clock
 * plus an offset the browser journeys move forward through `POST /api/test/clock/advance`, so a
 * staking position can mature in seconds. Every module reads time from `deps.clock`, so the whole
 * app (the round engine included) moves together. The offset lives in this process only.
 */
export type OffsetClock = Clock & {
  readonly kind: 'offset';
  offsetMs(): number;
  /** Moves the clock forward and waits for every listener (the staking accrual runs at once). */
  advance(ms: number): Promise<void>;
  /** Called after each advance, e.g. to run a job that just became due. */
  onAdvance(listener: () => Promise<unknown>): void;
};

export function createOffsetClock(base: Clock): OffsetClock {
  let offset = 0;
  const listeners: Array<() => Promise<unknown>> = [];
  return {
    kind: 'offset',
    now: () => new Date(base.now().getTime() + offset),
    offsetMs: () => offset,
    async advance(ms: number) {
      if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_TEST_CLOCK_ADVANCE_MS)
        throw new RangeError(`cannot advance by ${ms} ms`);
      offset += ms;
      for (const listener of listeners) await listener();
    },
    onAdvance(listener) {
      listeners.push(listener);
    },
  };
}

export function isOffsetClock(clock: Clock): clock is OffsetClock {
  return (clock as Partial<OffsetClock>).kind === 'offset';
}

/** The hook's one route; registered only when the app's clock is an offset clock (TEST_CLOCK=true). */
export function registerTestClockRoute(app: FastifyInstance, clock: OffsetClock): void {
  apiRoute(app, {
    endpoint: testClockEndpoints.advance,
    auth: { kind: 'public' },
    tags: ['test'],
    summary: 'TEST_CLOCK only: moves the app clock forward by ms (0 reads it); runs what became due',
    handler: async (request) => {
      await clock.advance(request.body.ms);
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
    },
  });
}
