import { lateDrawSeconds, type FairRound, type RoundResult } from '@fairround/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { parseIntId } from '../rooms/rooms.service.js';
import { gameNotFound } from '../rounds.errors.js';
import { createRoundsRepository } from '../rounds.repository.js';
import { fairnessChains, rounds } from '../rounds.tables.js';

/**
 * The latest drawn rounds of a room type with everything needed to check them (the batch mode
 * of `/fairness`). Only drawn/settled rounds are read, so no seed leaves before its draw.
 */
export async function recentDrawnRounds(
  db: Database,
  gametype: string,
  limit: number,
): Promise<{ list: FairRound[] }> {
  const roomType = parseIntId(gametype);
  if (roomType === null || !(await createRoundsRepository({ db }).roomType(roomType)))
    throw gameNotFound('gametype');
  const rows = await db
    .select({ round: rounds, chain: fairnessChains })
    .from(rounds)
    .innerJoin(fairnessChains, eq(fairnessChains.id, rounds.chainId))
    .where(and(eq(rounds.roomType, roomType), inArray(rounds.state, ['drawn', 'settled'])))
    .orderBy(desc(rounds.drawsAt))
    .limit(limit);
  return {
    list: rows.map(({ round, chain }) => ({
      roomType,
      seqno: round.seqno,
      chainId: chain.id,
      n: round.n,
      length: chain.length,
      terminatingHash: chain.terminatingHash,
      salt: chain.salt,
      state: round.state,
      drawsAt: round.drawsAt.getTime(),
      lateBySeconds: lateDrawSeconds(round.drawsAt, round.drawnAt),
      seed: round.seed,
      result: (round.result as RoundResult | null) ?? null,
    })),
  };
}
