import {
  formatMoney,
  HOUSE_ACCOUNT_TYPES,
  type AdminPlayerLedgerQuery,
  type CashierDashboardSummary,
  type HouseAccountType,
  type LedgerCheck,
  type PlayerLedgerPage,
} from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/database.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import { invalidField } from '../../../platform/errors/app-error.js';
import { notFound } from '../../../platform/errors/input-errors.js';
import { findPlayer } from '../../accounts/players.service.js';
import { createDepositsRepository } from '../deposits/deposits.repository.js';
import { localDateOf, localDaysRange } from '../../../platform/time/local-day.js';
import { createWithdrawalsRepository } from '../withdrawals/withdrawals.repository.js';

/**
 * Read-only console views over money: the ledger's invariant check, one player's ledger entries
 * and the dashboard's money figures. Nothing here changes state, so nothing is audited.
 */
export function createCashierConsoleService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  minorDigits: number;
  timeZone: string;
}) {
  const { db, ledger } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  return {
    checkLedger: (): Promise<LedgerCheck> => ledger.checkInvariants(),

    async playerLedger(input: AdminPlayerLedgerQuery): Promise<PlayerLedgerPage> {
      if (!(await findPlayer(db, input.userId))) throw notFound('userId');
      if (input.cursor !== undefined && input.cursor !== '' && !/^\d{1,15}$/.test(input.cursor))
        throw invalidField('cursor');
      const page = await ledger.accountEntries(
        { kind: 'player', playerId: input.userId, type: input.account },
        { limit: input.pageSize, cursor: input.cursor || null },
      );
      const balances = await ledger.playerBalances(input.userId);
      return {
        userId: input.userId,
        account: input.account,
        balances: {
          cash: money(balances.cash),
          withdrawalHold: money(balances.withdrawalHold),
          betEscrow: money(balances.betEscrow),
          staking: money(balances.staking),
        },
        list: page.entries.map((entry) => ({
          id: entry.transferId,
          time: entry.createdAt.toISOString(),
          amount: money(entry.amount),
          before: money(entry.balanceBefore),
          after: money(entry.balanceAfter),
          code: entry.code,
          reference: entry.reference,
          counterparty: entry.counterparty,
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** Today (local day of TIMEZONE): approved deposits, paid withdrawals, queues, house balances. */
    async dashboard(): Promise<CashierDashboardSummary> {
      const date = localDateOf(deps.clock.now(), deps.timeZone);
      const { from, to } = localDaysRange(date, date, deps.timeZone);
      const deposits = createDepositsRepository({ db });
      const withdrawals = createWithdrawalsRepository({ db });
      const [approved, paid, pendingDeposits, pendingWithdrawals, house] = await Promise.all([
        deposits.approvedBetween(from, to),
        withdrawals.paidBetween(from, to),
        deposits.countByStatus('pending'),
        withdrawals.pendingCounts(),
        ledger.houseBalances(),
      ]);
      return {
        day: { from: from.toISOString(), to: to.toISOString(), timeZone: deps.timeZone },
        depositsApproved: { count: approved.count, total: money(approved.totalMinor) },
        withdrawalsPaid: { count: paid.count, total: money(paid.totalMinor) },
        pending: {
          deposits: pendingDeposits,
          withdrawals: pendingWithdrawals.pending,
          withdrawalsAwaitingSecondApproval: pendingWithdrawals.awaitingSecondApproval,
        },
        // Every house account type is a key: the entries come from HOUSE_ACCOUNT_TYPES.
        house: Object.fromEntries(HOUSE_ACCOUNT_TYPES.map((type) => [type, money(house[type])])) as Record<
          HouseAccountType,
          string
        >,
      };
    },
  };
}

export type CashierConsoleService = ReturnType<typeof createCashierConsoleService>;
