import { setImmediate as afterPendingIo } from 'node:timers/promises';

/**
 * Lets timers, sockets and other requests run before the caller goes on: long in-memory loops
 * (a busy round's settlement) call it between slices so they never stall the process for long.
 */
export function yieldToEventLoop(): Promise<void> {
  return afterPendingIo();
}
