import {
  defaultVipLevels,
  formatMoney,
  levelForTurnover,
  progressToNextLevel,
  VIP_LEVEL_KEYS,
  VIP_PRIVILEGE_KEYS,
  vipLevelKey,
  vipLevelsProblem,
  type VipLevelConfig,
  type VipLevelsResponse,
} from '@fairround/shared';
import { z } from 'zod';
import type { Executor } from '../../../platform/db/database.js';
import { createSettingsService } from '../../settings/settings.service.js';
import { createPlayersRepository } from '../players.repository.js';

/** The operator's level table lives in `settings` under this key; the defaults apply until then. */
export const VIP_LEVELS_SETTING_KEY = 'vip.levels';

const storedLevelsSchema: z.ZodType<VipLevelConfig[]> = z
  .array(
    z.object({
      level: z.number().int().min(1).max(8),
      key: z.enum(VIP_LEVEL_KEYS),
      thresholdMinor: z.number().int().min(0),
      dailyWithdrawals: z.number().int().min(1),
      privileges: z.array(z.enum(VIP_PRIVILEGE_KEYS)),
    }),
  )
  .refine((levels) => vipLevelsProblem(levels) === null);

/**
 * VIP levels: the table (operator-set thresholds in minor units, daily withdrawal counts,
 * privileges) and the only way a level rises — settled turnover. Balance and recruits never count.
 */
export function createVipService({ minorDigits }: { minorDigits: number }) {
  const settingsOf = (executor: Executor) => createSettingsService({ db: executor });

  async function levels(executor: Executor): Promise<VipLevelConfig[]> {
    return settingsOf(executor).get(
      VIP_LEVELS_SETTING_KEY,
      storedLevelsSchema,
      defaultVipLevels(minorDigits),
    );
  }

  /**
   * Adds each player's settled stakes to their lifetime turnover and raises the levels reached,
   * for any number of players in a few statements (a busy round's settlement). Call it in the
   * settlement's transaction. Answers each player's new turnover and level.
   */
  async function recordTurnovers(
    executor: Executor,
    stakes: ReadonlyMap<string, number>,
  ): Promise<Map<string, { turnover: number; level: number }>> {
    for (const stakeMinor of stakes.values()) {
      if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) {
        throw new RangeError(`turnover stake must be a positive integer: ${stakeMinor}`);
      }
    }
    const recorded = new Map<string, { turnover: number; level: number }>();
    if (stakes.size === 0) return recorded;
    const players = createPlayersRepository({ db: executor });
    const table = await levels(executor);
    const raised: Array<{ id: string; level: number }> = [];
    for (const row of await players.addTurnovers(stakes)) {
      const reached = levelForTurnover(row.turnover, table);
      if (reached > row.level) raised.push({ id: row.id, level: reached });
      recorded.set(row.id, { turnover: row.turnover, level: Math.max(reached, row.level) });
    }
    const missing = [...stakes.keys()].find((playerId) => !recorded.has(playerId));
    if (missing) throw new Error(`recordTurnovers: no player ${missing}`);
    await players.raiseLevels(raised);
    return recorded;
  }

  return {
    levels,

    /** How many withdrawals a day a level allows (the cashier checks this). */
    async dailyWithdrawals(executor: Executor, level: number): Promise<number> {
      const table = await levels(executor);
      return (
        table.find((entry) => entry.level === level)?.dailyWithdrawals ?? table[0]?.dailyWithdrawals ?? 1
      );
    },

    /**
     * Adds a settled stake to the player's lifetime turnover and raises the level it reaches.
     * Call it in the settlement's transaction. Returns the new turnover and level.
     */
    async recordTurnover(
      executor: Executor,
      playerId: string,
      stakeMinor: number,
    ): Promise<{ turnover: number; level: number }> {
      return (await recordTurnovers(executor, new Map([[playerId, stakeMinor]]))).get(playerId)!;
    },

    recordTurnovers,

    /** Saves a new table and lifts every player whose turnover now reaches a higher level. */
    async replaceLevels(executor: Executor, table: VipLevelConfig[]): Promise<void> {
      await settingsOf(executor).set(VIP_LEVELS_SETTING_KEY, table);
      const players = createPlayersRepository({ db: executor });
      for (const entry of table)
        if (entry.level > 1) await players.raiseLevelsForTurnover(entry.thresholdMinor, entry.level);
    },

    /** The /vip page: the table with decimal thresholds, and the player's progress when logged in. */
    async view(
      executor: Executor,
      player: { level: number; turnover: number } | null,
    ): Promise<VipLevelsResponse> {
      const table = await levels(executor);
      const money = (minor: number) => formatMoney(minor, minorDigits);
      const progress = player ? progressToNextLevel(player.turnover, player.level, table) : null;
      return {
        levels: table.map((entry) => ({
          level: entry.level,
          key: entry.key,
          threshold: money(entry.thresholdMinor),
          dailyWithdrawals: entry.dailyWithdrawals,
          privileges: entry.privileges,
        })),
        player: player
          ? {
              level: player.level,
              levelName: vipLevelKey(player.level),
              turnover: money(player.turnover),
              nextLevel: progress?.nextLevel ?? null,
              remaining: progress ? money(progress.remainingMinor) : null,
              progressBasisPoints: progress?.basisPoints ?? 10_000,
            }
          : null,
      };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
