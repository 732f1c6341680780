import { LIMIT_PERIODS, momentParam, moneyParam, type LimitPeriod } from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/database.js';
import { limitInForce, remainingUnder } from './limits.rules.js';
import {
  depositLimitAtApproval,
  depositLimitReached,
  gamblingBlocked,
  lossLimitReached,
} from './protection.errors.js';
import { periodWindow, type PeriodWindow } from './periods.js';
import {
  createProtectionRepository,
  type LimitRow,
  type PeriodStarts,
  type UsageByPeriod,
} from './protection.repository.js';

export type ProtectionDeps = { clock: Clock; timeZone: string; minorDigits: number };

export type Windows = Record<LimitPeriod, PeriodWindow>;

export function windowsAt(now: Date, timeZone: string): Windows {
  return {
    day: periodWindow('day', now, timeZone),
    week: periodWindow('week', now, timeZone),
    month: periodWindow('month', now, timeZone),
  };
}

export const startsOf = (windows: Windows): PeriodStarts => ({
  day: windows.day.from,
  week: windows.week.from,
  month: windows.month.from,
});

/** The tightest of a kind's limits in force: what remains under it and when its period resets. */
function tightest(
  rows: LimitRow[],
  kind: LimitRow['kind'],
  used: UsageByPeriod,
  windows: Windows,
  now: Date,
) {
  let best: { remaining: number; resetsAt: Date } | null = null;
  for (const period of LIMIT_PERIODS) {
    const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period) ?? null;
    const limit = limitInForce(row, now);
    if (limit === null) continue;
    const remaining = remainingUnder(limit, used[period]);
    if (!best || remaining < best.remaining) best = { remaining, resetsAt: windows[period].to };
  }
  return best;
}

/**
 * The server-side checks the cashier and the rounds run inside their own transactions, after
 * taking their per-player lock, so two requests cannot both pass on the same allowance.
 */
export function createProtectionGuards({ clock, timeZone }: ProtectionDeps) {
  // Refusal texts write these in the player's language (shared formatting kit).
  const money = (minor: number) => moneyParam(minor);
  const time = (instant: Date) => momentParam(instant, timeZone);

  /** The end of the time-out or self-exclusion in force, if any. */
  async function blockedUntil(executor: Executor, playerId: string, now = clock.now()): Promise<Date | null> {
    const [latest] = await createProtectionRepository({ db: executor }).exclusionsOf(playerId);
    return latest && latest.endsAt > now ? latest.endsAt : null;
  }

  /** 3062 while a time-out or self-exclusion runs: bets, deposits and staking call this. */
  async function assertMayGamble(executor: Executor, playerId: string): Promise<void> {
    const until = await blockedUntil(executor, playerId);
    if (until) throw gamblingBlocked(time(until));
  }

  /** Refuses the exclusion end read elsewhere (the order placement reads it with its facts). */
  function assertNotBlocked(until: Date | null, now: Date): void {
    if (until && until > now) throw gamblingBlocked(time(until));
  }

  /** A deposit request: 3062 when blocked, 3060 when above what remains of the tightest deposit limit. */
  async function assertDepositAllowed(tx: Executor, playerId: string, amount: number): Promise<void> {
    const now = clock.now();
    await assertMayGamble(tx, playerId);
    const repository = createProtectionRepository({ db: tx });
    const rows = await repository.limitsOf(playerId);
    if (!rows.some((row) => row.kind === 'deposit')) return;
    const windows = windowsAt(now, timeZone);
    const usage = await repository.depositUsage(playerId, startsOf(windows));
    const used = {
      day: usage.day + usage.pending,
      week: usage.week + usage.pending,
      month: usage.month + usage.pending,
    };
    const bound = tightest(rows, 'deposit', used, windows, now);
    if (bound && amount > bound.remaining)
      throw depositLimitReached(money(bound.remaining), time(bound.resetsAt));
  }

  /** The console's approval: the limit in force now against what was credited in each window (3063). */
  async function assertApprovalAllowed(tx: Executor, playerId: string, amount: number): Promise<void> {
    const now = clock.now();
    const repository = createProtectionRepository({ db: tx });
    const rows = await repository.limitsOf(playerId);
    if (!rows.some((row) => row.kind === 'deposit')) return;
    const windows = windowsAt(now, timeZone);
    const bound = tightest(
      rows,
      'deposit',
      await repository.depositUsage(playerId, startsOf(windows)),
      windows,
      now,
    );
    if (bound && amount > bound.remaining) throw depositLimitAtApproval(money(bound.remaining));
  }

  /** An order of `total` when the player has a loss limit: 3061 when it would pass the tightest. */
  async function assertLossAllowed(tx: Executor, playerId: string, total: number, now: Date): Promise<void> {
    const repository = createProtectionRepository({ db: tx });
    const rows = await repository.limitsOf(playerId);
    const windows = windowsAt(now, timeZone);
    const bound = tightest(
      rows,
      'loss',
      await repository.lossUsage(playerId, startsOf(windows)),
      windows,
      now,
    );
    if (bound && total > bound.remaining)
      throw lossLimitReached(money(bound.remaining), time(bound.resetsAt));
  }

  return {
    blockedUntil,
    assertMayGamble,
    assertNotBlocked,
    assertDepositAllowed,
    assertApprovalAllowed,
    assertLossAllowed,
  };
}

export type ProtectionGuards = ReturnType<typeof createProtectionGuards>;
