import type { StakingPositionStatus } from '@fairround/shared';
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { playerNames } from '../accounts/players.queries.js';
import { stakingAccruals, stakingPositions, stakingTiers } from './staking.tables.js';

export type TierRow = typeof stakingTiers.$inferSelect;
export type NewTierRow = typeof stakingTiers.$inferInsert;
export type PositionRow = typeof stakingPositions.$inferSelect;
export type NewPositionRow = typeof stakingPositions.$inferInsert;
export type AccrualRow = typeof stakingAccruals.$inferSelect;
export type PageQuery = { page: number; pageSize: number };
export type PositionsFilter = { userId?: string; status?: StakingPositionStatus } & PageQuery;

/** What the advance of one position writes: the days it reached and what it paid in all. */
export type PositionAdvance = Pick<
  PositionRow,
  'daysPaid' | 'interestPaid' | 'status' | 'nextAccrualAt' | 'maturedAt'
>;

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The console's position filters (player, status), for the list and its export. */
export function positionsWhere(filter: { userId?: string; status?: StakingPositionStatus }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(stakingPositions.playerId, filter.userId));
  if (filter.status) conditions.push(eq(stakingPositions.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createStakingRepository({ db }: { db: Executor }) {
  return {
    async tiers(): Promise<TierRow[]> {
      return db.select().from(stakingTiers).orderBy(asc(stakingTiers.minAmount), asc(stakingTiers.id));
    },

    async tier(id: number): Promise<TierRow | null> {
      const [row] = await db.select().from(stakingTiers).where(eq(stakingTiers.id, id));
      return row ?? null;
    },

    /** Locks the tier row, so two console edits of one tier apply one after the other. */
    async lockTier(id: number): Promise<TierRow | null> {
      const [row] = await db.select().from(stakingTiers).where(eq(stakingTiers.id, id)).for('update');
      return row ?? null;
    },

    async updateTier(id: number, patch: Partial<NewTierRow>): Promise<TierRow> {
      const [row] = await db.update(stakingTiers).set(patch).where(eq(stakingTiers.id, id)).returning();
      return row!;
    },

    /**
     * Writes `next` over tier `expected.id` only while every term and label is still `expected`'s
     * (one conditional update, so an edit made meanwhile wins); whether it is enabled stays the
     * operator's. True when it did.
     */
    async replaceTierIfUnchanged(
      expected: NewTierRow,
      next: Omit<NewTierRow, 'id' | 'enabled'>,
    ): Promise<boolean> {
      const rows = await db
        .update(stakingTiers)
        .set(next)
        .where(
          and(
            eq(stakingTiers.id, expected.id),
            eq(stakingTiers.minAmount, expected.minAmount),
            eq(stakingTiers.dailyRateBps, expected.dailyRateBps),
            eq(stakingTiers.periodDays, expected.periodDays),
            eq(stakingTiers.labelVi, expected.labelVi),
            eq(stakingTiers.labelEn, expected.labelEn),
            eq(stakingTiers.labelChs, expected.labelChs),
            eq(stakingTiers.labelCht, expected.labelCht),
          ),
        )
        .returning({ id: stakingTiers.id });
      return rows.length > 0;
    },

    /** Seeds tiers that do not exist yet; never overwrites what the console changed. */
    async insertMissingTiers(rows: NewTierRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(stakingTiers).values(rows).onConflictDoNothing();
    },

    async insertPosition(row: NewPositionRow): Promise<PositionRow> {
      const [inserted] = await db.insert(stakingPositions).values(row).returning();
      return inserted!;
    },

    async findByRequestKey(playerId: string, requestKey: string): Promise<PositionRow | null> {
      const [row] = await db
        .select()
        .from(stakingPositions)
        .where(and(eq(stakingPositions.playerId, playerId), eq(stakingPositions.requestKey, requestKey)));
      return row ?? null;
    },

    /** One of the player's own positions; another player's id finds nothing. */
    async findOwn(playerId: string, id: string): Promise<PositionRow | null> {
      const [row] = await db
        .select()
        .from(stakingPositions)
        .where(and(eq(stakingPositions.id, id), eq(stakingPositions.playerId, playerId)));
      return row ?? null;
    },

    /** Locks a position until the transaction ends: accruals of one position run one at a time. */
    async lockPosition(id: string): Promise<PositionRow | null> {
      const [row] = await db.select().from(stakingPositions).where(eq(stakingPositions.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Moves a position from `fromDaysPaid` days to its new state; null when another run got there
     * first (the condition is what makes a second accrual impossible, with or without the lock).
     */
    async advance(id: string, fromDaysPaid: number, next: PositionAdvance): Promise<PositionRow | null> {
      const [row] = await db
        .update(stakingPositions)
        .set(next)
        .where(
          and(
            eq(stakingPositions.id, id),
            eq(stakingPositions.status, 'open'),
            eq(stakingPositions.daysPaid, fromDaysPaid),
          ),
        )
        .returning();
      return row ?? null;
    },

    async insertAccruals(rows: (typeof stakingAccruals.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(stakingAccruals).values(rows);
    },

    /** Ids of open positions with a day due at `now`, the longest overdue first. */
    async dueIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: stakingPositions.id })
        .from(stakingPositions)
        .where(and(eq(stakingPositions.status, 'open'), lte(stakingPositions.nextAccrualAt, now)))
        .orderBy(asc(stakingPositions.nextAccrualAt), asc(stakingPositions.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async countDue(now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(stakingPositions)
        .where(and(eq(stakingPositions.status, 'open'), lte(stakingPositions.nextAccrualAt, now)));
      return row?.total ?? 0;
    },

    /**
     * Interest still promised to open positions, their principal and counts, in one statement (one
     * snapshot). Read it BEFORE the reserve balance: an accrual committing in between then lowers
     * the reserve read later but not this sum, so the headroom can only come out too small.
     */
    async liabilities() {
      const [row] = await db
        .select({
          promised: sql<string>`coalesce(sum(${stakingPositions.totalInterest} - ${stakingPositions.interestPaid}) filter (where ${stakingPositions.status} = 'open'), 0)`,
          principal: sql<string>`coalesce(sum(${stakingPositions.principal}) filter (where ${stakingPositions.status} = 'open'), 0)`,
          interestPaid: sql<string>`coalesce(sum(${stakingPositions.interestPaid}), 0)`,
          open: sql<number>`count(*) filter (where ${stakingPositions.status} = 'open')::int`,
          matured: sql<number>`count(*) filter (where ${stakingPositions.status} = 'matured')::int`,
        })
        .from(stakingPositions);
      return {
        promisedMinor: num(row?.promised),
        principalMinor: num(row?.principal),
        interestPaidMinor: num(row?.interestPaid),
        open: num(row?.open),
        matured: num(row?.matured),
      };
    },

    /** The player's open principal, interest paid so far and interest still to come. */
    async ownTotals(playerId: string) {
      const [row] = await db
        .select({
          principal: sql<string>`coalesce(sum(${stakingPositions.principal}) filter (where ${stakingPositions.status} = 'open'), 0)`,
          paid: sql<string>`coalesce(sum(${stakingPositions.interestPaid}), 0)`,
          remaining: sql<string>`coalesce(sum(${stakingPositions.totalInterest} - ${stakingPositions.interestPaid}) filter (where ${stakingPositions.status} = 'open'), 0)`,
        })
        .from(stakingPositions)
        .where(eq(stakingPositions.playerId, playerId));
      return {
        openPrincipalMinor: num(row?.principal),
        interestPaidMinor: num(row?.paid),
        interestRemainingMinor: num(row?.remaining),
      };
    },

    /** Positions newest first, with the player's username (console) — by player and status. */
    async positions(filter: PositionsFilter) {
      const where = positionsWhere(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ position: stakingPositions, username: playerNames.username })
          .from(stakingPositions)
          .leftJoin(playerNames, eq(playerNames.id, stakingPositions.playerId))
          .where(where)
          .orderBy(desc(stakingPositions.openedAt), desc(stakingPositions.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(stakingPositions).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Accrued days newest first: the player's, or one position's when `positionId` is given. */
    async proceeds(playerId: string, positionId: string | null, query: PageQuery) {
      const where = and(
        eq(stakingAccruals.playerId, playerId),
        positionId === null ? undefined : eq(stakingAccruals.positionId, positionId),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(stakingAccruals)
          .where(where)
          .orderBy(
            desc(stakingAccruals.accruedAt),
            desc(stakingAccruals.day),
            desc(stakingAccruals.positionId),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(stakingAccruals).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Every accrued day of one position, oldest first (a period has at most 365). */
    async proceedsOf(positionId: string): Promise<AccrualRow[]> {
      return db
        .select()
        .from(stakingAccruals)
        .where(eq(stakingAccruals.positionId, positionId))
        .orderBy(asc(stakingAccruals.day));
    },
  };
}

export type StakingRepository = ReturnType<typeof createStakingRepository>;
