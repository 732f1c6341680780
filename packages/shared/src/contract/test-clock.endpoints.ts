import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** The most one call of the test clock moves it: 400 days (the longest staking term and some). */
export const MAX_TEST_CLOCK_ADVANCE_MS = 400 * 86_400_000;

/**
 * The test clock's one call (TEST_CLOCK=true only; the route does not exist otherwise): moves
 * the app's clock forward by `ms` (0 reads it) for the browser journeys and tests.
 */
export const testClockEndpoints = {
  advance: defineEndpoint({
    path: '/api/test/clock/advance',
    auth: 'public',
    body: { ms: z.number().int().min(0).max(MAX_TEST_CLOCK_ADVANCE_MS) },
    response: z.object({ now: z.string(), offsetMs: z.number() }),
  }),
};
