import { z } from 'zod';

/**
 * The wire shapes of the fairness proof (`/api/Fair/*`, PRODUCT.md §6). Kept apart from
 * `fairness.ts` and `verify-round.ts`, which take only their types, so the verifiers' code loads
 * no zod.
 */

/** A drawn result: three digits and their sum (room types 1, 4, 15), or the race's finishing order (16). */
export const roundResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('digits'),
    nums: z.tuple([z.number(), z.number(), z.number()]),
    sum: z.number(),
  }),
  z.object({ kind: z.literal('race'), order: z.array(z.number()) }),
]);
export type RoundResult = z.infer<typeof roundResultSchema>;

/** One published hash chain: its public face is T, the salt and its length; secrets never leave. */
export const fairChainSchema = z.object({
  roomType: z.number(),
  id: z.string(),
  sequence: z.number(),
  /** L: rounds the chain decides. */
  length: z.number(),
  /** T = g_L, published before the chain's first round. */
  terminatingHash: z.string(),
  salt: z.string(),
  publishedAt: z.number(),
  /** Elements already bound to rounds (n = 1 … used). */
  used: z.number(),
});
export type FairChain = z.infer<typeof fairChainSchema>;
export const fairChainsSchema = z.object({ list: z.array(fairChainSchema) });

/** One round's proof inputs as `/api/Fair/round` answers them. */
export const fairRoundSchema = z.object({
  roomType: z.number(),
  seqno: z.string(),
  chainId: z.string(),
  /** The round's place in its chain, 1-based. */
  n: z.number(),
  /** L, the chain's length. */
  length: z.number(),
  /** T, published before the chain's first round. */
  terminatingHash: z.string(),
  salt: z.string(),
  state: z.string(),
  drawsAt: z.number(),
  /** Seconds it was drawn after `drawsAt` when that was late (an outage); null on time. */
  lateBySeconds: z.number().int().nullable(),
  /** Revealed only once the round is drawn; null before, always. */
  seed: z.string().nullable(),
  result: roundResultSchema.nullable(),
});
export type FairRound = z.infer<typeof fairRoundSchema>;
export const fairRecentSchema = z.object({ list: z.array(fairRoundSchema) });

/**
 * What the verifiers check: a round's proof inputs, as the server answers them or as a JSON
 * export of them (chain id, state, draw time and lateness may be missing there).
 */
export const roundProofSchema = fairRoundSchema.partial({ chainId: true, state: true, drawsAt: true, lateBySeconds: true });
export type RoundProof = z.infer<typeof roundProofSchema>;
