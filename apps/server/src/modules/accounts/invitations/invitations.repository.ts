import type { InvitationKind } from '@fairround/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { players } from '../players.tables.js';
import { invitationCodes } from './invitations.tables.js';

export function createInvitationsRepository({ db }: { db: Executor }) {
  return {
    async find(code: string) {
      const [row] = await db.select().from(invitationCodes).where(eq(invitationCodes.code, code));
      return row ?? null;
    },

    /** Inserts unless the code exists; true when this call created it. */
    async insertIfNew(row: {
      code: string;
      kind: InvitationKind;
      ownerPlayerId: string | null;
      createdAt: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(invitationCodes)
        .values(row)
        .onConflictDoNothing()
        .returning({ code: invitationCodes.code });
      return inserted.length === 1;
    },

    async setEnabled(code: string, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(invitationCodes)
        .set({ enabled })
        .where(and(eq(invitationCodes.code, code), sql`${invitationCodes.enabled} <> ${enabled}`))
        .returning({ code: invitationCodes.code });
      return rows.length === 1;
    },

    async list(filter: { kind?: InvitationKind; page: number; pageSize: number }) {
      const where = filter.kind ? eq(invitationCodes.kind, filter.kind) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            code: invitationCodes.code,
            kind: invitationCodes.kind,
            enabled: invitationCodes.enabled,
            createdAt: invitationCodes.createdAt,
            ownerPlayerId: invitationCodes.ownerPlayerId,
            ownerUsername: players.username,
            referrals: sql<number>`(select count(*)::int from ${players} as r where r.referred_by_code = ${invitationCodes.code})`,
          })
          .from(invitationCodes)
          .leftJoin(players, eq(players.id, invitationCodes.ownerPlayerId))
          .where(where)
          .orderBy(
            sql`${invitationCodes.kind} = 'player'`,
            desc(invitationCodes.createdAt),
            invitationCodes.code,
          )
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(invitationCodes)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
