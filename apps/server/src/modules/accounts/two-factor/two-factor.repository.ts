import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { playerRecoveryCodes, playerTwoFactor } from './two-factor.tables.js';

export type PlayerTwoFactorRow = typeof playerTwoFactor.$inferSelect;

/** The player's authenticator row and recovery codes; every write is a single conditional statement. */
export function createTwoFactorRepository({ db }: { db: Executor }) {
  return {
    async find(playerId: string): Promise<PlayerTwoFactorRow | null> {
      const [row] = await db.select().from(playerTwoFactor).where(eq(playerTwoFactor.playerId, playerId));
      return row ?? null;
    },

    async isEnabled(playerId: string): Promise<boolean> {
      const [row] = await db
        .select({ playerId: playerTwoFactor.playerId })
        .from(playerTwoFactor)
        .where(and(eq(playerTwoFactor.playerId, playerId), isNotNull(playerTwoFactor.enabledAt)));
      return row !== undefined;
    },

    /** A new pending secret, replacing an earlier pending one; never touches an enabled row. */
    async savePending(playerId: string, secret: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(playerTwoFactor)
        .values({ playerId, secret, createdAt: now })
        .onConflictDoUpdate({
          target: playerTwoFactor.playerId,
          set: { secret, createdAt: now, lastStep: null },
          setWhere: isNull(playerTwoFactor.enabledAt),
        })
        .returning({ playerId: playerTwoFactor.playerId });
      return rows.length === 1;
    },

    /** Turns the pending secret on, spending the step of the code that confirmed it. */
    async enable(playerId: string, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(playerTwoFactor)
        .set({ enabledAt: now, lastStep: step })
        .where(and(eq(playerTwoFactor.playerId, playerId), isNull(playerTwoFactor.enabledAt)))
        .returning({ playerId: playerTwoFactor.playerId });
      return rows.length === 1;
    },

    /** Accepts a code's step once: true only when it is after the last accepted one. */
    async acceptStep(playerId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(playerTwoFactor)
        .set({ lastStep: step })
        .where(
          and(
            eq(playerTwoFactor.playerId, playerId),
            isNotNull(playerTwoFactor.enabledAt),
            or(isNull(playerTwoFactor.lastStep), lt(playerTwoFactor.lastStep, step)),
          ),
        )
        .returning({ playerId: playerTwoFactor.playerId });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(playerId: string, hashes: string[], now: Date): Promise<void> {
      await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.playerId, playerId));
      await db
        .insert(playerRecoveryCodes)
        .values(hashes.map((codeHash) => ({ id: randomUUID(), playerId, codeHash, createdAt: now })));
    },

    /** Spends an unused recovery code of the player: true once per code. */
    async spendRecoveryCode(playerId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(playerRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(playerRecoveryCodes.playerId, playerId),
            eq(playerRecoveryCodes.codeHash, codeHash),
            isNull(playerRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: playerRecoveryCodes.id });
      return rows.length > 0;
    },

    async unusedRecoveryCodes(playerId: string): Promise<number> {
      const [row] = await db
        .select({ unused: count() })
        .from(playerRecoveryCodes)
        .where(and(eq(playerRecoveryCodes.playerId, playerId), isNull(playerRecoveryCodes.usedAt)));
      return row?.unused ?? 0;
    },

    /** Two-factor off: the secret and every recovery code go. */
    async remove(playerId: string): Promise<void> {
      await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.playerId, playerId));
      await db.delete(playerTwoFactor).where(eq(playerTwoFactor.playerId, playerId));
    },
  };
}
