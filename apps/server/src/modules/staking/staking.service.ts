import { randomUUID } from 'node:crypto';
import {
  accrualDueAt,
  DAY_MS,
  maturityOf,
  parseMoney,
  STAKING_RULES_TEXTS,
  totalInterestMinor,
  type StakingPositionDetail,
  type StakingPositionsResponse,
  type StakingPositionStatus,
  type StakingProceedsResponse,
  type StakingProductsResponse,
  type StakingTransferInResponse,
  type UiLanguage,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { invalidField, SessionRequiredError } from '../../platform/errors/app-error.js';
import { balanceInsufficient, incorrectAmount, notFound } from '../../platform/errors/input-errors.js';
import { isUniqueViolationOf } from '../../platform/db/unique-violation.js';
import { findPlayer, requireActivePlayer } from '../accounts/players.service.js';
import { lockPlayerCashier } from '../cashier/cashier.players.js';
import { isUuid } from '../../platform/http/ids.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { PayPasswordGuard } from '../cashier/pay-password.js';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service.js';
import type { ProtectionGuards } from '../protection/protection.guards.js';
import {
  aboveMaximum,
  amountRequired,
  belowTierMinimum,
  poolFull,
  productUnavailable,
} from './staking.errors.js';
import { createStakingRepository, type PositionRow, type TierRow } from './staking.repository.js';
import { cashOf, lockReserve, positionHold, reserveStateOf } from './staking.reserve.js';
import type { StakingSettings } from './staking.settings.js';
import type { StakingViews } from './staking.views.js';

export type TransferInInput = {
  tierId: number;
  amount?: string | number;
  payPwd: string;
  requestKey: string;
};
export type PageInput = { page: number; pageSize: number };

const REQUEST_KEY_CONSTRAINT = 'staking_positions_player_request_key_unique';

export type StakingServiceDeps = {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  settings: StakingSettings;
  views: StakingViews;
  payPassword: PayPasswordGuard;
  protection: Pick<ProtectionGuards, 'assertMayGamble'>;
  minorDigits: number;
};

/**
 * The player's staking (PRODUCT.md §8, docs/staking.md): products with the pool's live headroom,
 * transfer-in (cash → staking principal through the ledger, accepted only while the reserve also
 * covers the new position's interest), positions and daily proceeds. No early exit exists.
 */
export function createStakingService(deps: StakingServiceDeps) {
  const { db, clock, ledger, settings, views } = deps;
  const repository = (executor: Executor = db) => createStakingRepository({ db: executor });

  /** An empty or non-positive amount is 3070, anything not a decimal of the currency 1050. */
  function parseAmount(input: unknown): number {
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
      throw amountRequired();
    const parsed = parseMoney(input, deps.minorDigits);
    if (!parsed.ok) throw incorrectAmount('amount');
    if (parsed.minor <= 0) throw amountRequired();
    return parsed.minor;
  }

  async function tiersById(executor: Executor = db): Promise<Map<number, TierRow>> {
    return new Map((await repository(executor).tiers()).map((tier) => [tier.id, tier]));
  }

  async function fullyReserved(executor: Executor = db): Promise<boolean> {
    return (await reserveStateOf(executor, ledger)).headroomMinor >= 0;
  }

  /** The same request key again: the position it opened, or 1001 when it opened another one. */
  async function replayOf(
    position: PositionRow,
    input: TransferInInput,
    amount: number,
    language: UiLanguage,
  ) {
    if (position.tierId !== input.tierId || position.principal !== amount) throw invalidField('requestKey');
    const tier = (await tiersById()).get(position.tierId);
    const cash = (await ledger.playerBalances(position.playerId)).cash;
    return {
      position: views.position(position, tier, language, await fullyReserved()),
      replayed: true,
      balance: views.money(cash),
    };
  }

  /**
   * The transfer-in itself, in one transaction: the player's cashier lock (one request of a key
   * at a time), frozen 1069 and protection 3062, then the reserve lock, the pool check 3073, the
   * position row and its ledger transfer (1025 when cash does not cover it).
   */
  async function open(
    tx: Executor,
    playerId: string,
    input: TransferInInput,
    amount: number,
    language: UiLanguage,
  ) {
    await lockPlayerCashier(tx, playerId);
    const earlier = await repository(tx).findByRequestKey(playerId, input.requestKey);
    if (earlier) return { earlier };
    await requireActivePlayer(tx, playerId);
    await deps.protection.assertMayGamble(tx, playerId);
    const tier = await repository(tx).tier(input.tierId);
    if (!tier?.enabled) throw productUnavailable();
    const terms = { principalMinor: amount, dailyRateBps: tier.dailyRateBps, periodDays: tier.periodDays };
    const promised = totalInterestMinor(terms);
    await lockReserve(tx);
    const reserve = await reserveStateOf(tx, ledger);
    // Not open yet: no reserve funded, so nothing is accepted (even interest that rounds to 0).
    if (reserve.reserveMinor <= 0) throw poolFull(0);
    if (promised > reserve.headroomMinor) {
      const limits = await settings.limits(tx);
      const capacity = views.capacityOf(tier, limits, reserve.headroomMinor);
      throw poolFull(capacity >= views.minimumOf(tier, limits) ? capacity : 0);
    }
    const now = clock.now();
    const row = await repository(tx).insertPosition({
      id: randomUUID(),
      playerId,
      tierId: tier.id,
      requestKey: input.requestKey,
      principal: amount,
      dailyRateBps: tier.dailyRateBps,
      periodDays: tier.periodDays,
      totalInterest: promised,
      openedAt: now,
      nextAccrualAt: accrualDueAt(now, 1),
      maturesAt: maturityOf(now, tier.periodDays),
    });
    const posted = await ledger
      .reserve({ hold: positionHold(row.id), from: cashOf(playerId), amount }, tx)
      .catch((error: unknown) => {
        throw error instanceof InsufficientFundsError ? balanceInsufficient() : error;
      });
    const response: StakingTransferInResponse = {
      position: views.position(row, tier, language, reserve.headroomMinor - promised >= 0),
      replayed: false,
      balance: views.money(posted.debitBalanceAfter),
    };
    return { response };
  }

  return {
    /** `POST /api/Finance/products`: enabled tiers with what the reserve can back in each now. */
    async products(language: UiLanguage): Promise<StakingProductsResponse> {
      const [tiers, limits, reserve] = [
        await repository().tiers(),
        await settings.limits(db),
        await reserveStateOf(db, ledger),
      ];
      const texts = STAKING_RULES_TEXTS[language];
      return {
        list: tiers
          .filter((tier) => tier.enabled)
          .map((tier) => views.product(tier, limits, reserve, language)),
        limits: { min: views.money(limits.minMinor), max: views.money(limits.maxMinor) },
        pool: {
          reserve: views.money(Math.max(0, reserve.reserveMinor)),
          funded: reserve.reserveMinor > 0,
          headroom: views.money(Math.max(0, reserve.headroomMinor)),
          fullyReserved: reserve.headroomMinor >= 0,
        },
        rules: {
          earlyExit: false,
          accrualIntervalHours: DAY_MS / 3_600_000,
          texts: [...texts.rules],
          riskNotice: texts.riskNotice,
        },
      };
    },

    /**
     * `POST /api/Finance/transferIn`. Checks in this order: amount 3070 / 1050; pay password 2057,
     * 3001, 1033; a known request key answers its position (1001 when the key opened another);
     * product 3074; below its minimum 3071, above the maximum 3072; then in the transaction
     * frozen 1069, time-out or self-exclusion 3062, pool full 3073, cash 1025.
     */
    async transferIn(
      playerId: string,
      input: TransferInInput,
      language: UiLanguage,
    ): Promise<StakingTransferInResponse> {
      const player = await findPlayer(db, playerId);
      if (!player) throw new SessionRequiredError();
      const amount = parseAmount(input.amount);
      await deps.payPassword.check(player, input.payPwd, 'payPwd');
      const known = await repository().findByRequestKey(playerId, input.requestKey);
      if (known) return replayOf(known, input, amount, language);
      const tier = await repository().tier(input.tierId);
      if (!tier?.enabled) throw productUnavailable();
      const limits = await settings.limits(db);
      const minimum = views.minimumOf(tier, limits);
      if (amount < minimum) throw belowTierMinimum(minimum);
      if (amount > limits.maxMinor) throw aboveMaximum(limits.maxMinor);
      try {
        const outcome = await inTransaction(db, (tx) => open(tx, playerId, input, amount, language));
        if (outcome.response) return outcome.response;
        return replayOf(outcome.earlier!, input, amount, language);
      } catch (error) {
        if (!isUniqueViolationOf(error, REQUEST_KEY_CONSTRAINT)) throw error;
        const raced = await repository().findByRequestKey(playerId, input.requestKey);
        if (!raced) throw error;
        return replayOf(raced, input, amount, language);
      }
    },

    /** `POST /api/Finance/positions`: the player's positions, newest first, with totals. */
    async positions(
      playerId: string,
      query: PageInput & { status?: StakingPositionStatus },
      language: UiLanguage,
    ): Promise<StakingPositionsResponse> {
      const page = await repository().positions({ userId: playerId, ...query });
      const [tiers, reserved, totals] = [
        await tiersById(),
        await fullyReserved(),
        await repository().ownTotals(playerId),
      ];
      return {
        list: page.rows.map(({ position }) =>
          views.position(position, tiers.get(position.tierId), language, reserved),
        ),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
        totals: {
          openPrincipal: views.money(totals.openPrincipalMinor),
          interestPaid: views.money(totals.interestPaidMinor),
          interestRemaining: views.money(totals.interestRemainingMinor),
        },
      };
    },

    /** `POST /api/Finance/position`: one own position with every accrued day (3003 otherwise). */
    async position(playerId: string, id: string, language: UiLanguage): Promise<StakingPositionDetail> {
      const row = isUuid(id) ? await repository().findOwn(playerId, id) : null;
      if (!row) throw notFound('id');
      const [tiers, reserved, proceeds] = [
        await tiersById(),
        await fullyReserved(),
        await repository().proceedsOf(row.id),
      ];
      return {
        ...views.position(row, tiers.get(row.tierId), language, reserved),
        proceeds: proceeds.map(views.proceed),
      };
    },

    /** `POST /api/Finance/proceeds`: daily interest paid, newest first (3003 for another's position). */
    async proceeds(
      playerId: string,
      query: PageInput & { positionId?: string },
    ): Promise<StakingProceedsResponse> {
      const positionId = query.positionId?.trim() || null;
      if (
        positionId !== null &&
        !(isUuid(positionId) && (await repository().findOwn(playerId, positionId)))
      ) {
        throw notFound('positionId');
      }
      const page = await repository().proceeds(playerId, positionId, query);
      return {
        list: page.rows.map(views.proceed),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type StakingService = ReturnType<typeof createStakingService>;
