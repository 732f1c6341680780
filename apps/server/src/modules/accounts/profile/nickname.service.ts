import { ErrorCode, NICKNAME_CHANGE_LIMIT, nicknameProblem, normalizeNickname } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import { NICKNAME_CHANGE_LOCK_KEY } from '../../../platform/db/advisory-locks.js';
import type { Database } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { countAuditSince, recordAudit } from '../../admin/audit.service.js';
import { createPlayersRepository } from '../players.repository.js';

const DAY_MS = 24 * 60 * 60_000;
const NICKNAME_CHANGE_ACTION = 'player.nickname_change';

/**
 * The nickname other players see (issue #25: it could never change). The rules are shared with
 * the form (3082); no other player may go by the name as nickname or username in any case (3083),
 * so nobody takes on another's name; at most NICKNAME_CHANGE_LIMIT changes in its window (3084),
 * counted from the audit rows each change writes, so no column is needed.
 */
export function createNicknameService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Answers the nickname as stored; the same nickname again changes and counts nothing. */
    async change(playerId: string, raw: string, meta: { ip: string | null }): Promise<{ nickname: string }> {
      const problem = nicknameProblem(raw);
      if (problem !== null) throw new AppError(problem, { field: 'nickname' });
      const nickname = normalizeNickname(raw);
      return inTransaction(db, async (tx) => {
        // The checks below and the write are one step for every player (advisory-locks.ts).
        await tx.execute(sql`select pg_advisory_xact_lock(${NICKNAME_CHANGE_LOCK_KEY}::bigint)`);
        const players = createPlayersRepository({ db: tx });
        const player = await players.findById(playerId);
        if (!player) throw new AppError(ErrorCode.LoginInvalid);
        if (player.nickname === nickname) return { nickname };
        const now = clock.now();
        const since = new Date(now.getTime() - NICKNAME_CHANGE_LIMIT.windowDays * DAY_MS);
        const target = { targetType: 'player', targetId: player.id };
        if (
          (await countAuditSince(tx, { action: NICKNAME_CHANGE_ACTION, ...target, since })) >=
          NICKNAME_CHANGE_LIMIT.changes
        ) {
          throw new AppError(ErrorCode.NicknameChangeLimit, {
            field: 'nickname',
            params: { num: NICKNAME_CHANGE_LIMIT.changes },
          });
        }
        if (await players.isNameTakenByOther(nickname, player.id)) {
          throw new AppError(ErrorCode.NicknameTaken, { field: 'nickname' });
        }
        await players.setNickname(player.id, nickname);
        await recordAudit(tx, {
          actor: null,
          ip: meta.ip,
          action: NICKNAME_CHANGE_ACTION,
          ...target,
          before: { nickname: player.nickname },
          after: { nickname },
          at: now,
        });
        return { nickname };
      });
    },
  };
}

export type NicknameService = ReturnType<typeof createNicknameService>;
