import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  unmetTurnoverMinor,
  withdrawableFrom,
  type WithdrawalStatus,
  type WithdrawalView,
  type WithdrawInfo,
} from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { AppError, invalidField, SessionRequiredError } from '../../../platform/errors/app-error.js';
import type { PlayerRow } from '../../accounts/players.service.js';
import type { VipService } from '../../accounts/vip/vip.service.js';
import { recordAudit } from '../../admin/audit.service.js';
import { recordNotification } from '../../notifications/notifications.service.js';
import { oneStaffCreatedTheOther } from '../../admin/staff.queries.js';
import {
  holdIdOf,
  InsufficientFundsError,
  resolutionIdOf,
  type HoldRef,
  type LedgerService,
} from '../../ledger/ledger.service.js';
import { toAccountView } from '../bank-accounts/bank-accounts.service.js';
import {
  createWithdrawalAccountsRepository,
  type WithdrawalAccountRow,
} from '../bank-accounts/bank-accounts.repository.js';
import {
  aboveMaximum,
  alreadyProcessed,
  belowMinimum,
  dailyWithdrawalLimit,
  secondApproverMustDiffer,
  withdrawalAccountNotFound,
  withdrawalAccountRequired,
} from '../cashier.errors.js';
import { isUniqueViolationOf } from '../../../platform/db/unique-violation.js';
import { accountFrozen } from '../../accounts/accounts.errors.js';
import { balanceInsufficient, notFound, parsePositiveAmount } from '../../../platform/errors/input-errors.js';
import { findPlayer, requireActivePlayer } from '../../accounts/players.service.js';
import { lockPlayerCashier, turnoverStatusOf } from '../cashier.players.js';
import { isUuid } from '../../../platform/http/ids.js';
import type { CashierConfig, CashierSettings } from '../cashier.settings.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { auditEntry } from '../../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../../platform/auth/console-actor.js';
import type { CallOrigin, PayPasswordGuard, SecondFactorCheck } from '../pay-password.js';
import { localDateOf, localDaysRange } from '../../../platform/time/local-day.js';
import {
  createWithdrawalsRepository,
  type PageQuery,
  type WithdrawalRow,
  type WithdrawalsFilter,
} from './withdrawals.repository.js';

export type WithdrawInput = {
  bank_id: string;
  money?: string | number;
  pwd: string;
  request_key?: string;
  otp?: string;
};

const REQUEST_KEY_CONSTRAINT = 'withdrawals_player_request_key_unique';

/** "Processed within 24 hours" (PRODUCT.md §4), shown on the withdraw page. */
const PROCESSING_HOURS = 24;

/** A withdrawal's hold in the ledger: reserved at request, posted when paid, voided when rejected. */
const withdrawalHold = (id: string): HoldRef => ({ kind: 'withdrawal', subject: id });
export const withdrawalHoldId = (id: string) => holdIdOf(withdrawalHold(id));
/** One id for both outcomes: paying and refunding the same withdrawal can never both post. */
export const withdrawalResolveId = (id: string) => resolutionIdOf(withdrawalHold(id));

const cash = (playerId: string) => ({ kind: 'player', playerId, type: 'cash' }) as const;

/**
 * Withdrawals (PRODUCT.md §4). A request reserves the amount from cash into the player's
 * withdrawal hold at once, in the transaction that records it; the console then pays it (the
 * hold posted → house withdrawals) or rejects it (voided → cash, "withdrawal failure refund"),
 * exactly once. At or above the operator's threshold, two different operators must approve.
 */

/**
 * An account made in the last day by the other approver (or the other way round) is likely the
 * same person: the probe showed an owner creating a second owner to be its own second operator.
 */
const SAME_PERSON_WINDOW_MS = 24 * 60 * 60_000;

async function isAnotherOperator(
  tx: Executor,
  firstApproverId: string | null,
  actor: StaffActor,
  now: Date,
): Promise<boolean> {
  if (firstApproverId === null || firstApproverId === actor.staffId) return false;
  const since = new Date(now.getTime() - SAME_PERSON_WINDOW_MS);
  return !(await oneStaffCreatedTheOther(tx, firstApproverId, actor.staffId, since));
}
export function createWithdrawalsService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  settings: CashierSettings;
  vip: VipService;
  payPassword: PayPasswordGuard;
  twoFactor: SecondFactorCheck;
  minorDigits: number;
  timeZone: string;
  /**
   * The operator's identity-verification rule (modules/verification/verification.gate.ts), run
   * in the request's transaction under the player's cashier lock; throws to refuse.
   */
  verificationGate: (tx: Executor, playerId: string, amountMinor: number) => Promise<void>;
}) {
  const { db, clock, ledger, settings } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  function toView(row: WithdrawalRow, account: WithdrawalAccountRow): WithdrawalView {
    const { createdAt: _createdAt, ...accountView } = toAccountView(account);
    return {
      id: row.id,
      amount: money(row.amount),
      status: row.status,
      reason: row.reason,
      payoutReference: row.payoutReference,
      account: accountView,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
  }

  const needsTwoApprovals = (row: WithdrawalRow, config: CashierConfig) =>
    config.twoOperatorThresholdMinor !== null && row.amount >= config.twoOperatorThresholdMinor;

  function toConsoleView(
    row: WithdrawalRow,
    account: WithdrawalAccountRow,
    username: string | null,
    config: CashierConfig,
  ) {
    return {
      ...toView(row, account),
      userId: row.playerId,
      username,
      requiresTwoApprovals: needsTwoApprovals(row, config),
      firstApproval: row.firstApproverId
        ? {
            staffId: row.firstApproverId,
            username: row.firstApproverUsername,
            at: row.firstApprovedAt?.toISOString() ?? null,
          }
        : null,
      resolvedBy: row.resolvedByUsername,
    };
  }

  /** Today's local-day window in the deployment's zone. */
  function today(): { from: Date; to: Date } {
    const date = localDateOf(clock.now(), deps.timeZone);
    return localDaysRange(date, date, deps.timeZone);
  }

  async function dailyUsage(executor: Executor, player: PlayerRow) {
    const { from, to } = today();
    const [used, allowed] = await Promise.all([
      createWithdrawalsRepository({ db: executor }).countMadeBetween(player.id, from, to),
      deps.vip.dailyWithdrawals(executor, player.level),
    ]);
    return { used, allowed };
  }

  async function withdrawableOf(executor: Executor, player: PlayerRow) {
    const [balances, turnover] = await Promise.all([
      ledger.playerBalances(player.id, executor),
      turnoverStatusOf(executor, player),
    ]);
    return { cash: balances.cash, turnover, withdrawable: withdrawableFrom(balances.cash, turnover) };
  }

  /** The same request again (same key): the first answer, or 1001 when the key was used for another. */
  function replayOf(existing: WithdrawalRow, accountId: string, amount: number): WithdrawalRow {
    if (existing.accountId !== accountId || existing.amount !== amount) throw invalidField('request_key');
    return existing;
  }

  /**
   * Inside one transaction under the player's cashier lock: the daily count, the withdrawal row
   * and its hold. The hold's post locks the cash account; the turnover rule is checked again on
   * the balance it leaves, so a bet or deposit racing this request cannot slip past it.
   */
  async function createWithdrawal(
    player: PlayerRow,
    account: WithdrawalAccountRow,
    amount: number,
    requestKey?: string,
  ) {
    return inTransaction(db, async (tx) => {
      await lockPlayerCashier(tx, player.id);
      const repository = createWithdrawalsRepository({ db: tx });
      const earlier = requestKey ? await repository.findByRequestKey(player.id, requestKey) : null;
      if (earlier) return { withdrawal: replayOf(earlier, account.id, amount), replayed: true };
      await deps.verificationGate(tx, player.id, amount);
      const current = await requireActivePlayer(tx, player.id);
      if (!(await createWithdrawalAccountsRepository({ db: tx }).findLiveOwn(player.id, account.id))) {
        throw withdrawalAccountNotFound('bank_id');
      }
      const daily = await dailyUsage(tx, current);
      if (daily.used >= daily.allowed) throw dailyWithdrawalLimit(daily.allowed);
      const row = await repository.insert({
        id: randomUUID(),
        playerId: player.id,
        accountId: account.id,
        amount,
        status: 'pending',
        requestKey: requestKey ?? null,
        createdAt: clock.now(),
      });
      const posted = await ledger
        .reserve({ hold: withdrawalHold(row.id), from: cash(player.id), amount }, tx)
        .catch((error: unknown) => {
          throw error instanceof InsufficientFundsError ? balanceInsufficient() : error;
        });
      const turnover = await turnoverStatusOf(tx, (await findPlayer(tx, player.id)) ?? current);
      if (posted.debitBalanceAfter < unmetTurnoverMinor(turnover.requiredMinor, turnover.achievedMinor)) {
        throw balanceInsufficient();
      }
      return { withdrawal: row, replayed: false };
    });
  }

  /** Locks the withdrawal; 3003 when unknown, 3018 when already paid or rejected. */
  async function lockPending(tx: Executor, id: string): Promise<WithdrawalRow> {
    const row = await createWithdrawalsRepository({ db: tx }).lockById(id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw alreadyProcessed();
    return row;
  }

  async function consoleViewOf(tx: Executor, row: WithdrawalRow, config: CashierConfig) {
    const found = await createWithdrawalsRepository({ db: tx }).findWithAccount(row.id);
    if (!found) throw notFound();
    return toConsoleView(row, found.account, found.username, config);
  }

  /** The one resolution: conditional status change, the resolve transfer and the audit row. */
  async function resolve(
    tx: Executor,
    actor: StaffActor,
    row: WithdrawalRow,
    outcome: {
      status: Exclude<WithdrawalStatus, 'pending'>;
      reason: string | null;
      payoutReference: string | null;
    },
  ): Promise<WithdrawalRow> {
    const resolved = await createWithdrawalsRepository({ db: tx }).resolve(row.id, {
      ...outcome,
      resolvedAt: clock.now(),
      resolvedBy: actor.staffId,
      resolvedByUsername: actor.username,
    });
    if (!resolved) throw alreadyProcessed();
    const paid = outcome.status === 'paid';
    // The amount and accounts come from the hold itself: the payout can only be what was held.
    const [posted] = await ledger.resolve({ hold: withdrawalHold(row.id), outcome: paid ? 'post' : 'void' }, tx);
    await recordAudit(
      tx,
      auditEntry(actor, {
        action: paid ? 'withdrawal.pay' : 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: row.id,
        before: {
          status: 'pending',
          amount: money(row.amount),
          userId: row.playerId,
          firstApprover: row.firstApproverUsername,
        },
        after: {
          status: outcome.status,
          reason: outcome.reason,
          payoutReference: outcome.payoutReference,
          holdAfter: money(posted!.debitBalanceAfter),
          ...(paid ? {} : { cashAfter: money(posted!.creditBalanceAfter) }),
        },
      }),
    );
    await recordNotification(
      tx,
      {
        playerId: row.playerId,
        kind: paid ? 'withdrawal_paid' : 'withdrawal_rejected',
        params: paid
          ? { amount: money(row.amount), reference: outcome.payoutReference ?? '' }
          : { amount: money(row.amount), reason: outcome.reason ?? '' },
        link: '/withdraw',
      },
      clock.now(),
    );
    return resolved;
  }

  return {
    /**
     * `POST /api/Game/withdraw`. Checks in this order: no account chosen 2058; no pay password
     * 2057; too many wrong ones 3001; wrong 1033; amount 1050 / 1042; account not the player's
     * 1032; frozen 1069; below the minimum 3014 / above the maximum 3015; over the withdrawable
     * amount 1025; daily count 3012. A repeated `request_key` answers the first withdrawal.
     */
    async withdraw(
      playerId: string,
      input: WithdrawInput,
      origin: CallOrigin = { ip: null },
    ): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
      if (input.bank_id === '' || input.bank_id === '0') throw withdrawalAccountRequired();
      const player = await findPlayer(db, playerId);
      if (!player) throw new SessionRequiredError();
      await deps.payPassword.check(player, input.pwd, 'pwd');
      const amount = parsePositiveAmount(input.money, deps.minorDigits, 'money');
      const repository = createWithdrawalsRepository({ db });
      const earlier = input.request_key
        ? await repository.findByRequestKey(playerId, input.request_key)
        : null;
      if (earlier) return { withdrawal: replayOf(earlier, input.bank_id, amount), replayed: true };
      // After the replay look-up: a retried request answers its withdrawal without a second code.
      await deps.twoFactor.require(playerId, input.otp, { field: 'otp', ip: origin.ip });
      const account = isUuid(input.bank_id)
        ? await createWithdrawalAccountsRepository({ db }).findLiveOwn(playerId, input.bank_id)
        : null;
      if (!account) throw withdrawalAccountNotFound('bank_id');
      if (player.status === 'frozen') throw accountFrozen();
      try {
        const config = await settings.config(db);
        if (amount < config.withdrawalMinMinor) throw belowMinimum('money', config.withdrawalMinMinor);
        if (amount > config.withdrawalMaxMinor) throw aboveMaximum('money', config.withdrawalMaxMinor);
        if (amount > (await withdrawableOf(db, player)).withdrawable) throw balanceInsufficient();
        const daily = await dailyUsage(db, player);
        if (daily.used >= daily.allowed) throw dailyWithdrawalLimit(daily.allowed);
        return await createWithdrawal(player, account, amount, input.request_key);
      } catch (error) {
        // A request with the same key may have committed since the look-up above: its hold then
        // fails these checks (the daily count, the balance) or, without the player lock, the key's
        // unique index. A retry answers the first withdrawal, never a refusal the first one caused.
        const replay =
          input.request_key && (error instanceof AppError || isUniqueViolationOf(error, REQUEST_KEY_CONSTRAINT))
            ? await repository.findByRequestKey(playerId, input.request_key)
            : null;
        if (!replay) throw error;
        return { withdrawal: replayOf(replay, account.id, amount), replayed: true };
      }
    },

    /** `POST /api/Cashier/withdrawInfo`: everything the withdraw page shows. */
    async info(playerId: string): Promise<WithdrawInfo> {
      const player = await findPlayer(db, playerId);
      if (!player) throw new SessionRequiredError();
      const [state, daily, config, accounts] = await Promise.all([
        withdrawableOf(db, player),
        dailyUsage(db, player),
        settings.config(db),
        createWithdrawalAccountsRepository({ db }).listLive(playerId),
      ]);
      const { requiredMinor, achievedMinor } = state.turnover;
      return {
        balance: money(state.cash),
        withdrawable: money(state.withdrawable),
        turnover: {
          required: money(requiredMinor),
          achieved: money(achievedMinor),
          remaining: money(unmetTurnoverMinor(requiredMinor, achievedMinor)),
        },
        daily,
        min: money(config.withdrawalMinMinor),
        max: money(config.withdrawalMaxMinor),
        hasPayPassword: player.payPasswordHash !== null,
        processingHours: PROCESSING_HOURS,
        accounts: accounts.map(toAccountView),
      };
    },

    async listOwn(playerId: string, query: PageQuery) {
      const { rows, total } = await createWithdrawalsRepository({ db }).listOwn(playerId, query);
      // Not `...query`: the parsed body also holds the caller's `lang` and `token`, never echoed.
      const { page, pageSize } = query;
      return { list: rows.map((row) => toView(row.withdrawal, row.account)), total, page, pageSize };
    },

    /** One of the player's own withdrawals; another player's id answers 3003 like an unknown one. */
    async getOwn(playerId: string, id: string): Promise<WithdrawalView> {
      const found = isUuid(id) ? await createWithdrawalsRepository({ db }).findOwn(playerId, id) : null;
      if (!found) throw notFound();
      return toView(found.withdrawal, found.account);
    },

    async list(filter: WithdrawalsFilter) {
      const [{ rows, total }, config] = await Promise.all([
        createWithdrawalsRepository({ db }).list(filter),
        settings.config(db),
      ]);
      return {
        list: rows.map((row) => toConsoleView(row.withdrawal, row.account, row.username, config)),
        total,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    /**
     * Approves a pending withdrawal. Below the two-operator threshold it is paid at once; at or
     * above it the first approval is recorded and a different operator's approval pays it (the
     * same operator again, or an account one of them created in the last 24 h: 3017). The paying
     * approval needs `payoutReference` (1001).
     */
    async approve(actor: StaffActor, id: string, payoutReference: string | undefined) {
      return inTransaction(db, async (tx) => {
        const row = await lockPending(tx, id);
        const config = await settings.config(tx);
        const repository = createWithdrawalsRepository({ db: tx });
        if (needsTwoApprovals(row, config) && row.firstApproverId === null) {
          const approved = await repository.recordFirstApproval(id, actor, clock.now());
          if (!approved) throw alreadyProcessed();
          await recordAudit(
            tx,
            auditEntry(actor, {
              action: 'withdrawal.approve_first',
              targetType: 'withdrawal',
              targetId: id,
              before: { status: 'pending', approvals: 0, amount: money(row.amount), userId: row.playerId },
              after: { status: 'pending', approvals: 1 },
            }),
          );
          await recordNotification(
            tx,
            {
              playerId: row.playerId,
              kind: 'withdrawal_approved',
              params: { amount: money(row.amount) },
              link: '/withdraw',
            },
            clock.now(),
          );
          return consoleViewOf(tx, approved, config);
        }
        if (needsTwoApprovals(row, config) && !(await isAnotherOperator(tx, row.firstApproverId, actor, clock.now())))
          throw secondApproverMustDiffer();
        const reference = payoutReference?.trim() ?? '';
        if (reference === '') throw invalidField('payoutReference');
        const paid = await resolve(tx, actor, row, {
          status: 'paid',
          reason: null,
          payoutReference: reference,
        });
        return consoleViewOf(tx, paid, config);
      });
    },

    /** Rejects a pending withdrawal and refunds the hold to cash ("withdrawal failure refund"). */
    async reject(actor: StaffActor, id: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const row = await lockPending(tx, id);
        const rejected = await resolve(tx, actor, row, { status: 'rejected', reason, payoutReference: null });
        return consoleViewOf(tx, rejected, await settings.config(tx));
      });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
