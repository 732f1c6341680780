import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { bytesToHex, hexToBytes, seedForRound } from '@fairround/shared';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { fairnessChains } from '../rounds.tables.js';

export type ChainRow = typeof fairnessChains.$inferSelect;

/** Chains kept in memory for drawing; each is L + 1 hex strings (about 0.7 MB at L = 10 000). */
const MAX_CACHED_CHAINS = 8;
const cache = new Map<string, Promise<string[]>>();

/**
 * The elements g0..gL of shared's `buildChain` (the reference, also run by browsers), hashed with
 * node:crypto: one synchronous call of microseconds per element (~10 ms for L = 10 000) instead of
 * one WebCrypto job each on libuv's thread pool. Those jobs queue behind password hashing (argon2
 * uses the same pool), so under load the 10 001 sequential jobs took seconds to minutes: the
 * engine stalled at boot and each new chain, and after a restart the first draw of every chain
 * waited on the rebuild, leaving overdue rounds unsettled for many ticks (crash-loop.test.ts).
 */
export function buildChainElements(secret: Uint8Array, length: number): string[] {
  const chain = [createHash('sha256').update(secret).digest('hex')];
  for (let j = 1; j <= length; j += 1) chain.push(createHash('sha256').update(chain[j - 1]!).digest('hex'));
  return chain;
}

/** The chain's elements g0..gL, rebuilt from the secret once and cached. */
function chainElements(chain: ChainRow): Promise<string[]> {
  let elements = cache.get(chain.id);
  if (!elements) {
    elements = (async () => buildChainElements(hexToBytes(chain.secretHex), chain.length))();
    cache.set(chain.id, elements);
    if (cache.size > MAX_CACHED_CHAINS) cache.delete(cache.keys().next().value as string);
    elements.catch(() => cache.delete(chain.id));
  }
  return elements;
}

/** The seed of round n of a chain (only ever called when that round is drawn). */
export async function seedOf(chain: ChainRow, n: number): Promise<string> {
  return seedForRound(await chainElements(chain), n);
}

/**
 * Generates and publishes a chain for a room type: a 32-byte secret from the CSPRNG, T = gL and
 * a public salt. The caller holds the room type's scheduling lock, so sequences never collide.
 */
export async function publishChain(tx: Executor, roomType: number, length: number, now: Date): Promise<ChainRow> {
  const secret = randomBytes(32);
  const elements = buildChainElements(secret, length);
  const [last] = await tx
    .select({ sequence: fairnessChains.sequence })
    .from(fairnessChains)
    .where(eq(fairnessChains.roomType, roomType))
    .orderBy(desc(fairnessChains.sequence))
    .limit(1);
  const [row] = await tx
    .insert(fairnessChains)
    .values({
      id: randomUUID(),
      roomType,
      sequence: (last?.sequence ?? 0) + 1,
      length,
      terminatingHash: elements[length] as string,
      salt: bytesToHex(randomBytes(16)),
      secretHex: bytesToHex(secret),
      publishedAt: now,
    })
    .returning();
  cache.set(row!.id, Promise.resolve(elements));
  return row!;
}

/** The chain rounds draw from next: the oldest one with elements left, locked for update. */
export async function currentChainForUpdate(tx: Executor, roomType: number): Promise<ChainRow | null> {
  const [row] = await tx
    .select()
    .from(fairnessChains)
    .where(and(eq(fairnessChains.roomType, roomType), lte(fairnessChains.nextN, fairnessChains.length)))
    .orderBy(asc(fairnessChains.sequence))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Whether a chain after `sequence` is already published for the room type. */
export async function hasNextChain(tx: Executor, roomType: number, sequence: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: fairnessChains.id })
    .from(fairnessChains)
    .where(and(eq(fairnessChains.roomType, roomType), gt(fairnessChains.sequence, sequence)))
    .limit(1);
  return Boolean(row);
}

/** Takes element n for a new round: answers n and advances the chain. */
export async function takeNextN(tx: Executor, chain: ChainRow): Promise<number> {
  await tx
    .update(fairnessChains)
    .set({ nextN: sql`${fairnessChains.nextN} + 1` })
    .where(eq(fairnessChains.id, chain.id));
  return chain.nextN;
}

export async function findChain(executor: Executor, id: string): Promise<ChainRow | null> {
  const [row] = await executor.select().from(fairnessChains).where(eq(fairnessChains.id, id)).limit(1);
  return row ?? null;
}
