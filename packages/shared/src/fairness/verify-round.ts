/**
 * Checking one round's proof (PRODUCT.md §6): the same steps in the browser verifier
 * (`/fairness`), the command-line verifier (`npm run verify`) and their tests. The input is what
 * `/api/Fair/round` answers (or a JSON export of it); nothing here trusts the server's verdict.
 */
import type { RoundProof, RoundResult } from './fairness-schemas.js';
import { computeRoundResult, hashForward } from './fairness.js';

/** The proof type is declared with its wire schema (`fairness-schemas.ts`); this module loads no zod. */
export type { RoundProof } from './fairness-schemas.js';

/** The most drawn rounds `/api/Fair/recent` answers (and the batch verifier checks) at once. */
export const FAIR_RECENT_MAX = 100;

export type ProofVerdict =
  | { status: 'undrawn'; proof: RoundProof }
  | { status: 'malformed'; proof: RoundProof; problem: ProofProblem }
  | {
      status: 'verified' | 'failed';
      proof: RoundProof;
      /** SHA-256 applied n times to the seed; must equal T. */
      chain: { computed: string; expected: string; ok: boolean };
      /** The outcome recomputed from seed, room type, seqno and salt; must equal the published one. */
      outcome: { computed: RoundResult; published: RoundResult | null; ok: boolean };
    };

export type ProofProblem = 'seed' | 'position' | 'terminatingHash' | 'roomType';

const HEX_32 = /^[0-9a-f]{64}$/;
const RESULT_ROOM_TYPES = [1, 4, 15, 16];

function problemOf(proof: RoundProof, seed: string): ProofProblem | null {
  if (!HEX_32.test(seed)) return 'seed';
  if (!HEX_32.test(proof.terminatingHash)) return 'terminatingHash';
  if (!Number.isInteger(proof.n) || !Number.isInteger(proof.length) || proof.n < 1 || proof.n > proof.length)
    return 'position';
  if (!RESULT_ROOM_TYPES.includes(proof.roomType)) return 'roomType';
  return null;
}

/** Two results are the same draw: the same digits (and sum), or the same finishing order. */
export function sameResult(a: RoundResult | null, b: RoundResult | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'digits' && b.kind === 'digits')
    return a.sum === b.sum && a.nums.every((digit, i) => digit === b.nums[i]);
  if (a.kind === 'race' && b.kind === 'race')
    return a.order.length === b.order.length && a.order.every((car, i) => car === b.order[i]);
  return false;
}

/** Recomputes both links of the proof: seed → T by hashing, seed → result by HMAC. */
export async function verifyRoundProof(proof: RoundProof): Promise<ProofVerdict> {
  if (proof.seed === null) return { status: 'undrawn', proof };
  const seed = proof.seed.toLowerCase();
  const problem = problemOf(proof, seed);
  if (problem) return { status: 'malformed', proof, problem };
  const computedHash = await hashForward(seed, proof.n);
  const computed = await computeRoundResult({
    seed,
    roomType: proof.roomType,
    seqno: proof.seqno,
    salt: proof.salt,
  });
  const chain = {
    computed: computedHash,
    expected: proof.terminatingHash,
    ok: computedHash === proof.terminatingHash.toLowerCase(),
  };
  const outcome = { computed, published: proof.result, ok: sameResult(computed, proof.result) };
  return { status: chain.ok && outcome.ok ? 'verified' : 'failed', proof, chain, outcome };
}

/** A result as one short line: "9 · 7 · 2 = 18" or "8 › 7 › 1 › …". */
export function formatRoundResult(result: RoundResult): string {
  return result.kind === 'digits' ? `${result.nums.join(' + ')} = ${result.sum}` : result.order.join(' › ');
}

export type BatchEntry = { proof: RoundProof; status: ProofVerdict['status'] };

/**
 * Checks many rounds, reporting progress after each. Rounds of one chain are taken from the
 * lowest n up: once round m's seed is known to reach T in m hashes, round n's seed only has to
 * reach round m's seed in n − m hashes (a chain of 10 000 would otherwise cost n hashes a round).
 * Answers in the order given.
 */
export async function verifyRoundBatch(
  proofs: readonly RoundProof[],
  onProgress: (done: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<BatchEntry[]> {
  const chainKey = (proof: RoundProof) => `${proof.chainId ?? ''}:${proof.terminatingHash.toLowerCase()}`;
  const order = proofs
    .map((proof, index) => ({ proof, index }))
    .sort((a, b) => chainKey(a.proof).localeCompare(chainKey(b.proof)) || a.proof.n - b.proof.n);
  const anchors = new Map<string, { seed: string; n: number }>();
  const entries: BatchEntry[] = new Array<BatchEntry>(proofs.length);
  for (const [done, { proof, index }] of order.entries()) {
    signal?.throwIfAborted();
    entries[index] = { proof, status: await checkAgainstAnchor(proof, anchors.get(chainKey(proof))) };
    if (entries[index].status === 'verified')
      anchors.set(chainKey(proof), { seed: (proof.seed as string).toLowerCase(), n: proof.n });
    onProgress(done + 1);
  }
  return entries;
}

async function checkAgainstAnchor(
  proof: RoundProof,
  anchor: { seed: string; n: number } | undefined,
): Promise<BatchEntry['status']> {
  if (!anchor || anchor.n >= proof.n || proof.seed === null) return (await verifyRoundProof(proof)).status;
  const seed = proof.seed.toLowerCase();
  if (problemOf(proof, seed)) return 'malformed';
  if ((await hashForward(seed, proof.n - anchor.n)) !== anchor.seed) return 'failed';
  const computed = await computeRoundResult({
    seed,
    roomType: proof.roomType,
    seqno: proof.seqno,
    salt: proof.salt,
  });
  return sameResult(computed, proof.result) ? 'verified' : 'failed';
}
