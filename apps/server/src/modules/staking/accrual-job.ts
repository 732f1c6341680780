import type { StakingAccrualTrigger } from '@fairround/shared';
import type { Leadership } from '../../platform/db/database.js';
import type { Accrual } from './accrual.js';
import type { AccrualRunRecord } from './staking.settings.js';

/** How often the leader looks for due days; a day is paid at most this long after it is due. */
export const ACCRUAL_INTERVAL_MS = 60_000;

export type AccrualJobLogger = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * The accrual's timer, like the round engine's: only the instance holding the leadership runs
 * it, the first pass right at start (catching up whatever fell due while no instance ran), then
 * one pass a minute. Passes never overlap in one process; correctness never depends on the lock
 * (see accrual.ts), it only keeps the instances from doing the same work at once.
 */
export function createAccrualJob(deps: {
  accrual: Accrual;
  leadership?: Leadership;
  logger: AccrualJobLogger;
  intervalMs?: number;
}) {
  const intervalMs = deps.intervalMs ?? ACCRUAL_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  /** The pass in progress (or queued behind one); the next asks wait for it. */
  let chain: Promise<unknown> = Promise.resolve();
  let pass: Promise<void> | null = null;

  /** Runs one pass after any pass in progress; manual runs and the timer share this queue. */
  function run(trigger: StakingAccrualTrigger, by: string | null = null): Promise<AccrualRunRecord> {
    const next = chain.then(() => deps.accrual.runDue(trigger, by));
    chain = next.catch(() => undefined);
    return next.then((record) => {
      if (record.days > 0 || record.failures > 0) deps.logger.info({ ...record }, 'staking accrual ran');
      return record;
    });
  }

  return {
    run,

    start(): void {
      if (timer) return;
      const loop = () => {
        pass = (async () => {
          if (deps.leadership && !(await deps.leadership.acquire())) return;
          await run('timer');
        })()
          .catch((error: unknown) => deps.logger.error({ err: error }, 'staking accrual pass failed'))
          .finally(() => {
            pass = null;
            if (timer) timer = setTimeout(loop, intervalMs);
          });
      };
      timer = setTimeout(loop, 0);
    },

    /** Stops the timer, waits for a pass in progress and gives up the leadership. */
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
      await chain;
      await deps.leadership?.release();
    },
  };
}

export type AccrualJob = ReturnType<typeof createAccrualJob>;
