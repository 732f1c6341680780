import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, like, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.js';
import { localDateOf } from '../../../platform/time/local-day.js';
import { createRoundsRepository, type RoundRow } from '../rounds.repository.js';
import { rounds } from '../rounds.tables.js';
import { currentChainForUpdate, hasNextChain, publishChain, takeNextN, type ChainRow } from './chains.js';
import { formatSeqno, upcomingSlots, type Timing } from './schedule.js';
import { ROUND_SCHEDULE_LOCK_NAMESPACE } from '../../../platform/db/advisory-locks.js';

export type ScheduleOptions = {
  /** How many rounds past `now` exist at all times (the current one and the next). */
  roundsAhead: number;
  /** Publish the next chain when fewer unused elements than this remain. */
  chainReserve: number;
  timeZone: string;
};

export type ScheduleResult = { created: RoundRow[]; publishedChains: ChainRow[] };

async function seqnoFor(tx: Executor, roomType: number, drawsAt: Date, timeZone: string): Promise<string> {
  const day = formatSeqno(localDateOf(drawsAt, timeZone), 0).slice(0, 8);
  const [row] = await tx
    .select({ n: count() })
    .from(rounds)
    .where(and(eq(rounds.roomType, roomType), like(rounds.seqno, `${day}-%`)));
  return formatSeqno(localDateOf(drawsAt, timeZone), (row?.n ?? 0) + 1);
}

/** The chain the next round draws from, publishing one first when none has elements left. */
async function chainForNextRound(
  tx: Executor,
  roomType: number,
  chainLength: number,
  now: Date,
  published: ChainRow[],
): Promise<ChainRow> {
  const current = await currentChainForUpdate(tx, roomType);
  if (current) return current;
  const fresh = await publishChain(tx, roomType, chainLength, now);
  published.push(fresh);
  return (await currentChainForUpdate(tx, roomType)) ?? fresh;
}

/**
 * Creates the rounds of one room type ahead of time, each bound to the next chain element, and
 * publishes the next chain before the current one runs out. One transaction under the type's
 * advisory lock, so instances running this at once create each round exactly once.
 */
export async function scheduleRoomType(
  db: Database,
  roomType: number,
  timing: Timing,
  chainLength: number,
  now: Date,
  options: ScheduleOptions,
): Promise<ScheduleResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROUND_SCHEDULE_LOCK_NAMESPACE}::int, ${roomType}::int)`);
    const repository = createRoundsRepository({ db: tx });
    const latest = await repository.latestRound(roomType);
    const ahead = latest && latest.drawsAt > now ? await countAhead(tx, roomType, now) : 0;
    const published: ChainRow[] = [];
    const created: RoundRow[] = [];
    const slots = upcomingSlots(timing, now, latest?.drawsAt ?? null, Math.max(0, options.roundsAhead - ahead));
    for (const slot of slots) {
      const chain = await chainForNextRound(tx, roomType, chainLength, now, published);
      const n = await takeNextN(tx, chain);
      const [row] = await tx
        .insert(rounds)
        .values({
          id: randomUUID(),
          roomType,
          seqno: await seqnoFor(tx, roomType, slot.drawsAt, options.timeZone),
          chainId: chain.id,
          n,
          ...slot,
          state: 'open',
          createdAt: now,
        })
        .returning();
      created.push(row!);
    }
    const current = await currentChainForUpdate(tx, roomType);
    const remaining = current ? current.length - current.nextN + 1 : 0;
    if (!current || (remaining < options.chainReserve && !(await hasNextChain(tx, roomType, current.sequence)))) {
      published.push(await publishChain(tx, roomType, chainLength, now));
    }
    return { created, publishedChains: published };
  });
}

async function countAhead(tx: Executor, roomType: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rounds)
    .where(and(eq(rounds.roomType, roomType), gt(rounds.drawsAt, now)));
  return row?.n ?? 0;
}
