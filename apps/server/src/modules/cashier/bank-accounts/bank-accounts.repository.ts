import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { withdrawalAccounts } from './bank-accounts.tables.js';

export type WithdrawalAccountRow = typeof withdrawalAccounts.$inferSelect;
export type NewWithdrawalAccountRow = typeof withdrawalAccounts.$inferInsert;

const live = (playerId: string) =>
  and(eq(withdrawalAccounts.playerId, playerId), isNull(withdrawalAccounts.deletedAt));

export function createWithdrawalAccountsRepository({ db }: { db: Executor }) {
  return {
    async listLive(playerId: string): Promise<WithdrawalAccountRow[]> {
      return db
        .select()
        .from(withdrawalAccounts)
        .where(live(playerId))
        .orderBy(asc(withdrawalAccounts.createdAt));
    },

    async countLive(playerId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(withdrawalAccounts).where(live(playerId));
      return row?.total ?? 0;
    },

    /** One of the player's own live accounts; another player's or a removed one finds nothing. */
    async findLiveOwn(playerId: string, id: string): Promise<WithdrawalAccountRow | null> {
      const [row] = await db
        .select()
        .from(withdrawalAccounts)
        .where(and(eq(withdrawalAccounts.id, id), live(playerId)));
      return row ?? null;
    },

    async hasLiveDestination(playerId: string, destinationKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: withdrawalAccounts.id })
        .from(withdrawalAccounts)
        .where(and(live(playerId), eq(withdrawalAccounts.destinationKey, destinationKey)));
      return row !== undefined;
    },

    async insert(row: NewWithdrawalAccountRow): Promise<WithdrawalAccountRow> {
      const [inserted] = await db.insert(withdrawalAccounts).values(row).returning();
      return inserted!;
    },

    async softDelete(playerId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(withdrawalAccounts)
        .set({ deletedAt: at })
        .where(and(eq(withdrawalAccounts.id, id), live(playerId)))
        .returning({ id: withdrawalAccounts.id });
      return rows.length > 0;
    },
  };
}
