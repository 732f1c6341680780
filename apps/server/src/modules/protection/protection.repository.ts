import { randomUUID } from 'node:crypto';
import type { LimitKind, LimitPeriod } from '@fairround/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database.js';
import type { StoredLimit } from './limits.rules.js';
import { protectionExclusions, protectionLimitRaises, protectionLimits, protectionSettings } from './protection.tables.js';

export type LimitRow = typeof protectionLimits.$inferSelect;
export type ExclusionRow = typeof protectionExclusions.$inferSelect;
export type ProtectionSettingsRow = typeof protectionSettings.$inferSelect;

/** Starts of the day, week and month windows a usage sum is split by. */
export type PeriodStarts = Record<LimitPeriod, Date>;
export type UsageByPeriod = Record<LimitPeriod, number>;

const earliestOf = (starts: PeriodStarts) => new Date(Math.min(starts.day.getTime(), starts.week.getTime(), starts.month.getTime()));

export function createProtectionRepository({ db }: { db: Executor }) {
  return {
    async limitsOf(playerId: string): Promise<LimitRow[]> {
      return db.select().from(protectionLimits).where(eq(protectionLimits.playerId, playerId));
    },

    async saveLimit(playerId: string, kind: LimitKind, period: LimitPeriod, limit: StoredLimit, now: Date): Promise<void> {
      if (limit.amount === null && limit.pendingAt === null) {
        await db
          .delete(protectionLimits)
          .where(and(eq(protectionLimits.playerId, playerId), eq(protectionLimits.kind, kind), eq(protectionLimits.period, period)));
        return;
      }
      const values = { ...limit, updatedAt: now };
      await db
        .insert(protectionLimits)
        .values({ playerId, kind, period, ...values })
        .onConflictDoUpdate({ target: [protectionLimits.playerId, protectionLimits.kind, protectionLimits.period], set: values });
    },

    /** Keeps a raise (or, with `toAmount` null, a removal) the player asked for, for the risk signals. */
    async recordRaise(playerId: string, kind: LimitKind, period: LimitPeriod, fromAmount: number, toAmount: number | null, now: Date): Promise<void> {
      await db.insert(protectionLimitRaises).values({ id: randomUUID(), playerId, kind, period, fromAmount, toAmount, requestedAt: now });
    },

    /** Every exclusion of the player, the latest ending first. */
    async exclusionsOf(playerId: string): Promise<ExclusionRow[]> {
      return db
        .select()
        .from(protectionExclusions)
        .where(eq(protectionExclusions.playerId, playerId))
        .orderBy(desc(protectionExclusions.endsAt));
    },

    async addExclusion(row: ExclusionRow): Promise<void> {
      await db.insert(protectionExclusions).values(row);
    },

    async settingsOf(playerId: string): Promise<ProtectionSettingsRow | null> {
      const [row] = await db.select().from(protectionSettings).where(eq(protectionSettings.playerId, playerId));
      return row ?? null;
    },

    async saveSettings(playerId: string, change: Partial<Pick<ProtectionSettingsRow, 'realityCheckMinutes' | 'limitsOfferedAt'>>, now: Date): Promise<void> {
      await db
        .insert(protectionSettings)
        .values({ playerId, ...change, updatedAt: now })
        .onConflictDoUpdate({ target: protectionSettings.playerId, set: { ...change, updatedAt: now } });
    },

    /**
     * Deposits counted against a limit: approved ones credited in each window, plus every request
     * still pending (it may be approved any moment, so it already uses the allowance).
     */
    async depositUsage(playerId: string, starts: PeriodStarts): Promise<UsageByPeriod & { pending: number }> {
      const [row] = await queryRows<{ day: string; week: string; month: string; pending: string }>(
        db,
        sql`select coalesce(sum(amount) filter (where status = 'approved' and resolved_at >= ${starts.day}), 0) as day,
                   coalesce(sum(amount) filter (where status = 'approved' and resolved_at >= ${starts.week}), 0) as week,
                   coalesce(sum(amount) filter (where status = 'approved' and resolved_at >= ${starts.month}), 0) as month,
                   coalesce(sum(amount) filter (where status = 'pending'), 0) as pending
            from deposit_requests
            where player_id = ${playerId}::uuid
              and (status = 'pending' or (status = 'approved' and resolved_at >= ${earliestOf(starts)}))`,
      );
      return { day: Number(row!.day), week: Number(row!.week), month: Number(row!.month), pending: Number(row!.pending) };
    },

    /**
     * Net loss per window: stakes minus payouts of the orders placed in it (cancelled ones
     * excluded). An order not settled yet counts as its whole stake.
     */
    async lossUsage(playerId: string, starts: PeriodStarts): Promise<UsageByPeriod> {
      const [row] = await queryRows<{ day: string; week: string; month: string }>(
        db,
        sql`select coalesce(sum(total - payout) filter (where created_at >= ${starts.day}), 0) as day,
                   coalesce(sum(total - payout) filter (where created_at >= ${starts.week}), 0) as week,
                   coalesce(sum(total - payout) filter (where created_at >= ${starts.month}), 0) as month
            from orders
            where player_id = ${playerId}::uuid and state <> 'cancelled' and created_at >= ${earliestOf(starts)}`,
      );
      return { day: Number(row!.day), week: Number(row!.week), month: Number(row!.month) };
    },

    /** Payouts minus stakes of the orders placed since `since` (cancelled ones excluded). */
    async netResultSince(playerId: string, since: Date): Promise<number> {
      const [row] = await queryRows<{ net: string }>(
        db,
        sql`select coalesce(sum(payout - total), 0) as net from orders
            where player_id = ${playerId}::uuid and state <> 'cancelled' and created_at >= ${since}`,
      );
      return Number(row!.net);
    },
  };
}

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
