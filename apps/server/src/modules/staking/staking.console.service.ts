import {
  MAX_STAKE_MINOR,
  parseMoney,
  type AdminStakingAccrualStatus,
  type AdminStakingLimitsUpdate,
  type AdminStakingPositionsQuery,
  type AdminStakingPositionsResponse,
  type AdminStakingSummary,
  type AdminStakingTiersResponse,
  type AdminStakingTierUpdate,
  type AdminStakingTierView,
  type StakingAccrualRun,
  type UiLanguage,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { invalidField } from '../../platform/errors/app-error.js';
import { recordAudit } from '../admin/audit.service.js';
import { amountNotPositive, incorrectAmount, notFound } from '../../platform/errors/input-errors.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { AccrualJob } from './accrual-job.js';
import { createStakingRepository, type NewTierRow } from './staking.repository.js';
import { reserveStateOf, type ReserveState } from './staking.reserve.js';
import type { AccrualRunRecord, StakingSettings } from './staking.settings.js';
import type { StakingViews } from './staking.views.js';

/**
 * The console's staking calls (PRODUCT.md §10): tiers and limits (owner, audited), positions,
 * the liabilities summary and the accrual job's last run and "run now". Reserve funding is in
 * staking.funding.ts (a money action).
 */
export function createStakingConsoleService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  settings: StakingSettings;
  views: StakingViews;
  job: Pick<AccrualJob, 'run'>;
  intervalMs: number;
  minorDigits: number;
}) {
  const { db, clock, ledger, settings, views } = deps;
  const money = views.money;
  const repository = (executor: Executor = db) => createStakingRepository({ db: executor });

  /** A positive wire amount: 1050 when malformed, 1042 when zero or negative. */
  function positiveAmount(input: unknown, field: string): number {
    const parsed = parseMoney(input ?? '', deps.minorDigits);
    if (!parsed.ok) throw incorrectAmount(field);
    if (parsed.minor <= 0) throw amountNotPositive(field);
    return parsed.minor;
  }

  async function tiersView(executor: Executor = db): Promise<AdminStakingTiersResponse> {
    const [tiers, limits] = [await repository(executor).tiers(), await settings.limits(executor)];
    return {
      tiers: tiers.map(views.adminTier),
      limits: { min: money(limits.minMinor), max: money(limits.maxMinor) },
    };
  }

  function runView(run: AccrualRunRecord): StakingAccrualRun {
    const { interestMinor, principalMinor, ...rest } = run;
    return { ...rest, interest: money(interestMinor), principalReturned: money(principalMinor) };
  }

  async function tierPatch(executor: Executor, input: AdminStakingTierUpdate): Promise<Partial<NewTierRow>> {
    const patch: Partial<NewTierRow> = { updatedAt: clock.now() };
    if (input.minAmount !== undefined) {
      patch.minAmount = positiveAmount(input.minAmount, 'minAmount');
      // A tier nobody could enter is a mistake, not a setting.
      if (patch.minAmount > (await settings.limits(executor)).maxMinor) throw invalidField('minAmount');
    }
    if (input.dailyRateBps !== undefined) patch.dailyRateBps = input.dailyRateBps;
    if (input.periodDays !== undefined) patch.periodDays = input.periodDays;
    if (input.enabled !== undefined) patch.enabled = input.enabled;
    if (input.labels) {
      patch.labelVi = input.labels.vi;
      patch.labelEn = input.labels.en;
      patch.labelChs = input.labels.chs;
      patch.labelCht = input.labels.cht;
    }
    return patch;
  }

  function summaryOf(state: ReserveState, fundingBalance: number): AdminStakingSummary {
    return {
      reserve: money(state.reserveMinor),
      promisedInterest: money(state.promisedMinor),
      totalPrincipal: money(state.principalMinor),
      headroom: money(state.headroomMinor),
      fullyReserved: state.headroomMinor >= 0,
      openPositions: state.open,
      maturedPositions: state.matured,
      interestPaid: money(state.interestPaidMinor),
      reserveFunded: money(-fundingBalance),
    };
  }

  async function summary(executor: Executor = db): Promise<AdminStakingSummary> {
    const state = await reserveStateOf(executor, ledger);
    return summaryOf(state, await ledger.balanceOf({ kind: 'house', type: 'staking_interest' }, executor));
  }

  return {
    summary,

    tiers: () => tiersView(),

    /** Changes one tier; positions already open keep the terms they opened with. Audited. */
    async updateTier(actor: StaffActor, input: AdminStakingTierUpdate): Promise<AdminStakingTierView> {
      return inTransaction(db, async (tx) => {
        const current = await repository(tx).lockTier(input.id);
        if (!current) throw notFound('id');
        const updated = await repository(tx).updateTier(current.id, await tierPatch(tx, input));
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'staking.tier.update',
            targetType: 'staking_tier',
            targetId: String(current.id),
            before: views.adminTier(current),
            after: views.adminTier(updated),
          }),
        );
        return views.adminTier(updated);
      });
    },

    /** The overall transfer-in limits (both positive, min ≤ max). Audited. */
    async updateLimits(
      actor: StaffActor,
      input: AdminStakingLimitsUpdate,
    ): Promise<AdminStakingTiersResponse> {
      const minMinor = positiveAmount(input.min, 'min');
      const maxMinor = positiveAmount(input.max, 'max');
      if (minMinor > maxMinor) throw invalidField('min');
      if (maxMinor > MAX_STAKE_MINOR) throw invalidField('max');
      return inTransaction(db, async (tx) => {
        const before = await settings.limits(tx);
        await settings.saveLimits(tx, { minMinor, maxMinor });
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'staking.limits.update',
            targetType: 'staking',
            targetId: 'limits',
            before: { min: money(before.minMinor), max: money(before.maxMinor) },
            after: { min: money(minMinor), max: money(maxMinor) },
          }),
        );
        return tiersView(tx);
      });
    },

    /** Positions newest first, by player and status, with the player's username. */
    async positions(
      filter: AdminStakingPositionsQuery,
      language: UiLanguage,
    ): Promise<AdminStakingPositionsResponse> {
      const page = await repository().positions(filter);
      const tiers = new Map((await repository().tiers()).map((tier) => [tier.id, tier]));
      const reserved = (await reserveStateOf(db, ledger)).headroomMinor >= 0;
      return {
        list: page.rows.map(({ position, username }) => ({
          ...views.position(position, tiers.get(position.tierId), language, reserved),
          userId: position.playerId,
          username,
          requestKey: position.requestKey,
        })),
        total: page.total,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    async accrualStatus(): Promise<AdminStakingAccrualStatus> {
      const lastRun = await settings.lastRun(db);
      return {
        lastRun: lastRun ? runView(lastRun) : null,
        intervalSeconds: Math.round(deps.intervalMs / 1000),
        duePositions: await repository().countDue(clock.now()),
      };
    },

    /** The owner's "run now": one accrual pass at once, audited with what it did. */
    async runAccrual(actor: StaffActor): Promise<StakingAccrualRun> {
      const run = await deps.job.run('manual', actor.username);
      await recordAudit(
        db,
        auditEntry(actor, {
          action: 'staking.accrual.run',
          targetType: 'staking',
          targetId: 'accrual',
          after: runView(run),
        }),
      );
      return runView(run);
    },
  };
}

export type StakingConsoleService = ReturnType<typeof createStakingConsoleService>;
