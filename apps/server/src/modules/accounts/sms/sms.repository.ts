import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { smsCodes, smsOutbox } from './sms.tables.js';

/**
 * What a code is for: creating an account, resetting a forgotten login or pay password, or
 * moving the account to another phone (a code to the registered phone and one to the new phone).
 */
export type SmsPurpose = 'register' | 'reset' | 'pay-reset' | 'phone-old' | 'phone-new';
export type PhoneKey = { quhao: string; phone: string };

export function createSmsRepository({ db }: { db: Executor }) {
  return {
    async insert(
      row: PhoneKey & {
        purpose: SmsPurpose;
        codeHash: string;
        salt: string;
        expiresAt: Date;
        createdAt: Date;
        ip: string | null;
      },
    ) {
      const id = randomUUID();
      await db.insert(smsCodes).values({ id, ...row });
      return id;
    },

    async remove(id: string): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

    async latest({ quhao, phone }: PhoneKey, purpose?: SmsPurpose) {
      const conditions = [eq(smsCodes.quhao, quhao), eq(smsCodes.phone, phone)];
      if (purpose) conditions.push(eq(smsCodes.purpose, purpose));
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(...conditions))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    async countForPhoneSince({ quhao, phone }: PhoneKey, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(and(eq(smsCodes.quhao, quhao), eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)));
      return row?.count ?? 0;
    },

    /** Codes sent to numbers of the same length that share all but the last `freeDigits` digits. */
    async countForBlockSince({ quhao, phone }: PhoneKey, freeDigits: number, since: Date): Promise<number> {
      // Phones are stored as digits only, so the pattern holds no wildcard but the `_`s added here.
      const pattern = `${phone.slice(0, Math.max(0, phone.length - freeDigits))}${'_'.repeat(Math.min(freeDigits, phone.length))}`;
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(and(eq(smsCodes.quhao, quhao), sql`${smsCodes.phone} like ${pattern}`, gt(smsCodes.createdAt, since)));
      return row?.count ?? 0;
    },

    async countForIpSince(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
      return row?.count ?? 0;
    },

    /**
     * Takes one of the code's tries before comparing, atomically, so parallel guesses cannot
     * exceed the cap. Null when the code is used, expired or out of tries.
     */
    async claimAttempt(id: string, maxAttempts: number, now: Date) {
      const [row] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, id),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, now),
            lt(smsCodes.attempts, maxAttempts),
          ),
        )
        .returning({ codeHash: smsCodes.codeHash, salt: smsCodes.salt });
      return row ?? null;
    },

    /** Marks the code used; false if it was used or expired meanwhile. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },

    /** The outbox, newest first; `phoneDigits` matches any part of the number. */
    async outbox(phoneDigits: string | null, limit: number) {
      const where = phoneDigits ? sql`${smsOutbox.phone} like ${`%${phoneDigits}%`}` : undefined;
      return db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.createdAt)).limit(limit);
    },
  };
}
