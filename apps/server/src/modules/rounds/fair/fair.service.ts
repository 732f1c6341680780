import { lateDrawSeconds, type FairChain, type FairRound, type RoundResult } from '@fairround/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { findChain, type ChainRow } from '../engine/chains.js';
import { parseIntId } from '../rooms/rooms.service.js';
import { gameNotFound, notFound, roundIdEmpty } from '../rounds.errors.js';
import { createRoundsRepository } from '../rounds.repository.js';
import { fairnessChains } from '../rounds.tables.js';

/** Secrets never leave this function: a chain's public face is T, the salt and its length. */
function chainView(chain: ChainRow): FairChain {
  return {
    roomType: chain.roomType,
    id: chain.id,
    sequence: chain.sequence,
    length: chain.length,
    terminatingHash: chain.terminatingHash,
    salt: chain.salt,
    publishedAt: chain.publishedAt.getTime(),
    used: chain.nextN - 1,
  };
}

/** The public proof of the draws (PRODUCT.md §6): published chains and each round's inputs. */
export function createFairService({ db }: { db: Database }) {
  const repository = createRoundsRepository({ db });

  return {
    async chains(body: { gametype: string }): Promise<{ list: FairChain[] }> {
      const roomType = body.gametype === '' ? null : parseIntId(body.gametype);
      if (body.gametype !== '' && (roomType === null || !(await repository.roomType(roomType))))
        throw gameNotFound('gametype');
      const rows = await db
        .select()
        .from(fairnessChains)
        .where(and(roomType === null ? undefined : eq(fairnessChains.roomType, roomType)))
        .orderBy(asc(fairnessChains.roomType), asc(fairnessChains.sequence));
      return { list: rows.map(chainView) };
    },

    async round(body: { gametype: string; seqno: string }): Promise<FairRound> {
      const roomType = parseIntId(body.gametype);
      if (roomType === null || !(await repository.roomType(roomType))) throw gameNotFound('gametype');
      if (body.seqno === '') throw roundIdEmpty();
      const round = await repository.roundBySeqno(roomType, body.seqno);
      if (!round) throw notFound('seqno');
      const chain = await findChain(db, round.chainId);
      if (!chain) throw notFound('seqno');
      const drawn = round.state === 'drawn' || round.state === 'settled';
      return {
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
        seed: drawn ? round.seed : null,
        result: drawn ? ((round.result as RoundResult | null) ?? null) : null,
      };
    },
  };
}

export type FairService = ReturnType<typeof createFairService>;
