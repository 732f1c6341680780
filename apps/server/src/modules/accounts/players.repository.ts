import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PlayerStatus } from '@fairround/shared';
import { queryRows, type Executor } from '../../platform/db/database.js';
import { players } from './players.tables.js';

/** Rows per statement when many players are written at once. */
const PLAYERS_PER_STATEMENT = 1_000;

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type PlayerSearchFilter = { query?: string; status?: PlayerStatus };

/** The console's player search (username, phone, invitation code; status), for the list and its export. */
export function playerSearchWhere(filter: PlayerSearchFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const query = filter.query?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    conditions.push(
      or(
        ilike(players.username, pattern),
        ilike(players.phone, pattern),
        ilike(players.invitationCode, pattern),
      ) as SQL,
    );
  }
  if (filter.status) conditions.push(eq(players.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createPlayersRepository({ db }: { db: Executor }) {
  return {
    async findById(id: string): Promise<PlayerRow | null> {
      const [row] = await db.select().from(players).where(eq(players.id, id));
      return row ?? null;
    },

    async findByUsername(username: string): Promise<PlayerRow | null> {
      const [row] = await db
        .select()
        .from(players)
        .where(sql`lower(${players.username}) = lower(${username})`);
      return row ?? null;
    },

    async findByPhone(quhao: string, phone: string): Promise<PlayerRow | null> {
      const [row] = await db
        .select()
        .from(players)
        .where(and(eq(players.quhao, quhao), eq(players.phone, phone)));
      return row ?? null;
    },

    async isPhoneTaken(quhao: string, phone: string): Promise<boolean> {
      return (await this.findByPhone(quhao, phone)) !== null;
    },

    async isUsernameOrPhoneTaken(username: string, quhao: string, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ id: players.id })
        .from(players)
        .where(
          or(
            sql`lower(${players.username}) = lower(${username})`,
            // The new player's nickname starts as the username: it may not be anyone's nickname.
            sql`lower(${players.nickname}) = lower(${username})`,
            and(eq(players.quhao, quhao), eq(players.phone, phone)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Whether a player other than `playerId` goes by `name`, as nickname or username, in any
     * case (players_nickname_lower_idx and the username index serve both sides).
     */
    async isNameTakenByOther(name: string, playerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: players.id })
        .from(players)
        .where(
          and(
            ne(players.id, playerId),
            or(
              sql`lower(${players.username}) = lower(${name})`,
              sql`lower(${players.nickname}) = lower(${name})`,
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async isInvitationCodeTaken(code: string): Promise<boolean> {
      const [row] = await db.select({ id: players.id }).from(players).where(eq(players.invitationCode, code));
      return row !== undefined;
    },

    async insert(player: NewPlayer): Promise<void> {
      await db.insert(players).values(player);
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(players).set({ passwordHash }).where(eq(players.id, id));
    },

    async setPayPasswordHash(id: string, payPasswordHash: string): Promise<void> {
      await db.update(players).set({ payPasswordHash }).where(eq(players.id, id));
    },

    async setNickname(id: string, nickname: string): Promise<void> {
      await db.update(players).set({ nickname }).where(eq(players.id, id));
    },

    /** Moves the player to another phone; the (quhao, phone) unique constraint refuses a taken one. */
    async setPhone(id: string, quhao: string, phone: string): Promise<void> {
      await db.update(players).set({ quhao, phone }).where(eq(players.id, id));
    },

    /**
     * Changes the status only if it differs; returns the row before the change, or null if
     * nothing changed. Locks the row, so two staff acting at once change (and audit) it once.
     */
    async changeStatus(
      id: string,
      status: PlayerStatus,
      frozenReason: string | null,
    ): Promise<PlayerRow | null> {
      const [before] = await db.select().from(players).where(eq(players.id, id)).for('update');
      if (!before || before.status === status) return null;
      await db.update(players).set({ status, frozenReason }).where(eq(players.id, id));
      return before;
    },

    /** Adds settled stake to the lifetime turnover; returns the new turnover and current level. */
    /**
     * Adds stakes to turnovers, players in ascending id order (the lock order every writer of
     * many player rows uses), a slice per statement. Answers the rows it moved.
     */
    async addTurnovers(stakes: ReadonlyMap<string, number>): Promise<Array<{ id: string; turnover: number; level: number }>> {
      const entries = [...stakes].sort(([a], [b]) => (a < b ? -1 : 1));
      const updated: Array<{ id: string; turnover: number; level: number }> = [];
      for (let start = 0; start < entries.length; start += PLAYERS_PER_STATEMENT) {
        const slice = entries.slice(start, start + PLAYERS_PER_STATEMENT);
        const rows = await queryRows<{ id: string; turnover: string | number; level: number }>(
          db,
          sql`with ordered as (
                select p.id from players p
                join unnest(${sql.param(slice.map(([id]) => id))}::uuid[]) as s(id) on s.id = p.id
                order by p.id for update of p
              )
              update players p set turnover = p.turnover + s.stake
              from unnest(${sql.param(slice.map(([id]) => id))}::uuid[], ${sql.param(slice.map(([, stake]) => stake))}::bigint[]) as s(id, stake), ordered
              where p.id = s.id and ordered.id = s.id
              returning p.id::text, p.turnover, p.level`,
        );
        for (const row of rows) updated.push({ id: row.id, turnover: Number(row.turnover), level: row.level });
      }
      return updated;
    },

    /** Levels only rise: an earned level is kept even if the operator later raises thresholds. */
    async raiseLevels(raised: ReadonlyArray<{ id: string; level: number }>): Promise<void> {
      for (let start = 0; start < raised.length; start += PLAYERS_PER_STATEMENT) {
        const slice = raised.slice(start, start + PLAYERS_PER_STATEMENT);
        await db.execute(sql`
          update players p set level = greatest(p.level, s.level)
          from unnest(${sql.param(slice.map((entry) => entry.id))}::uuid[], ${sql.param(slice.map((entry) => entry.level))}::int[]) as s(id, level)
          where p.id = s.id`);
      }
    },

    async raiseLevelsForTurnover(thresholdMinor: number, level: number): Promise<number> {
      const rows = await db
        .update(players)
        .set({ level })
        .where(and(sql`${players.turnover} >= ${thresholdMinor}`, sql`${players.level} < ${level}`))
        .returning({ id: players.id });
      return rows.length;
    },

    /** Console search over username, phone and invitation code, newest first. */
    async search(filter: PlayerSearchFilter & { page: number; pageSize: number }) {
      const where = playerSearchWhere(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(players)
          .where(where)
          .orderBy(desc(players.createdAt), desc(players.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(players)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async listReferrals(referrerId: string, limit: number) {
      const where = eq(players.referrerPlayerId, referrerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: players.id,
            username: players.username,
            createdAt: players.createdAt,
            status: players.status,
          })
          .from(players)
          .where(where)
          .orderBy(desc(players.createdAt))
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(players)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
