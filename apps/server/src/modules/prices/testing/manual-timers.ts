import type { TimerHandle, Timers } from '../timers.js';

type Pending = { handle: TimerHandle; dueAt: number; callback: () => void };

/** Timers a test moves by hand: `advance(ms)` fires, in order, everything that falls due. */
export function createManualTimers(): Timers & {
  advance(ms: number): void;
  pendingCount(): number;
  nextDelay(): number | null;
} {
  let now = 0;
  let pending: Pending[] = [];
  return {
    setTimeout(callback, ms) {
      const handle: TimerHandle = { id: Symbol('timer') };
      pending.push({ handle, dueAt: now + Math.max(0, ms), callback });
      return handle;
    },
    clearTimeout(handle) {
      pending = pending.filter((timer) => timer.handle !== handle);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = pending.filter((timer) => timer.dueAt <= target).sort((a, b) => a.dueAt - b.dueAt)[0];
        if (!due) break;
        pending = pending.filter((timer) => timer !== due);
        now = due.dueAt;
        due.callback();
      }
      now = target;
    },
    pendingCount: () => pending.length,
    nextDelay() {
      if (pending.length === 0) return null;
      return Math.min(...pending.map((timer) => timer.dueAt)) - now;
    },
  };
}
