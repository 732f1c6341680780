import {
  accrualDueAt,
  daysDue,
  formatMoney,
  interestOfDay,
  interestPaidAfter,
  type StakingAccrualTrigger,
  type StakingTerms,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { recordNotification, type NotificationInput } from '../notifications/notifications.service.js';
import type { TransferInput } from '../ledger/ledger.types.js';
import { createStakingRepository, type PositionRow } from './staking.repository.js';
import { cashOf, positionHold, positionReference, RESERVE, transferIds } from './staking.reserve.js';
import type { AccrualRunRecord, StakingSettings } from './staking.settings.js';

/** Days one transaction accrues at most: the interest of one step is one ledger post of ≤ 100 transfers. */
export const MAX_DAYS_PER_TRANSACTION = 90;
/** Positions read per query while a run works through what is due. */
const DUE_BATCH = 200;

export type AccrualStep = {
  playerId: string;
  days: number;
  interestMinor: number;
  matured: boolean;
  principalMinor: number;
  more: boolean;
};

export type AccrualLogger = { error(object: object, message: string): void };

const termsOf = (position: PositionRow): StakingTerms => ({
  principalMinor: position.principal,
  dailyRateBps: position.dailyRateBps,
  periodDays: position.periodDays,
});

/** The day transfers (reserve → cash) of days `from`…`to`. */
function interestTransfersOf(position: PositionRow, from: number, to: number): TransferInput[] {
  const transfers: TransferInput[] = [];
  for (let day = from; day <= to; day += 1) {
    const amount = interestOfDay(termsOf(position), day);
    if (amount === 0) continue;
    transfers.push({
      id: transferIds.day(position.id, day),
      debit: RESERVE,
      credit: cashOf(position.playerId),
      amount,
      code: 'staking_interest',
      reference: positionReference(position.id),
    });
  }
  return transfers;
}

/**
 * The daily accrual (docs/staking.md). Each position advances in its own transaction: its row
 * locked, the days due at `now` written to `staking_accruals` (primary key position + day), the
 * position moved on by a conditional update from the days it had, and the interest (and at
 * maturity the principal) posted with deterministic ids. Any of those three alone stops a second
 * payment, so two instances, a restart mid-run or a manual run beside the timer pay each day once.
 */
export function createAccrual(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  settings: StakingSettings;
  logger?: AccrualLogger;
  minorDigits: number;
  /** Nudges the player's notification badge after their position's days committed. */
  announce?: (playerId: string) => Promise<void>;
}) {
  const { db, ledger } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  /** The player's notice of one step: interest paid for some days, or the position's maturity. */
  function noticeOf(position: PositionRow, interestMinor: number, days: number, matures: boolean): NotificationInput {
    return matures
      ? {
          playerId: position.playerId,
          kind: 'staking_matured',
          params: { principal: money(position.principal), interest: money(interestMinor), days: String(days) },
          link: '/productorder',
        }
      : {
          playerId: position.playerId,
          kind: 'staking_interest',
          params: { amount: money(interestMinor), days: String(days) },
          link: '/productorder',
        };
  }

  async function step(tx: Executor, positionId: string, now: Date): Promise<AccrualStep | null> {
    const repository = createStakingRepository({ db: tx });
    const position = await repository.lockPosition(positionId);
    if (!position || position.status !== 'open') return null;
    const due = daysDue(position.openedAt, now, position.periodDays);
    if (due <= position.daysPaid) return null;
    const from = position.daysPaid + 1;
    const to = Math.min(due, position.daysPaid + MAX_DAYS_PER_TRANSACTION);
    const matures = to === position.periodDays;
    const advanced = await repository.advance(position.id, position.daysPaid, {
      daysPaid: to,
      interestPaid: interestPaidAfter(termsOf(position), to),
      status: matures ? 'matured' : 'open',
      nextAccrualAt: matures ? null : accrualDueAt(position.openedAt, to + 1),
      maturedAt: matures ? now : null,
    });
    if (!advanced) return null;
    const days = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    await repository.insertAccruals(
      days.map((day) => {
        const amount = interestOfDay(termsOf(position), day);
        return {
          positionId: position.id,
          day,
          playerId: position.playerId,
          amount,
          transferId: amount > 0 ? transferIds.day(position.id, day) : null,
          maturity: matures && day === to,
          accruedAt: now,
        };
      }),
    );
    await ledger.post(interestTransfersOf(position, from, to), tx);
    // At maturity the principal's hold goes back to cash: the amount is the one reserved.
    if (matures) await ledger.resolve({ hold: positionHold(position.id), outcome: 'void' }, tx);
    const interestMinor = advanced.interestPaid - position.interestPaid;
    if (interestMinor > 0 || matures) {
      await recordNotification(tx, noticeOf(position, interestMinor, days.length, matures), now);
    }
    return {
      playerId: position.playerId,
      days: days.length,
      interestMinor,
      matured: matures,
      principalMinor: matures ? position.principal : 0,
      more: to < due,
    };
  }

  /** Accrues every day of one position due at `now` (several transactions after a long outage). */
  async function accruePosition(positionId: string, now: Date): Promise<Omit<AccrualStep, 'more' | 'playerId'>> {
    const total = { days: 0, interestMinor: 0, matured: false, principalMinor: 0 };
    let playerId: string | null = null;
    for (;;) {
      const done = await inTransaction(db, (tx) => step(tx, positionId, now));
      if (!done) {
        if (playerId !== null) await deps.announce?.(playerId);
        return total;
      }
      playerId = done.playerId;
      total.days += done.days;
      total.interestMinor += done.interestMinor;
      total.matured ||= done.matured;
      total.principalMinor += done.principalMinor;
      if (!done.more) {
        await deps.announce?.(done.playerId);
        return total;
      }
    }
  }

  /**
   * One pass over every open position with a day due at the clock's time, recorded as the last
   * run. A position that fails (rolled back as a whole) is counted and retried on the next pass.
   */
  async function runDue(trigger: StakingAccrualTrigger, by: string | null = null): Promise<AccrualRunRecord> {
    const startedAt = deps.clock.now();
    const run = { positions: 0, days: 0, interestMinor: 0, matured: 0, principalMinor: 0, failures: 0 };
    const attempted = new Set<string>();
    for (;;) {
      const ids = (
        await createStakingRepository({ db }).dueIds(startedAt, DUE_BATCH + attempted.size)
      ).filter((id) => !attempted.has(id));
      if (ids.length === 0) break;
      for (const id of ids) {
        attempted.add(id);
        try {
          const done = await accruePosition(id, startedAt);
          if (done.days === 0) continue;
          run.positions += 1;
          run.days += done.days;
          run.interestMinor += done.interestMinor;
          run.principalMinor += done.principalMinor;
          if (done.matured) run.matured += 1;
        } catch (error) {
          run.failures += 1;
          deps.logger?.error({ err: error, positionId: id }, 'staking accrual failed');
        }
      }
    }
    const record: AccrualRunRecord = {
      trigger,
      by,
      startedAt: startedAt.toISOString(),
      finishedAt: deps.clock.now().toISOString(),
      ...run,
    };
    await deps.settings.saveLastRun(db, record);
    return record;
  }

  return { accruePosition, runDue };
}

export type Accrual = ReturnType<typeof createAccrual>;
