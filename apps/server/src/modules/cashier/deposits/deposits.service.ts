import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  toApiLanguage,
  turnoverRequirementOf,
  type AdminDepositsQuery,
  type AdminDepositView,
  type DepositMethod,
  type DepositMethodNotes,
  type DepositMethodSnapshot,
  type DepositMethodsResponse,
  type DepositView,
  type ListPage,
  type StoredDepositMethod,
  type UiLanguage,
} from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import type { Database, Executor, Transaction } from '../../../platform/db/database.js';
import { recordAudit } from '../../admin/audit.service.js';
import { recordNotification } from '../../notifications/notifications.service.js';
import { fallbackOrder } from '../../content/article-language.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import type { ProtectionGuards } from '../../protection/protection.guards.js';
import { isUuid } from '../../../platform/http/ids.js';
import { lockPlayerCashier } from '../cashier.players.js';
import { requireActivePlayer } from '../../accounts/players.service.js';
import type { CashierSettings } from '../cashier.settings.js';
import {
  alreadyProcessed,
  belowMinimum,
  depositCancelled,
  depositMethodUnavailable,
  noDepositMethods,
  tooManyPendingDeposits,
  txHashAlreadyClaimed,
} from '../cashier.errors.js';
import { invalidField } from '../../../platform/errors/app-error.js';
import { notFound, parsePositiveAmount } from '../../../platform/errors/input-errors.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { auditEntry } from '../../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../../platform/auth/console-actor.js';
import { cancelOwnDeposit } from './deposit-cancel.js';
import { insertWithReference, txHashOf } from './deposit-reference.js';
import { createDepositsRepository, type DepositRow, type PageQuery } from './deposits.repository.js';

export type RechargeInput = { money?: string | number; pay_name: string; method: string; tx_hash?: string };

/** The note a reader of `language` sees: their own, else the articles' fallback order. */
export function noteFor(notes: DepositMethodNotes | undefined, language: UiLanguage): string | undefined {
  if (!notes) return undefined;
  const found = fallbackOrder(language).find((candidate) => notes[toApiLanguage(candidate)].trim() !== '');
  return found ? notes[toApiLanguage(found)] : undefined;
}

/** A method as players read it: the note in their language, `enabled` left out. */
function publicMethod(method: StoredDepositMethod, language: UiLanguage): DepositMethod {
  const { enabled: _enabled, notes, ...shown } = method;
  const note = noteFor(notes, language);
  return note === undefined ? shown : { ...shown, note };
}

/** What the player was shown when choosing the method (every language's note): kept with the request. */
function snapshotMethod(method: StoredDepositMethod): DepositMethodSnapshot {
  const { enabled: _enabled, ...shown } = method;
  return shown;
}

/** The stored snapshot; rows from before per-language notes carry a single `note` instead. */
function snapshotOf(row: DepositRow): DepositMethodSnapshot {
  const snapshot = row.methodSnapshot as Partial<DepositMethodSnapshot>;
  return {
    id: row.methodId,
    kind: snapshot.kind === 'chain' ? 'chain' : 'bank',
    label: typeof snapshot.label === 'string' ? snapshot.label : row.methodId,
    ...snapshot,
  };
}

export const depositCreditId = (id: string) => `deposit:${id}:credit`;

/**
 * Deposits (PRODUCT.md §4): a player's request, then exactly one console resolution. Approval
 * credits the player (house deposits → cash) in the same transaction as the status change and
 * its audit row, and adds amount × the turnover multiple to the player's requirement.
 */
export function createDepositsService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  settings: CashierSettings;
  minorDigits: number;
  protection: ProtectionGuards;
}) {
  const { db, clock, ledger, settings, protection } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) => inTransaction(db, work);

  function toView(row: DepositRow): DepositView {
    const method = snapshotOf(row);
    return {
      id: row.id,
      amount: money(row.amount),
      payerName: row.payerName,
      reference: row.reference,
      txHash: row.txHash,
      method: { id: method.id, kind: method.kind, label: method.label },
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
  }

  function toConsoleView(row: DepositRow, username: string | null): AdminDepositView {
    return {
      ...toView(row),
      method: snapshotOf(row),
      userId: row.playerId,
      username,
      turnoverRequired: money(row.turnoverRequired),
      resolvedBy: row.resolvedByUsername,
    };
  }

  async function chooseMethod(methodId: string): Promise<StoredDepositMethod> {
    const methods = (await settings.methods(db)).filter((method) => method.enabled);
    if (methods.length === 0) throw noDepositMethods();
    if (methodId.trim() === '') throw invalidField('method');
    const chosen = methods.find((method) => method.id === methodId.trim());
    if (!chosen) throw depositMethodUnavailable();
    return chosen;
  }

  /**
   * Locks the pending request for this transaction; 3003 when unknown, 3088 when its player
   * cancelled it, 3018 when resolved otherwise.
   */
  async function lockPending(tx: Executor, id: string): Promise<DepositRow> {
    const row = await createDepositsRepository({ db: tx }).lockById(id);
    if (!row) throw notFound();
    if (row.status === 'cancelled') throw depositCancelled();
    if (row.status !== 'pending') throw alreadyProcessed();
    return row;
  }

  return {
    /**
     * `POST /api/Cashier/methods`: enabled instructions (each note in the request's language),
     * the minimum and the quick amounts.
     */
    async methodsView(language: UiLanguage): Promise<DepositMethodsResponse> {
      const [methods, config] = await Promise.all([settings.methods(db), settings.config(db)]);
      return {
        methods: methods.filter((method) => method.enabled).map((method) => publicMethod(method, language)),
        minDeposit: money(config.minDepositMinor),
        quickAmounts: config.quickAmountsMinor.map(money),
      };
    },

    /**
     * `POST /api/Game/recharge`. Checks in this order: amount 1050 / 1042 / below the minimum
     * 3014; payer name 1001; method (2056 none configured, 1001 missing, 3019 unknown or
     * disabled); a chain method's transaction id (1001 missing, 3086 malformed); frozen 1069;
     * pending requests at the limit 3013; a time-out or self-exclusion 3062; the player's
     * deposit limits 3060 (pending requests count as used); the transaction already claimed by a
     * live request of the method 3087. The request gets a fresh unique reference.
     */
    async request(playerId: string, input: RechargeInput): Promise<DepositView> {
      const amount = parsePositiveAmount(input.money, deps.minorDigits, 'money');
      const config = await settings.config(db);
      if (amount < config.minDepositMinor) throw belowMinimum('money', config.minDepositMinor);
      const payerName = input.pay_name.trim();
      if (payerName === '') throw invalidField('pay_name');
      const method = await chooseMethod(input.method);
      const txHash = txHashOf(method, input.tx_hash ?? '');
      return transaction(async (tx) => {
        await lockPlayerCashier(tx, playerId);
        await requireActivePlayer(tx, playerId);
        const repository = createDepositsRepository({ db: tx });
        if ((await repository.countPending(playerId)) >= config.maxPendingDeposits) {
          throw tooManyPendingDeposits(config.maxPendingDeposits);
        }
        await protection.assertDepositAllowed(tx, playerId, amount);
        if (txHash !== null && (await repository.txHashClaimed(method.id, txHash))) {
          throw txHashAlreadyClaimed();
        }
        const row = await insertWithReference(repository, {
          id: randomUUID(),
          playerId,
          amount,
          payerName,
          txHash,
          methodId: method.id,
          methodSnapshot: snapshotMethod(method),
          status: 'pending',
          createdAt: clock.now(),
        });
        return toView(row);
      });
    },

    async listOwn(playerId: string, query: PageQuery) {
      const { rows, total } = await createDepositsRepository({ db }).listOwn(playerId, query);
      // Not `...query`: the parsed body also holds the caller's `lang` and `token`, never echoed.
      return {
        list: rows.map((row) => toView(row.deposit)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * `POST /api/Cashier/cancelDeposit` (deposit-cancel.ts): the player's own pending request
     * becomes `cancelled`, audited as the player; `changed` is false when it already was.
     */
    async cancel(
      playerId: string,
      id: string,
      meta: { ip: string | null },
    ): Promise<{ deposit: DepositView; changed: boolean }> {
      if (!isUuid(id)) throw notFound();
      const { row, changed } = await transaction((tx) =>
        cancelOwnDeposit(tx, { playerId, id, ip: meta.ip, now: clock.now(), money }),
      );
      return { deposit: toView(row), changed };
    },

    /** One of the player's own requests; another player's id answers 3003 like an unknown one. */
    async getOwn(playerId: string, id: string): Promise<DepositView> {
      const row = isUuid(id) ? await createDepositsRepository({ db }).findOwn(playerId, id) : null;
      if (!row) throw notFound();
      return toView(row);
    },

    async list(filter: AdminDepositsQuery): Promise<ListPage<AdminDepositView>> {
      const { rows, total } = await createDepositsRepository({ db }).list(filter);
      return {
        list: rows.map((row) => toConsoleView(row.deposit, row.username)),
        total,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    /**
     * Credits the player once: the status change, the ledger credit and the audit row commit
     * together. The player's deposit limit in force now must still allow it (3063); a player on
     * a time-out may still be credited (the money can always be withdrawn).
     */
    async approve(actor: StaffActor, id: string): Promise<AdminDepositView> {
      return transaction(async (tx) => {
        const pending = await lockPending(tx, id);
        await lockPlayerCashier(tx, pending.playerId);
        await protection.assertApprovalAllowed(tx, pending.playerId, pending.amount);
        const config = await settings.config(tx);
        const resolved = await createDepositsRepository({ db: tx }).resolve(id, {
          status: 'approved',
          reason: null,
          resolvedAt: clock.now(),
          resolvedBy: actor.staffId,
          resolvedByUsername: actor.username,
          turnoverRequired: turnoverRequirementOf(pending.amount, config.turnoverMultipleHundredths),
        });
        if (!resolved) throw alreadyProcessed();
        const [credit] = await ledger.post(
          [
            {
              id: depositCreditId(id),
              debit: { kind: 'house', type: 'deposits' },
              credit: { kind: 'player', playerId: resolved.playerId, type: 'cash' },
              amount: resolved.amount,
              code: 'deposit',
              reference: `deposit:${id}`,
            },
          ],
          tx,
        );
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'deposit.approve',
            targetType: 'deposit',
            targetId: id,
            before: { status: 'pending', amount: money(resolved.amount), userId: resolved.playerId },
            after: {
              status: 'approved',
              cashAfter: money(credit!.creditBalanceAfter),
              turnoverRequired: money(resolved.turnoverRequired),
            },
          }),
        );
        await recordNotification(
          tx,
          { playerId: resolved.playerId, kind: 'deposit_credited', params: { amount: money(resolved.amount) }, link: '/my_income' },
          clock.now(),
        );
        return toConsoleView(resolved, null);
      });
    },

    /** Refuses the request with a reason; no money ever moved for it, so none moves now. */
    async reject(actor: StaffActor, id: string, reason: string): Promise<AdminDepositView> {
      return transaction(async (tx) => {
        await lockPending(tx, id);
        const resolved = await createDepositsRepository({ db: tx }).resolve(id, {
          status: 'rejected',
          reason,
          resolvedAt: clock.now(),
          resolvedBy: actor.staffId,
          resolvedByUsername: actor.username,
          turnoverRequired: 0,
        });
        if (!resolved) throw alreadyProcessed();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'deposit.reject',
            targetType: 'deposit',
            targetId: id,
            before: { status: 'pending', amount: money(resolved.amount), userId: resolved.playerId },
            after: { status: 'rejected', reason },
          }),
        );
        await recordNotification(
          tx,
          {
            playerId: resolved.playerId,
            kind: 'deposit_rejected',
            params: { amount: money(resolved.amount), reason },
            link: '/recharge',
          },
          clock.now(),
        );
        return toConsoleView(resolved, null);
      });
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
